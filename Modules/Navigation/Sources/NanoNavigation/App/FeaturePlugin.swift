import NanoDI

/// A feature package's entry point: its id, the dependencies it needs, and the routes (and
/// guards) it registers. The app composes a list of plugins into a ``NanoApp``.
///
/// ```swift
/// public struct SettingsPlugin: FeaturePlugin {
///     public init() {}
///     public let id = "settings"
///     public var requirements: [DependencyRequirement] { [.init((any KeyValueStore).self)] }
///     public func register(in routes: inout RouteRegistrar) {
///         routes.route("settings", parent: "home", guard: "signedIn") { context in
///             context.start { SettingsCoordinator(navigationStack: $0, context: context, entry: .list) }
///         }
///     }
/// }
/// ```
@MainActor
public protocol FeaturePlugin {
    /// The feature's unique id (`settings`); `--disable-feature` and error messages use it.
    var id: String { get }
    /// The dependencies the feature resolves from the container.
    var requirements: [DependencyRequirement] { get }
    /// Registers the feature's routes and guards.
    func register(in routes: inout RouteRegistrar)
}

/// How a route's screens are shown when a link builds them.
public enum RoutePresentation: String, Sendable, Equatable, Codable {
    /// Pushed on the stack, above its parent's screens.
    case push
    /// Presented modally, on a new stack over its parent's.
    case modal
    /// Replaces every screen (a flow root such as sign-up).
    case root
}

/// What a route's handler does: start the feature's coordinator through the context.
public typealias RouteHandler = @MainActor (RouteContext) -> Void

/// Collects one feature's routes and guards.
public struct RouteRegistrar {
    /// The registering feature's id.
    public let featureID: String
    private(set) var routes: [RouteDeclaration] = []
    private(set) var guards: [GuardDeclaration] = []

    /// Creates a registrar for `featureID`.
    public init(featureID: String) { self.featureID = featureID }

    /// Registers a route.
    /// - Parameters:
    ///   - pattern: the route pattern (`settings/appearance/:mode(enum: system|light|dark)`).
    ///   - parent: the path of the route beneath it when a link builds a whole stack
    ///     (`home`); may use this route's parameters (`users/:id`). `nil` for a root.
    ///   - guard: the id of a guard every link to this route must pass (`signedIn`).
    ///   - presentation: how its screens are shown.
    ///   - summary: one line for `nvc routes`.
    ///   - handler: starts the feature's coordinator through the context.
    public mutating func route(
        _ pattern: String,
        parent: String? = nil,
        guard guardID: String? = nil,
        presentation: RoutePresentation = .push,
        summary: String = "",
        handler: @escaping RouteHandler
    ) {
        routes.append(
            RouteDeclaration(
                pattern: pattern, feature: featureID, parent: parent, guardID: guardID,
                presentation: presentation, summary: summary, handler: handler))
    }

    /// Registers a guard: a condition, and the link of the flow that can satisfy it.
    /// - Parameters:
    ///   - id: the guard's id, named by routes (`signedIn`).
    ///   - flow: the path of the route whose flow satisfies it (`signup`).
    ///   - isSatisfied: whether the guard passes now.
    public mutating func `guard`(
        _ id: String,
        flow: String,
        isSatisfied: @escaping @MainActor (DependencyContainer) -> Bool
    ) {
        guards.append(GuardDeclaration(id: id, feature: featureID, flow: flow, isSatisfied: isSatisfied))
    }
}

/// A registered route, as composition sees it.
struct RouteDeclaration {
    let pattern: String
    let feature: String
    let parent: String?
    let guardID: String?
    let presentation: RoutePresentation
    let summary: String
    let handler: RouteHandler
}

/// A registered guard.
struct GuardDeclaration {
    let id: String
    let feature: String
    let flow: String
    let isSatisfied: @MainActor (DependencyContainer) -> Bool
}
