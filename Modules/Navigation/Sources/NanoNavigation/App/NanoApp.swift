import NanoDI
import NanoRouting
import NanoUI

/// An app composed of feature plugins: it validates them all at once, then opens deep links by
/// building the link's whole chain of screens through the features' coordinators.
///
/// ```swift
/// let app = try NanoApp(scheme: "nvc", homeLink: "home",
///                       plugins: [SignUpPlugin(), HomePlugin(), SettingsPlugin()],
///                       dependencies: container)
/// try app.open("nvc://settings/notifications")   // Home → Settings → Notifications
/// ```
///
/// Opening a link resolves its route, follows `parent` routes down to a root, checks the guard
/// of every route on that chain (a failing guard shows the guard's flow and keeps the link
/// pending), then reuses the screens already showing for the longest common prefix of the
/// chain and starts the features' coordinators for the rest.
@MainActor
public final class NanoApp {
    /// The app's URL scheme (`nvc`), compared case-insensitively.
    public let scheme: String
    /// The link opened after a guard flow completes with nothing pending.
    public let homeLink: String
    /// The container every feature's needs were resolved from; checked complete at composition.
    public let dependencies: DependencyContainer
    /// The root navigation stack.
    public let navigationStack: any NavigationStack
    /// The ids of the features disabled at launch.
    public let disabledFeatures: Set<String>
    /// The composed features' ids, in the order given.
    public let featureIDs: [String]
    /// The limits links are checked against.
    public let limits: DeepLinkLimits
    /// The link waiting for a guard's flow to complete, if any.
    public private(set) var pendingLink: String?

    let router: Router<Int>
    let declarations: [ComposedRoute]
    let parentPatterns: [RoutePattern?]
    let guards: GuardTable
    let host: RouteHostCoordinator
    private var canonicalLinks: [String: String] = [:]
    private var navigationFailures: [OpenLinkError] = []

    /// Composes `plugins`, reporting every problem at once, then resolves every feature's needs
    /// once (registering the services features provide into `dependencies`).
    /// - Throws: ``CompositionError`` listing duplicate ids, bad or ambiguous patterns, unknown
    ///   parents or guards, parent cycles, invalid guard flows, unknown disabled features,
    ///   duplicate services, and every missing dependency by feature.
    public init(
        scheme: String = "nvc",
        homeLink: String,
        plugins: [any FeaturePlugin],
        dependencies: DependencyContainer,
        disabledFeatures: Set<String> = [],
        navigationStack: any NavigationStack = HeadlessNavigationStack(),
        parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry(),
        limits: DeepLinkLimits = .default
    ) throws(CompositionError) {
        var composer = Composer(plugins: plugins, disabled: disabledFeatures, parameterTypes: parameterTypes)
        composer.resolveDependencies(dependencies)
        if !composer.problems.isEmpty { throw CompositionError(problems: composer.problems) }
        self.scheme = scheme
        self.homeLink = homeLink
        self.dependencies = dependencies
        self.navigationStack = navigationStack
        self.disabledFeatures = disabledFeatures
        self.featureIDs = plugins.map(\.id)
        self.limits = limits
        router = composer.router
        declarations = composer.declarations
        parentPatterns = composer.parentPatterns
        guards = composer.guards
        host = RouteHostCoordinator(navigationStack: navigationStack)
        host.start()
    }

    /// The app's root coordinator: every flow a link starts runs as one of its children, so
    /// its ``CoordinatorNode/coordinatorTree`` is the app's whole coordinator tree (what a test
    /// compares, or checks is freed).
    public var rootCoordinator: CoordinatorNode { host }

    /// A link opener for coordinators.
    public var links: LinkOpener { LinkOpener(app: self) }

    // MARK: Opening links

    /// Opens `link` (`nvc://settings/notifications`, or the path alone: `settings/notifications`).
    /// - Throws: ``OpenLinkError``. A link that does not resolve, belongs to a disabled feature
    ///   or fails a guard whose flow cannot show changes nothing on screen; a route whose
    ///   handler throws (``OpenLinkError/routeFailed(feature:link:error:)``) leaves the screens
    ///   of the routes below it that were already built.
    @discardableResult
    public func open(_ link: String) throws(OpenLinkError) -> OpenOutcome {
        let resolved = try resolve(link)
        let chain = try checkedChain(to: resolved)
        if let deferred = try deferIfGuarded(chain, link: canonical(resolved)) { return deferred }
        try build(chain)
        if pendingLink == canonical(resolved) { pendingLink = nil }
        return .opened(link: canonical(resolved))
    }

