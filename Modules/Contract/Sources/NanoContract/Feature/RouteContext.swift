import NanoNavigation
import NanoRouting

/// What a route handler receives: the feature's resolved dependencies, the matched route, a way
/// to open other features' links, and the two things a handler can do — ``start(_:)`` the
/// feature's flow or ``continueFlow(_:_:)`` the one already showing.
@MainActor
public struct RouteContext<Dependencies> {
    /// The feature's dependencies, resolved once when the app composed.
    public let dependencies: Dependencies
    /// The route's parameters (`context.parameters.int("id")`).
    public var parameters: RouteParameters { input.parameters }
    /// The link's query items (`context.query.first("tab")`).
    public var query: QueryItems { input.query }
    /// The canonical link being opened (`nvc://settings/notifications`).
    public var link: String { input.link }
    /// Opens other features' links; hand it to the coordinator so it can navigate across
    /// features (within its own feature, a coordinator shows screens itself).
    public var links: LinkOpener { input.links }

    let input: RouteInput

    /// The context of one route being shown: made by the app that composed the feature (the
    /// composition engine), never by a feature.
    @_spi(Composition)
    public init(dependencies: Dependencies, input: RouteInput) {
        self.dependencies = dependencies
        self.input = input
    }

    /// Starts the feature's flow on the stack the route requires (pushed above the parent
    /// route's screens, presented modally, or replacing everything) as a child of the app's
    /// root coordinator.
    /// - Returns: the proof the flow is showing, to return from the handler.
    /// - Throws: ``RouteError/showedNothing`` when the coordinator's `start()` put no screen
    ///   on a stack (the coordinator is released).
    public func start<Flow: Coordinating>(_ makeCoordinator: (any NavigationStack) -> Flow) throws(RouteError)
        -> RouteStart
    {
        guard let host = input.host else { throw .rejected(RouteError.appGone) }
        return try host.startEntry(link: input.link, transition: input.transition, makeCoordinator: makeCoordinator)
    }

    /// Continues the flow of type `Flow` that shows the parent route's screens: `body` asks it
    /// for the next screen (`settings` then `settings/notifications` is one Settings flow with
    /// two screens, as if the person had tapped through it).
    /// - Returns: the proof a new screen is showing.
    /// - Throws: ``RouteError/noFlowToContinue(expected:)`` when no `Flow` shows the screens
    ///   below this route; ``RouteError/showedNothing`` when `body` showed no new screen.
    public func continueFlow<Flow: CoordinatorNode>(_ type: Flow.Type, _ body: (Flow) -> Void) throws(RouteError)
        -> RouteStart
    {
        guard let host = input.host else { throw .rejected(RouteError.appGone) }
        return try host.continueEntry(link: input.link, type, body)
    }

    /// The running flow of type `Flow` that shows the screens below this route, if any: lets a
    /// handler continue a flow when one is showing and start one otherwise.
    public func runningFlow<Flow: CoordinatorNode>(_ type: Flow.Type) -> Flow? {
        input.host?.runningFlow(type)
    }
}

/// Proof that a route handler showed its screen: only ``RouteContext/start(_:)`` and
/// ``RouteContext/continueFlow(_:_:)`` make one, so a handler that shows nothing cannot
/// return normally — it throws a ``RouteError`` instead.
public struct RouteStart: Sendable, Equatable {
    /// The canonical link whose screen is showing.
    public let link: String

    /// Proof for `link`: made by the app's route host once a screen for it is showing.
    @_spi(Composition)
    public init(link: String) { self.link = link }
}

/// Why a route's handler showed nothing. The app reports it as
/// ``OpenLinkError/routeFailed(feature:link:error:)``: a bug in the feature or a refusal, never
/// a crash, and nothing already on screen changes.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The flow's coordinator put no screen on a stack.
    case showedNothing
    /// ``RouteContext/continueFlow(_:_:)`` found no flow of the named type below the route.
    case noFlowToContinue(expected: String)
    /// The feature refused the link, with a reason for the person (`"no such order"`).
    case rejected(String)

    /// The reason a context kept after its app was released gives when asked to show a screen.
    static let appGone = "the app that composed the feature is gone"

    /// Why the route failed, in one line that follows "cannot open LINK: " in the error.
    public var description: String {
        switch self {
        case .showedNothing: "its flow showed no screen"
        case .noFlowToContinue(let expected): "no \(expected) flow is showing below it to continue"
        case .rejected(let reason): reason
        }
    }
}

/// The type-independent part of a route context, made by the app for each route it builds.
@_spi(Composition)
@MainActor
public struct RouteInput {
    /// The matched route's parameters.
    public let parameters: RouteParameters
    /// The link's query items.
    public let query: QueryItems
    /// The canonical link being opened.
    public let link: String
    /// Opens other features' links.
    public let links: LinkOpener
    /// What starts or continues the route's flow on screen, held weakly: a coordinator that
    /// keeps its context does not keep the app alive.
    public private(set) weak var host: (any RouteHost)?
    /// How a flow started for this route is shown (from the route's presentation and its place
    /// in the chain).
    public let transition: CoordinatorTransition

    /// An input from its parts.
    public init(
        parameters: RouteParameters, query: QueryItems, link: String, links: LinkOpener, host: any RouteHost,
        transition: CoordinatorTransition
    ) {
        self.parameters = parameters
        self.query = query
        self.link = link
        self.links = links
        self.host = host
        self.transition = transition
    }
}

/// What a ``RouteContext`` asks of the app that shows its route: the composition engine
/// implements it, so the contract names no engine type.
@_spi(Composition)
@MainActor
public protocol RouteHost: AnyObject {
    /// Starts a flow for the route `link` and records the link on the first screen it shows;
    /// throws ``RouteError/showedNothing`` (and removes the flow) when it showed none.
    func startEntry<Flow: Coordinating>(
        link: String, transition: CoordinatorTransition, makeCoordinator: (any NavigationStack) -> Flow
    ) throws(RouteError) -> RouteStart

    /// Asks the running `Flow` below the route to show the route's screen and records the link
    /// on the first screen it shows.
    func continueEntry<Flow: CoordinatorNode>(link: String, _ type: Flow.Type, _ body: (Flow) -> Void)
        throws(RouteError) -> RouteStart

    /// The running `Flow` that shows the top entry's screen, or the nearest such ancestor.
    func runningFlow<Flow: CoordinatorNode>(_ type: Flow.Type) -> Flow?
}
