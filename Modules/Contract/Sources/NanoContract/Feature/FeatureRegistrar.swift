import NanoDI

/// What a route handler does with its context: start the feature's flow, or continue the flow
/// already showing, and return the proof that it showed something — or throw.
public typealias RouteHandler<Dependencies> =
    @MainActor (RouteContext<Dependencies>) throws(RouteError) -> RouteStart

/// Collects what one feature provides: routes, guards, and services for other features.
/// A ``FeaturePlugin`` fills it in ``FeaturePlugin/register(in:)``.
///
/// What it collects is not generic over `Dependencies`: each handler, guard and service is kept
/// as a closure that takes the feature's resolved dependencies as `Any` and reads them back as
/// `Dependencies`. Arrays of a type generic over the feature's dependencies would make the app
/// instantiate their type metadata for every feature at every start, through the Swift
/// runtime's metadata caches (about 12,000 instructions a feature; docs/performance.md,
/// "Scale: 100 features").
public struct FeatureRegistrar<Dependencies> {
    /// The registering feature's id.
    public let featureID: String
    /// The routes, guards and services registered, in order: read by composition and
    /// ``FeatureOutline``.
    ///
    /// Its setter is public because ``init(composing:)``, inlined into composition, sets it;
    /// only composition's registrar initialiser and the registrar's own methods should set it.
    /// Never assign it the declarations of a registrar of another `Dependencies` type: their
    /// closures read the dependencies back as the type they were registered with, and would
    /// reject this feature's routes, fail its guards and skip its services.
    @_spi(Composition) public var declarations: FeatureDeclarations

    /// A registrar for the feature `featureID` (the app makes one per plugin).
    public init(featureID: String) { self.init(composing: featureID) }

    /// A registrar for the feature `featureID`, as composition makes one: always inlined, so a
    /// caller that does not know `Dependencies` (composition, for any plugin) needs no metadata
    /// for it. Looking up a plugin's associated type and the registrar's metadata costs about
    /// 2,500 instructions a feature at every start.
    @_spi(Composition) @inlinable @inline(__always)
    public init(composing featureID: String) {
        self.featureID = featureID
        declarations = FeatureDeclarations()
    }

    /// Registers a route.
    /// - Parameters:
    ///   - pattern: the route pattern (`settings/appearance/:mode(enum: system|light|dark)`).
    ///   - parent: the path of the route beneath it when a link builds a whole stack
    ///     (`home`); may use this route's parameters (`users/:id`). `nil` for a root. It may
    ///     belong to another feature: a link builds the parent's screens first.
    ///   - guardID: a guard every link to this route must pass (`.signedIn`).
    ///   - presentation: how the route's screens are shown when its handler starts a flow.
    ///   - summary: one line for `nvc routes`.
    ///   - handler: starts or continues the feature's flow through the context.
    public mutating func route(
        _ pattern: String,
        parent: String? = nil,
        guard guardID: GuardID? = nil,
        presentation: RoutePresentation = .push,
        summary: String = "",
        handler: @escaping RouteHandler<Dependencies>
    ) {
        let featureID = featureID
        declarations.routes.append(
            RouteDeclaration(
                pattern: pattern, parent: parent, guardID: guardID, presentation: presentation, summary: summary
            ) { dependencies, input throws(RouteError) in
                guard let dependencies = dependencies as? Dependencies else {
                    throw .rejected("feature '\(featureID)' was handed dependencies that are not its own")
                }
                return try handler(RouteContext(dependencies: dependencies, input: input))
            })
    }

    /// Provides a guard: a condition other features' routes can require, and the route whose
    /// flow can satisfy it (sign-up for `.signedIn`). A link opened while the guard fails
    /// shows that flow and stays pending until the flow completes.
    public mutating func provideGuard(
        _ id: GuardID,
        flow: String,
        isSatisfied: @escaping @MainActor (Dependencies) -> Bool
    ) {
        declarations.guards.append(
            GuardDeclaration(id: id, flow: flow) { dependencies in
                (dependencies as? Dependencies).map(isSatisfied) ?? false
            })
    }

    /// Provides a service other features can list in their ``FeatureNeeds`` (a type declared in
    /// an interface package, `any SessionService`). It is built once at composition from this
    /// feature's dependencies, before any feature that needs it. A feature disabled at launch
    /// still provides its services: disabling turns off routes, not the services others rely on.
    public mutating func provide<Service>(
        _ type: Service.Type,
        make: @escaping @MainActor (Dependencies) -> Service
    ) {
        declarations.services.append(
            ServiceDeclaration(requirement: DependencyRequirement(type)) { dependencies, container in
                // Cannot fail through composition: it builds this registrar and the feature's
                // `FeatureNeeds` from the same plugin, so the value it hands here is what those
                // needs resolved, a `Dependencies`. No assertion here: a code line in this file
                // changes the plugin ABI digest (PluginABITests).
                guard let dependencies = dependencies as? Dependencies else { return }
                container.register(type, make(dependencies))
            })
    }
}

/// What one feature declared in its registrar, in order. Not generic over the feature's
/// dependencies, so composition reads it without any metadata of the feature's types.
@_spi(Composition)
public struct FeatureDeclarations {
    /// The feature's routes in registration order; composition adds them to the app's route
    /// table in that order.
    public internal(set) var routes: [RouteDeclaration] = []
    /// The conditions this feature can satisfy for other features' routes, each with the
    /// route whose flow satisfies it.
    public internal(set) var guards: [GuardDeclaration] = []
    /// The services this feature builds for others, each registered into the app's container
    /// once composition has resolved this feature's own needs.
    public internal(set) var services: [ServiceDeclaration] = []
    /// The tabs this feature puts in the app's tab bar.
    public internal(set) var tabs: [FeatureTab] = []

    /// Empty declarations: a registrar starts with these, and only its methods add to them.
    public init() {}
}

/// A route as the feature registered it (see the registrar's `route` methods).
@_spi(Composition)
public struct RouteDeclaration {
    /// The pattern as written.
    public let pattern: String
    /// The parent route's path, if any.
    public let parent: String?
    /// The guard every link to it must pass, if any.
    public let guardID: GuardID?
    /// How a flow it starts is shown.
    public let presentation: RoutePresentation
    /// One line for `nvc routes`.
    public let summary: String
    /// Starts or continues the feature's flow, given the feature's resolved dependencies (what
    /// its ``FeatureNeeds`` built) and the link being opened; throws
    /// ``RouteError/rejected(_:)`` when handed anything else.
    public let handler: @MainActor (Any, RouteInput) throws(RouteError) -> RouteStart
}

/// A guard as the feature registered it (see the registrar's `provideGuard` methods).
@_spi(Composition)
public struct GuardDeclaration {
    /// The guard's id.
    public let id: GuardID
    /// The path of the route whose flow satisfies it.
    public let flow: String
    /// Whether it passes, given the feature's resolved dependencies (`false` for anything else).
    public let isSatisfied: @MainActor (Any) -> Bool
}

/// A service as the feature registered it (see ``FeatureRegistrar/provide(_:make:)``).
@_spi(Composition)
public struct ServiceDeclaration {
    /// The service's type, as others list it in their needs.
    public let requirement: DependencyRequirement
    /// Builds the service from the feature's resolved dependencies into the app's container
    /// (nothing, when handed anything else: composition never does).
    public let register: @MainActor (Any, DependencyContainer) -> Void
}