    /// Rebuilds a saved stack (``entryLinks``, bottom first): each link's screen is shown on top
    /// of the ones before it when its parents are already showing (so a screen a flow pushed by
    /// itself and a modal over it come back as they were), and opened like ``open(_:)``
    /// otherwise. Stops at the first link whose guard fails, returning that deferral.
    ///
    /// Linear in the number of links: each step reads only the entries its chain needs from
    /// the bottom and finds the screen it showed from the top, whatever the depth of the stack.
    /// - Throws: ``OpenLinkError`` for the first link that cannot be shown; the links before it
    ///   stay on screen.
    @discardableResult
    public func restore(_ links: [String]) throws(OpenLinkError) -> OpenOutcome? {
        var last: OpenOutcome?
        for link in links {
            let resolved = try resolve(link)
            let chain = try checkedChain(to: resolved)
            if let deferred = try deferIfGuarded(chain, link: canonical(resolved)) { return deferred }
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

    /// Ends the current guard flow successfully: opens the pending link (its guards are
    /// checked again), or the home link when nothing is pending.
    @discardableResult
    public func completeGuardFlow() throws(OpenLinkError) -> OpenOutcome {
        let target = pendingLink ?? homeLink
        pendingLink = nil
        return try open(target)
    }

    /// Abandons the current guard flow: the pending link is dropped.
    public func cancelGuardFlow() {
        pendingLink = nil
    }

    /// Takes off the screen every screen whose route needs a guard that no longer passes (after
    /// a logout, say): from the lowest such screen up. When nothing is left, the failing
    /// guard's flow shows if its feature is enabled, and the screen is empty otherwise — no
    /// screen a guard protects stays, whatever features are enabled.
    /// - Returns: the guard that failed, when any screen was taken off.
    @discardableResult
    public func enforceGuards() -> GuardID? {
        let entries = host.entries
        for (index, entry) in entries.enumerated() {
            guard let link = canonicalLink(entry.link), let resolved = try? resolve(link),
                let chain = try? chain(to: resolved),
                let failing = chain.lazy.compactMap({ self.declarations[$0.value].guardID }).first(where: {
                    self.guards[$0].map { !$0.isSatisfied() } ?? false
                })
            else { continue }
            if index > 0 {
                host.removeScenes(above: entries[index - 1].scene)
                // The screens above the last allowed entry's own screen go too.
                return failing
            }
            if let gate = guards[failing], (try? showGuardFlow(gate)) != nil {
                pendingLink = nil
            } else {
                navigationStack.removeAll()
            }
            return failing
        }
        return nil
    }

    /// The link-opening failures of the app's own coordinators since the last call (a button
    /// leading to a disabled feature): a runtime reports them as it reports a link that fails.
    public func takeNavigationFailures() -> [OpenLinkError] {
        defer { navigationFailures = [] }
        return navigationFailures
    }

    /// Records a failure of ``LinkOpener/open(_:)``.
    func recordNavigationFailure(_ error: OpenLinkError) { navigationFailures.append(error) }

    /// Checks that `link` could be opened — it parses, has a route, its parents resolve, and no
    /// feature on its chain is disabled — without opening it or checking guards (a saved link
    /// from an earlier run, say).
    /// - Throws: the ``OpenLinkError`` ``open(_:)`` would throw for those reasons.
    public func validate(_ link: String) throws(OpenLinkError) {
        _ = try checkedChain(to: resolve(link))
    }

    /// Parses and resolves `link` without opening it.
    public func resolveRoute(_ link: String) throws(OpenLinkError) -> (pattern: String, feature: String, link: String) {
        let resolved = try resolve(link)
        return (resolved.pattern.source, declarations[resolved.value].feature, canonical(resolved))
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

    // MARK: Internals

    func resolve(_ link: String) throws(OpenLinkError) -> ResolvedRoute<Int> {
        do {
            return try router.resolve(link: fullLink(link), scheme: scheme, limits: limits)
        } catch {
            throw OpenLinkError(error)
        }
    }

    /// A path alone (`settings/profile`) gets the app's scheme; anything with a scheme is
    /// parsed as is.
    private func fullLink(_ link: String) -> String {
        let colon = link.firstIndex(of: ":")
        let slash = link.firstIndex(of: "/")
        if let colon, slash.map({ colon < $0 }) ?? true { return link }
        return scheme + "://" + link
    }

    func canonical(_ route: ResolvedRoute<Int>) -> String { route.link.string(scheme: scheme) }

    /// The routes from the chain's root up to `route`.
    private func chain(to route: ResolvedRoute<Int>) throws(OpenLinkError) -> [ResolvedRoute<Int>] {
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
    private func checkedChain(to resolved: ResolvedRoute<Int>) throws(OpenLinkError) -> [ResolvedRoute<Int>] {
        let chain = try chain(to: resolved)
        if let disabled = chain.first(where: { disabledFeatures.contains(declarations[$0.value].feature) }) {
            throw .featureDisabled(feature: declarations[disabled.value].feature, link: canonical(resolved))
        }
        return chain
    }

    /// Shows the flow of the first guard on `chain` that fails and keeps `link` pending; `nil`
    /// when every guard passes.
    private func deferIfGuarded(_ chain: [ResolvedRoute<Int>], link: String) throws(OpenLinkError) -> OpenOutcome? {
        for route in chain {
            guard let guardID = declarations[route.value].guardID, let gate = guards[guardID] else { continue }
            if !gate.isSatisfied() {
                try showGuardFlow(gate)
                pendingLink = link
                return .deferred(pending: link, guardID: guardID)
            }
        }
        return nil
    }

    private func showGuardFlow(_ gate: ComposedGuard) throws(OpenLinkError) {
        let flow: ResolvedRoute<Int>
        do {
            flow = try router.match(path: gate.flow.split(separator: "/").map(String.init), limits: limits)
        } catch {
            throw .internalError("guard '\(gate.id)' flow '\(gate.flow)' does not resolve")
        }
        try build(checkedChain(to: flow))
    }

    /// Shows `chain`, reusing the screens already showing for the links it shares with them
    /// and taking everything above those off the screen first.
    private func build(_ chain: [ResolvedRoute<Int>]) throws(OpenLinkError) {
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
    private func show(_ route: ResolvedRoute<Int>, at index: Int, link: String) throws(OpenLinkError) {
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
            host: host, transition: transition)
        do {
            _ = try declaration.handler(input)
        } catch {
            throw .routeFailed(feature: declaration.feature, link: link, error: error)
        }
    }

    /// `link` as ``open(_:)`` would spell it, or `nil` when it does not resolve (memoized: the
    /// entries are read after every command).
    private func canonicalLink(_ link: String) -> String? {
        if let known = canonicalLinks[link] { return known }
        guard let resolved = try? resolve(link) else { return nil }
        let canonical = canonical(resolved)
        canonicalLinks[link] = canonical
        return canonical
    }
}
