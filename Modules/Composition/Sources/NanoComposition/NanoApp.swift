@_spi(Composition) import NanoContract
import NanoDI
import NanoNavigation
import NanoRouting
import NanoStrings
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
    /// The stack showing: the selected tab's, or the one of the screens outside the tabs (the
    /// only one when no feature declares a tab). Hosts draw it; back and dismiss act on it.
    public var navigationStack: any NavigationStack { tabContainer.selectedStack }
    /// The app's tabs, declared by its features (NanoContract's `FeatureTab`): a stack per tab, the selected
    /// tab, and the stack of the screens outside the tabs (the guard's flow).
    public let tabContainer: TabContainer
    /// The ids of the features disabled at launch.
    public let disabledFeatures: Set<String>
    /// The composed features' ids, in the order given.
    public let featureIDs: [String]
    /// The limits links are checked against.
    public let limits: DeepLinkLimits
    /// The link waiting for a guard's flow to complete, if any.
    public internal(set) var pendingLink: String?
    /// The framework's own words in the app's language — what the hosts draw around the
    /// features' screens (an alert box's name, a back button, a list's empty state) and the
    /// `OK` of an alert given no actions: the `ContainerTexts` registered in the dependencies
    /// (NanoRuntime registers its table's, in the app's `Language`), English without one.
    public let containerTexts: ContainerTexts

    let router: Router<Int>
    let declarations: [ComposedRoute]
    let parentPatterns: [RoutePattern?]
    let guards: GuardTable
    /// The root coordinator of the stack showing.
    var host: RouteHostCoordinator { tabContainer.selectedHost }
    var canonicalLinks: [String: String] = [:]
    var navigationFailures: [OpenLinkError] = []

    /// Composes `plugins`, reporting every problem at once, then resolves every feature's needs
    /// once (registering the services features provide into `dependencies`). A container
    /// without a `Language` gets English: the app's language is what its host registers; so
    /// are the framework's words (``containerTexts``), shared with every stack of the app.
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
        if !dependencies.contains(Language.self) { dependencies.register(Language.self, .english) }
        var composer = Composer(plugins: plugins, disabled: disabledFeatures, parameterTypes: parameterTypes)
        composer.resolveDependencies(dependencies)
        if !composer.problems.isEmpty { throw CompositionError(problems: composer.problems) }
        self.scheme = scheme
        self.homeLink = homeLink
        self.dependencies = dependencies
        self.disabledFeatures = disabledFeatures
        self.featureIDs = plugins.map(\.id)
        self.limits = limits
        containerTexts = (try? dependencies.resolve(ContainerTexts.self)) ?? .english
        navigationStack.activity.texts = containerTexts
        router = composer.router
        declarations = composer.declarations
        parentPatterns = composer.parentPatterns
        guards = composer.guards
        tabContainer = TabContainer(
            tabs: composer.tabItems(scheme: scheme, language: (try? dependencies.resolve(Language.self)) ?? .english),
            rootStack: navigationStack,
            makeStack: { (navigationStack as? HeadlessNavigationStack)?.makeSibling() ?? HeadlessNavigationStack() })
    }

    /// The app's root coordinator: every flow a link starts runs as one of its children, so
    /// its `coordinatorTree` is the app's whole coordinator tree (what a test
    /// compares, or checks is freed).
    public var rootCoordinator: CoordinatorNode { tabContainer.root }

    /// A link opener for coordinators.
    public var links: LinkOpener { LinkOpener(app: self) }

    // MARK: Opening links

    /// Opens `link` (`nvc://settings/notifications`, or the path alone: `settings/notifications`).
    /// - Throws: `OpenLinkError`. A link that does not resolve, belongs to a disabled feature
    ///   or fails a guard whose flow cannot show changes nothing on screen; a route whose
    ///   handler throws (`OpenLinkError.routeFailed`) leaves the screens
    ///   of the routes below it that were already built.
    /// Everything it shows is one will/did-navigate transition (``navigationEvents``).
    @discardableResult
    public func open(_ link: String) throws(OpenLinkError) -> OpenOutcome {
        try navigationStack.activity.perform(.link(link)) { () throws(OpenLinkError) -> OpenOutcome in
            try openLink(link)
        }
    }

    private func openLink(_ link: String) throws(OpenLinkError) -> OpenOutcome {
        let resolved = try resolve(link)
        let chain = try checkedChain(to: resolved)
        if let deferred = try deferIfGuarded(chain, link: canonical(resolved)) { return deferred }
        try build(chain)
        if pendingLink == canonical(resolved) { pendingLink = nil }
        return .opened(link: canonical(resolved))
    }

    /// The link-opening failures of the app's own coordinators since the last call (a button
    /// leading to a disabled feature): a runtime reports them as it reports a link that fails.
    public func takeNavigationFailures() -> [OpenLinkError] {
        defer { navigationFailures = [] }
        return navigationFailures
    }

    /// Records a failure of a ``links`` opener's `open`, for ``takeNavigationFailures()``.
    @_spi(Composition)
    public func recordNavigationFailure(_ error: OpenLinkError) { navigationFailures.append(error) }

    /// Checks that `link` could be opened — it parses, has a route, its parents resolve, and no
    /// feature on its chain is disabled — without opening it or checking guards (a saved link
    /// from an earlier run, say).
    /// - Throws: the `OpenLinkError` ``open(_:)`` would throw for those reasons.
    public func validate(_ link: String) throws(OpenLinkError) {
        _ = try checkedChain(to: resolve(link))
    }

    /// Parses and resolves `link` without opening it.
    public func resolveRoute(_ link: String) throws(OpenLinkError) -> (pattern: String, feature: String, link: String) {
        let resolved = try resolve(link)
        return (resolved.pattern.source, declarations[resolved.value].feature, canonical(resolved))
    }

}
