import NanoDI
import NanoRouting

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
    /// The app's dependencies.
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
    let declarations: [RouteDeclaration]
    let parentPatterns: [RoutePattern?]
    let guards: [String: GuardDeclaration]
    let host: RouteHostCoordinator

    /// Composes `plugins`, reporting every problem at once.
    /// - Throws: ``CompositionError`` listing duplicate ids, bad or ambiguous patterns, unknown
    ///   parents or guards, parent cycles, invalid guard flows, unknown disabled features, and
    ///   every missing dependency by feature.
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
        composer.validateDependencies(dependencies)
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

    /// A link opener for coordinators.
    public var links: LinkOpener { LinkOpener(app: self) }

    // MARK: Opening links

    /// Opens `link` (`nvc://settings/notifications`, or the path alone: `settings/notifications`).
    /// - Throws: ``OpenLinkError``; nothing on screen changes when it throws.
    @discardableResult
    public func open(_ link: String) throws(OpenLinkError) -> OpenOutcome {
        let resolved = try resolve(link)
        let chain = try chain(to: resolved)
        if let disabled = chain.first(where: { disabledFeatures.contains(declarations[$0.value].feature) }) {
            throw .featureDisabled(feature: declarations[disabled.value].feature, link: canonical(resolved))
        }
        for route in chain {
            guard let guardID = declarations[route.value].guardID, let gate = guards[guardID] else { continue }
            if !gate.isSatisfied(dependencies) {
                let pending = canonical(resolved)
                try showGuardFlow(gate)
                pendingLink = pending
                return .deferred(pending: pending, guardID: guardID)
            }
        }
        try build(chain)
        if pendingLink == canonical(resolved) { pendingLink = nil }
        return .opened(link: canonical(resolved))
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

    /// Parses and resolves `link` without opening it.
    public func resolveRoute(_ link: String) throws(OpenLinkError) -> (pattern: String, feature: String, link: String) {
        let resolved = try resolve(link)
        return (resolved.pattern.source, declarations[resolved.value].feature, canonical(resolved))
    }

    // MARK: What is showing

    /// The links of the routes showing, bottom first: reopening them in order rebuilds the
    /// stack (what `nvc resume` does).
    public var entryLinks: [String] { host.entries.map(\.info.link) }

    /// The route (canonical link) that showed `scene`, if a link did.
    public func link(for scene: any SceneHosting) -> String? { host.entry(owning: scene)?.link }

    /// The route pattern that showed `scene`, if a link did.
    public func routePattern(for scene: any SceneHosting) -> String? { host.entry(owning: scene)?.pattern }

    // MARK: Internals

    private func resolve(_ link: String) throws(OpenLinkError) -> ResolvedRoute<Int> {
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

    private func showGuardFlow(_ gate: GuardDeclaration) throws(OpenLinkError) {
        let flow: ResolvedRoute<Int>
        do {
            flow = try router.match(path: gate.flow.split(separator: "/").map(String.init), limits: limits)
        } catch {
            throw .internalError("guard '\(gate.id)' flow '\(gate.flow)' does not resolve")
        }
        let chain = try chain(to: flow)
        if let disabled = chain.first(where: { disabledFeatures.contains(declarations[$0.value].feature) }) {
            throw .featureDisabled(feature: declarations[disabled.value].feature, link: canonical(flow))
        }
        try build(chain)
    }

    /// Shows `chain`, reusing the entries already showing for their common prefix.
    private func build(_ chain: [ResolvedRoute<Int>]) throws(OpenLinkError) {
        let links = chain.map(canonical)
        let showing = host.entries.map(\.info.link)
        var common = 0
        while common < min(links.count, showing.count), links[common] == showing[common] { common += 1 }
        if common == links.count, common == showing.count { return }
        host.removeEntries(from: common)
        for index in common..<chain.count {
            let route = chain[index]
            let declaration = declarations[route.value]
            let transition: CoordinatorTransition =
                switch declaration.presentation {
                case _ where index == 0: .replace
                case .root: .replace
                case .modal: .present
                case .push: .push
                }
            let info = RouteEntryInfo(link: links[index], pattern: route.pattern.source, feature: declaration.feature)
            host.forgetLastStarted()
            declaration.handler(
                RouteContext(
                    parameters: route.parameters, query: route.query, link: links[index],
                    dependencies: dependencies, links: LinkOpener(app: self), host: host,
                    transition: transition, entry: info))
            guard host.lastStartedEntry != nil else {
                throw .internalError(
                    "route '\(route.pattern.source)' of feature '\(declaration.feature)' showed nothing")
            }
        }
    }

}
