@_spi(Composition) import NanoContract
import NanoNavigation

// Hosting: what the feature contract's link openers and route contexts ask of the app, on the
// root coordinator that every flow a link starts runs under.
@_spi(Composition)
extension NanoApp: LinkHost, RouteHost {
    /// Starts a flow for the route `link` under the root coordinator.
    @_spi(Composition)
    public func startEntry<Flow: Coordinating>(
        link: String, transition: CoordinatorTransition, makeCoordinator: (any NavigationStack) -> Flow
    ) throws(RouteError) -> RouteStart {
        guard host.startFlow(link: link, transition: transition, makeCoordinator: makeCoordinator) else {
            throw .showedNothing
        }
        return RouteStart(link: link)
    }

    /// Asks the running `Flow` below the route to show the route's screen.
    @_spi(Composition)
    public func continueEntry<Flow: CoordinatorNode>(link: String, _ type: Flow.Type, _ body: (Flow) -> Void)
        throws(RouteError) -> RouteStart
    {
        guard let flow = host.runningFlow(type) else { throw .noFlowToContinue(expected: String(describing: type)) }
        guard host.showing(link: link, by: { body(flow) }) else { throw .showedNothing }
        return RouteStart(link: link)
    }

    /// The running `Flow` that shows the top entry's screen, or the nearest such ancestor.
    @_spi(Composition)
    public func runningFlow<Flow: CoordinatorNode>(_ type: Flow.Type) -> Flow? {
        host.runningFlow(type)
    }
}
