import NanoDI

/// What a route handler does with its context: start the feature's flow, or continue the flow
/// already showing, and return the proof that it showed something — or throw.
public typealias RouteHandler<Dependencies> =
    @MainActor (RouteContext<Dependencies>) throws(RouteError) -> RouteStart

/// Collects what one feature provides: routes, guards, and services for other features.
/// A ``FeaturePlugin`` fills it in ``FeaturePlugin/register(in:)``.
public struct FeatureRegistrar<Dependencies> {
    /// The registering feature's id.
    public let featureID: String
    /// The routes registered, in order: read by composition and ``FeatureOutline``.
    @_spi(Composition) public private(set) var routes: [RouteDeclaration<Dependencies>] = []
    /// The guards provided, in order.
    @_spi(Composition) public private(set) var guards: [GuardDeclaration<Dependencies>] = []
    /// The services provided, in order.
    @_spi(Composition) public private(set) var services: [ServiceDeclaration<Dependencies>] = []

    /// A registrar for the feature `featureID` (the app makes one per plugin).
    public init(featureID: String) { self.featureID = featureID }

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
        routes.append(
            RouteDeclaration(
                pattern: pattern, parent: parent, guardID: guardID, presentation: presentation,
                summary: summary, handler: handler))
    }

    /// Provides a guard: a condition other features' routes can require, and the route whose
    /// flow can satisfy it (sign-up for `.signedIn`). A link opened while the guard fails
    /// shows that flow and stays pending until the flow completes.
    public mutating func provideGuard(
        _ id: GuardID,
        flow: String,
        isSatisfied: @escaping @MainActor (Dependencies) -> Bool
    ) {
        guards.append(GuardDeclaration(id: id, flow: flow, isSatisfied: isSatisfied))
    }

    /// Provides a service other features can list in their ``FeatureNeeds`` (a type declared in
    /// an interface package, `any SessionService`). It is built once at composition from this
    /// feature's dependencies, before any feature that needs it. A feature disabled at launch
    /// still provides its services: disabling turns off routes, not the services others rely on.
    public mutating func provide<Service>(
        _ type: Service.Type,
        make: @escaping @MainActor (Dependencies) -> Service
    ) {
        services.append(
            ServiceDeclaration(requirement: DependencyRequirement(type)) { dependencies, container in
                container.register(type, make(dependencies))
            })
    }
}

/// A route as the feature registered it (see the registrar's `route` methods).
@_spi(Composition)
public struct RouteDeclaration<Dependencies> {
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
    /// Starts or continues the feature's flow.
    public let handler: RouteHandler<Dependencies>
}

/// A guard as the feature registered it (see the registrar's `provideGuard` methods).
@_spi(Composition)
public struct GuardDeclaration<Dependencies> {
    /// The guard's id.
    public let id: GuardID
    /// The path of the route whose flow satisfies it.
    public let flow: String
    /// Whether it passes, given the feature's dependencies.
    public let isSatisfied: @MainActor (Dependencies) -> Bool
}

/// A service as the feature registered it (see ``FeatureRegistrar/provide(_:make:)``).
@_spi(Composition)
public struct ServiceDeclaration<Dependencies> {
    /// The service's type, as others list it in their needs.
    public let requirement: DependencyRequirement
    /// Builds the service from the feature's dependencies into the app's container.
    public let register: @MainActor (Dependencies, DependencyContainer) -> Void
}
