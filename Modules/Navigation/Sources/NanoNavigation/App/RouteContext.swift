import NanoDI
import NanoRouting

/// What a route handler receives: the matched route, the app's dependencies, a way to open
/// other links, and `start` to show the feature's coordinator the way the link requires.
@MainActor
public struct RouteContext {
    /// The route's parameters (`context.parameters.int("id")`).
    public let parameters: RouteParameters
    /// The link's query items (`context.query.first("tab")`).
    public let query: QueryItems
    /// The canonical link that opened this route.
    public let link: String
    /// The app's dependencies, already validated against the feature's requirements.
    public let dependencies: DependencyContainer
    /// Opens other links; hand it to the coordinator so it can navigate across features.
    public let links: LinkOpener

    let host: RouteHostCoordinator
    let transition: CoordinatorTransition
    let entry: RouteEntryInfo

    /// Starts the feature's coordinator on the stack the link requires (pushed above the
    /// parent route's screens, presented modally, or replacing everything).
    public func start<Child: Coordinating>(_ makeCoordinator: (any NavigationStack) -> Child) {
        host.startEntry(entry, transition: transition, makeCoordinator: makeCoordinator)
    }
}

/// Opens links from inside the app (a coordinator asking for another feature's screen), and
/// ends guard flows. Holds the app weakly, so coordinators can keep it without a cycle.
@MainActor
public struct LinkOpener {
    weak var app: NanoApp?

    /// A link opener for `app`.
    init(app: NanoApp) { self.app = app }

    /// Opens `link` (`nvc://settings` or just `settings`), reusing the screens already on the
    /// stack that the link's chain shares.
    @discardableResult
    public func open(_ link: String) -> Result<OpenOutcome, OpenLinkError> {
        guard let app else { return .failure(.appGone) }
        do {
            return .success(try app.open(link))
        } catch {
            return .failure(error)
        }
    }

    /// Ends a guard's flow successfully: opens the pending link, or the app's home link.
    @discardableResult
    public func completeGuardFlow() -> Result<OpenOutcome, OpenLinkError> {
        guard let app else { return .failure(.appGone) }
        do {
            return .success(try app.completeGuardFlow())
        } catch {
            return .failure(error)
        }
    }

    /// Abandons a guard's flow: drops the pending link.
    public func cancelGuardFlow() {
        app?.cancelGuardFlow()
    }

    /// The link waiting for a guard's flow, if any.
    public var pendingLink: String? { app?.pendingLink }
}
