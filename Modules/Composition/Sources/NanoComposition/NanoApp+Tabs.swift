import NanoContract
import NanoNavigation
import NanoRouting

/// Why a tab could not be selected.
public enum TabSelectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The app has no tab with this id (the ids it has, in the bar's order).
    case unknownTab(String, tabs: [String])
    /// No tab bar is showing: the screens outside the tabs show (the guard's flow), or a modal
    /// screen covers the bar.
    case tabBarHidden
    /// The tab's stack was empty and its root link did not open.
    case rootFailed(OpenLinkError)

    /// A diagnostic naming the tab.
    public var description: String {
        switch self {
        case let .unknownTab(id, tabs):
            tabs.isEmpty
                ? "there is no tab '\(id)': this app has no tabs"
                : "there is no tab '\(id)' (tabs: \(tabs.joined(separator: ", ")))"
        case .tabBarHidden: "no tab bar is showing (the screen covers it); dismiss or finish it first"
        case .rootFailed(let error): error.description
        }
    }
}

// Tabs: which tab a link's chain shows in, selecting a tab as a person taps it, and the links
// that rebuild every tab.
extension NanoApp {
    /// Selects tab `id`, as tapping its button would: its stack shows as it was left; a tab
    /// never shown yet (or emptied by a guard) opens its root link, through the guards like any
    /// link; the selected tab's button pops its stack to its root (as `UITabBarController` does).
    /// - Returns: what opening the root did, when it had to.
    /// - Throws: ``TabSelectionError``; nothing changes.
    @discardableResult
    public func selectTab(_ id: String) throws(TabSelectionError) -> OpenOutcome? {
        guard let tab = tabContainer.tab(id) else { throw .unknownTab(id, tabs: tabContainer.tabs.map(\.id)) }
        guard tabContainer.tabBar != nil else { throw .tabBarHidden }
        if tabContainer.selectedTabID == id {
            navigationStack.popToRoot()
            return nil
        }
        guard tabContainer.host(forTab: id)?.navigationStack.topScene == nil else {
            tabContainer.select(id)
            return nil
        }
        do {
            return try open(tab.rootLink)
        } catch {
            throw .rootFailed(error)
        }
    }

    /// The links that rebuild every stack showing: each tab's entries, tab by tab in the bar's
    /// order with the selected tab's (or the screens outside the tabs) last, so that
    /// ``restore(_:)`` rebuilds each tab and ends on the one selected. Without tabs it is
    /// ``entryLinks``. What a runtime saves.
    public var restorationLinks: [String] {
        let selected = host
        let others = tabContainer.allHosts.filter { $0 !== selected && $0 !== tabContainer.root }
        return (others + [selected]).flatMap { $0.entries.compactMap { canonicalLink($0.link) } }
    }

    /// Takes every screen off every stack — every tab's and the one outside the tabs — so that
    /// every scene, view model and coordinator is released (a session that ends).
    public func removeAllScreens() {
        for tabHost in tabContainer.allHosts { tabHost.navigationStack.removeAll() }
    }

    /// The tab `chain` shows in and where its part in that tab starts: the deepest route of the
    /// chain that is a tab's root (`settings` for home › settings › notifications), or no tab
    /// and the whole chain when none is.
    func tabPlacement(of chain: [ResolvedRoute<Int>]) -> (tab: String?, start: Int) {
        guard !tabContainer.tabs.isEmpty else { return (nil, 0) }
        for index in chain.indices.reversed() {
            let link = canonical(chain[index])
            if let tab = tabContainer.tabs.first(where: { $0.rootLink == link }) { return (tab.id, index) }
        }
        return (nil, 0)
    }

    /// Selects the tab `chain` shows in and returns its part in that tab. A chain outside the
    /// tabs whose first route replaces every screen (`.root`: sign-up) empties every tab too, as
    /// it replaced the one stack of an app without tabs: the flow replaces the tabs.
    func placeInTab(_ chain: [ResolvedRoute<Int>]) -> [ResolvedRoute<Int>] {
        let placement = tabPlacement(of: chain)
        if placement.tab == nil, let first = chain.first, declarations[first.value].presentation == .root {
            for tab in tabContainer.tabs { tabContainer.host(forTab: tab.id)?.navigationStack.removeAll() }
        }
        tabContainer.select(placement.tab)
        return Array(chain[placement.start...])
    }
}
