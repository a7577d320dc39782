@_spi(Composition) import NanoContract
import NanoNavigation
import NanoRouting

// Building a stack: the screens of a chain, reusing the ones already showing that it shares,
// each route shown by its feature's handler, whose context starts or continues the route's flow
// under the root coordinator (what the feature contract's route contexts and link openers ask
// of the app: RouteHost, LinkHost).
extension NanoApp {
    /// Shows `chain`, reusing the screens already showing for the links it shares with them
    /// and taking everything above those off the screen first.
    /// With tabs, the chain shows in its tab (``tabPlacement(of:)``), from that tab's root.
    func build(_ fullChain: [ResolvedRoute<Int>]) throws(OpenLinkError) {
        let chain = placeInTab(fullChain)
        let links = chain.map(canonical)
        let showing = host.entries(first: links.count + 1)
        let showingLinks = showing.map { canonicalLink($0.link) }
        var common = 0
        while common < min(links.count, showing.count), links[common] == showingLinks[common] { common += 1 }
        let keep = common > 0 ? showing[common - 1].scene : nil
        if common == links.count, common == showing.count, host.topSceneOnScreen === keep { return }
        host.removeScenes(above: keep)
        for index in common..<chain.count {
            try show(chain[index], at: index, link: links[index])
        }
    }

    /// Runs the handler of `route`, the `index`th of its chain, for `link`.
    func show(_ route: ResolvedRoute<Int>, at index: Int, link: String) throws(OpenLinkError) {
        let declaration = declarations[route.value]
        let transition: CoordinatorTransition =
            switch declaration.presentation {
            case _ where index == 0: .replace
            case .root: .replace
            case .modal: .present
            case .push: .push
            }
        let input = RouteInput(
            parameters: route.parameters, query: route.query, link: link, links: LinkOpener(app: self),
            host: self, transition: transition)
        do {
            _ = try declaration.handler(input)
        } catch {
            throw .routeFailed(feature: declaration.feature, link: link, error: error)
        }
    }

}

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
