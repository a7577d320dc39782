@_spi(Composition) import NanoContract
import NanoRouting

// Resolving a chain: a link to its route, the route to the chain of parent routes below it,
// refused when a feature on it is disabled; and the canonical spelling of links.
extension NanoApp {
    func resolve(_ link: String) throws(OpenLinkError) -> ResolvedRoute<Int> {
        do {
            return try router.resolve(link: fullLink(link), scheme: scheme, limits: limits)
        } catch {
            throw OpenLinkError(error)
        }
    }

    /// A path alone (`settings/profile`) gets the app's scheme; anything with a scheme is
    /// parsed as is.
    func fullLink(_ link: String) -> String {
        let colon = link.firstIndex(of: ":")
        let slash = link.firstIndex(of: "/")
        if let colon, slash.map({ colon < $0 }) ?? true { return link }
        return scheme + "://" + link
    }

    func canonical(_ route: ResolvedRoute<Int>) -> String { route.link.string(scheme: scheme) }

    /// The routes from the chain's root up to `route`.
    func chain(to route: ResolvedRoute<Int>) throws(OpenLinkError) -> [ResolvedRoute<Int>] {
        var chain = [route]
        var current = route
        while let parent = parentPatterns[current.value] {
            guard chain.count <= limits.maxSegments else {
                throw .internalError("the parents of '\(route.pattern.source)' do not end")
            }
            let segments = parent.segments.flatMap { segment -> [String] in
                switch segment {
                case .constant(let value): [value]
                case .parameter(let name, _): [current.parameters.string(name) ?? name]
                case .catchAll(let name): current.parameters.catchAll(name) ?? []
                }
            }
            do {
                current = try router.match(path: segments, limits: limits)
            } catch {
                throw .internalError(
                    "parent '\(parent.source)' of '\(current.pattern.source)' does not resolve: \(error)")
            }
            chain.insert(current, at: 0)
        }
        return chain
    }

    /// The chain to `resolved`, refused when a feature on it is disabled.
    func checkedChain(to resolved: ResolvedRoute<Int>) throws(OpenLinkError) -> [ResolvedRoute<Int>] {
        let chain = try chain(to: resolved)
        if let disabled = chain.first(where: { disabledFeatures.contains(declarations[$0.value].feature) }) {
            throw .featureDisabled(feature: declarations[disabled.value].feature, link: canonical(resolved))
        }
        return chain
    }

    /// `link` as ``open(_:)`` would spell it, or `nil` when it does not resolve (memoized: the
    /// entries are read after every command).
    func canonicalLink(_ link: String) -> String? {
        if let known = canonicalLinks[link] { return known }
        guard let resolved = try? resolve(link) else { return nil }
        let canonical = canonical(resolved)
        canonicalLinks[link] = canonical
        return canonical
    }
}
