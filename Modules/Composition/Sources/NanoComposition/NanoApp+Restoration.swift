import NanoContract
import NanoUI

// Restoring: rebuilding a saved stack of links, and reading what is showing as links (the
// entries a runtime saves).
extension NanoApp {
    /// Rebuilds a saved stack (``entryLinks``, bottom first): each link's screen is shown on top
    /// of the ones before it when its parents are already showing (so a screen a flow pushed by
    /// itself and a modal over it come back as they were), and opened like ``open(_:)``
    /// otherwise. Stops at the first link whose guard fails, returning that deferral.
    ///
    /// Linear in the number of links: each step reads only the entries its chain needs from
    /// the bottom and finds the screen it showed from the top, whatever the depth of the stack.
    /// - Throws: `OpenLinkError` for the first link that cannot be shown; the links before it
    ///   stay on screen.
    /// Everything it shows is one will/did-navigate transition (``navigationEvents``).
    @discardableResult
    public func restore(_ links: [String]) throws(OpenLinkError) -> OpenOutcome? {
        try navigationStack.activity.perform(.restore(links)) { () throws(OpenLinkError) -> OpenOutcome? in
            try restoreLinks(links)
        }
    }

    private func restoreLinks(_ links: [String]) throws(OpenLinkError) -> OpenOutcome? {
        var last: OpenOutcome?
        for link in links {
            let resolved = try resolve(link)
            let fullChain = try checkedChain(to: resolved)
            if let deferred = try deferIfGuarded(fullChain, link: canonical(resolved)) { return deferred }
            let chain = placeInTab(fullChain)
            let parents = chain.dropLast().map(canonical)
            let showing = host.entries(first: parents.count + 1).map { canonicalLink($0.link) }
            if !parents.isEmpty, showing.count > parents.count, Array(showing.prefix(parents.count)) == parents,
                let route = chain.last
            {
                try show(route, at: chain.count - 1, link: canonical(route))
            } else {
                try build(chain)
            }
            last = .opened(link: canonical(resolved))
        }
        return last
    }

    // MARK: What is showing

    /// The links of the screens showing that carry one, bottom first: the routes a link
    /// built and the screens flows showed by themselves with a link. ``restore(_:)`` rebuilds
    /// the stack from them (what `nvc resume` does). A recorded link that no longer resolves is
    /// left out.
    public var entryLinks: [String] { host.entries.compactMap { canonicalLink($0.link) } }

    /// The link of the entry `scene` belongs to (the nearest scene at or below it that carries
    /// a link), if any. One pass over the screens below `scene`; for every screen at once, use
    /// ``linksOnScreen``.
    public func link(for scene: any SceneHosting) -> String? {
        var current: String?
        for stack in navigationStack.stackChain {
            for onScreen in stack.scenes {
                if let entry = host.entry(for: onScreen) { current = canonicalLink(entry.link) }
                if onScreen === scene { return current }
            }
        }
        return nil
    }

    /// For each stack of the chain (the root stack first) and each of its scenes (bottom
    /// first), what ``link(for:)`` returns for that scene — computed in one pass over the
    /// screens, where asking ``link(for:)`` scene by scene would read the stack once per scene.
    public var linksOnScreen: [[String?]] {
        var current: String?
        return navigationStack.stackChain.map { stack in
            stack.scenes.map { scene in
                if let entry = host.entry(for: scene) { current = canonicalLink(entry.link) }
                return current
            }
        }
    }

    /// The route pattern of the entry `scene` belongs to, if any.
    public func routePattern(for scene: any SceneHosting) -> String? {
        link(for: scene).flatMap { try? resolve($0).pattern.source }
    }

}
