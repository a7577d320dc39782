@_spi(Composition) import NanoContract
import NanoNavigation
import NanoRouting

// Local stand-ins for what a composing app gives a feature: NanoTesting depends on this package
// (through NanoComposition), so its doubles cannot be used here.

/// The app side of a `LinkOpener`: answers each call as told and records what it was asked.
@MainActor
final class RecordingLinkHost: LinkHost {
    var outcome: Result<OpenOutcome, OpenLinkError> = .success(.opened(link: "app://home"))
    var pendingLink: String?
    private(set) var opened: [String] = []
    private(set) var completions = 0
    private(set) var cancellations = 0
    private(set) var failures: [OpenLinkError] = []

    func open(_ link: String) throws(OpenLinkError) -> OpenOutcome {
        opened.append(link)
        return try outcome.get()
    }

    func completeGuardFlow() throws(OpenLinkError) -> OpenOutcome {
        completions += 1
        return try outcome.get()
    }

    func cancelGuardFlow() { cancellations += 1 }

    func recordNavigationFailure(_ error: OpenLinkError) { failures.append(error) }
}

/// The app side of a `RouteContext`: records the entries a route handler starts or continues.
@MainActor
final class RecordingRouteHost: RouteHost {
    private(set) var started: [(link: String, transition: CoordinatorTransition)] = []
    private(set) var continued: [String] = []
    var continueError: RouteError?

    func startEntry<Flow: Coordinating>(
        link: String, transition: CoordinatorTransition, makeCoordinator: (any NavigationStack) -> Flow
    ) throws(RouteError) -> RouteStart {
        started.append((link, transition))
        return RouteStart(link: link)
    }

    func continueEntry<Flow: CoordinatorNode>(link: String, _ type: Flow.Type, _ body: (Flow) -> Void)
        throws(RouteError) -> RouteStart
    {
        if let continueError { throw continueError }
        continued.append(link)
        return RouteStart(link: link)
    }

    func runningFlow<Flow: CoordinatorNode>(_ type: Flow.Type) -> Flow? { nil }
}

/// A flow type to name in `start` and `continueFlow`; the recording host never builds one.
@MainActor
final class ProbeFlow: BaseCoordinator<Never>, Coordinating {
    func start() {}
}

/// The route input for `link`, matched against `pattern` by a real router.
@MainActor
func routeInput(
    pattern: String, link: String, host: any RouteHost, links: LinkOpener,
    transition: CoordinatorTransition = .push
) throws -> RouteInput {
    var router = Router<Int>()
    try router.register(pattern, owner: "test", value: 1)
    let resolved = try router.resolve(link: "app://" + link, scheme: "app")
    return RouteInput(
        parameters: resolved.parameters, query: resolved.query, link: "app://" + link, links: links, host: host,
        transition: transition)
}
