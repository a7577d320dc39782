@_spi(Composition) import NanoContract
import NanoNavigation
import NanoRouting

// Building a stack: the screens of a chain, reusing the ones already showing that it shares,
// each route shown by its feature's handler.
extension NanoApp {
    /// Shows `chain`, reusing the screens already showing for the links it shares with them
    /// and taking everything above those off the screen first.
    func build(_ chain: [ResolvedRoute<Int>]) throws(OpenLinkError) {
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
