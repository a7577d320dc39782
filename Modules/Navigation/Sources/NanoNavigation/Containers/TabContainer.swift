import NanoReactive
import NanoUI

/// The tab container (UIKit's `UITabBarController`): a navigation stack per tab, each with its
/// own root coordinator, the selected tab, and a stack for the screens that belong to no tab (a
/// sign-up flow that replaces the tabs, as an app swaps its window's root view controller).
///
/// It is navigation state, owned by the app's coordinators, never by a view model: switching
/// tabs keeps every tab's stack — its screens, their view models and coordinators — exactly as
/// it was. With no tabs it is a single stack, the app as it was before tabs.
///
/// ```swift
/// let tabs = TabContainer(
///     tabs: [TabItem(id: "home", title: "Home", rootLink: "nvc://home", order: 0),
///            TabItem(id: "settings", title: "Settings", rootLink: "nvc://settings", order: 1)],
///     rootStack: HeadlessNavigationStack(), makeStack: { HeadlessNavigationStack() })
/// tabs.select("settings")            // the Settings stack shows; Home's is kept
/// tabs.selectedStack.visibleScene    // the screen a person sees
/// ```
@MainActor
public final class TabContainer {
    /// The tabs, in the bar's order.
    public let tabs: [TabItem]
    /// The root coordinator of the screens outside every tab, and of the whole coordinator
    /// tree: every tab's host is one of its children, so its `coordinatorTree` is the app's.
    public let root: RouteHostCoordinator
    /// The selected tab's id; `nil` while the screens outside the tabs show (no tab bar).
    public private(set) var selectedTabID: String?

    private var hosts: [String: RouteHostCoordinator] = [:]
    private let selectionSubject = PassthroughSubject<String?, Never>()

    /// A container of `tabs` (sorted by order, then id) over `rootStack`, the stack of the
    /// screens outside the tabs; `makeStack` makes each tab's own stack (give them the root's
    /// leak detector).
    public init(tabs: [TabItem], rootStack: any NavigationStack, makeStack: () -> any NavigationStack) {
        self.tabs = tabs.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        root = RouteHostCoordinator(navigationStack: rootStack)
        root.start()
        for tab in self.tabs {
            let host = RouteHostCoordinator(navigationStack: makeStack())
            root.adoptPermanent(host)
            host.start()
            hosts[tab.id] = host
        }
    }

    /// The tab `id`, if the container has it.
    public func tab(_ id: String) -> TabItem? { tabs.first { $0.id == id } }

    /// The root coordinator of tab `id`'s stack, or of the screens outside the tabs for `nil`.
    public func host(forTab id: String?) -> RouteHostCoordinator? {
        guard let id else { return root }
        return hosts[id]
    }

    /// The coordinator of the stack showing: the selected tab's, or the root's.
    public var selectedHost: RouteHostCoordinator { selectedTabID.flatMap { hosts[$0] } ?? root }

    /// The stack showing: what a host draws, and what back and dismiss act on.
    public var selectedStack: any NavigationStack { selectedHost.navigationStack }

    /// Every root coordinator: the one outside the tabs first, then each tab's in order.
    public var allHosts: [RouteHostCoordinator] { [root] + tabs.compactMap { hosts[$0.id] } }

    /// Every selection change, after it happened: the tab's id, or `nil` for the screens
    /// outside the tabs.
    public var selectionChanges: AnyPublisher<String?, Never> { selectionSubject.eraseToAnyPublisher() }

    /// Shows tab `id` (`nil`: the screens outside the tabs). Leaving the outside screens for a
    /// tab takes them off their stack (a finished sign-up flow is released); every tab's stack
    /// is kept as it is.
    /// - Returns: `false` when the container has no tab `id` (nothing changes).
    @discardableResult
    public func select(_ id: String?) -> Bool {
        if let id, hosts[id] == nil { return false }
        guard id != selectedTabID else { return true }
        if selectedTabID == nil, id != nil,
            root.navigationStack.topScene != nil || root.navigationStack.presentedStack != nil
        {
            root.navigationStack.removeAll()
        }
        selectedTabID = id
        selectionSubject.send(id)
        return true
    }

    /// The tab bar as hosts draw it, or `nil` when it does not show: no tab is selected, or a
    /// modal screen covers it.
    public var tabBar: TabBarDescription? {
        guard let selectedTabID, selectedStack.presentedStack == nil else { return nil }
        return TabBarDescription(
            tabs: tabs.map { TabBarDescription.Tab(id: $0.id, title: $0.title, selected: $0.id == selectedTabID) })
    }
}
