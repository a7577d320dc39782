import NanoContract
import NanoNavigation
import NanoRouting
import NanoStrings

// The tabs the features declare: checked once at composition, then handed to the app's tab
// container with their root links spelled canonically.
extension Composer {
    /// Every tab id is used once, and every tab's root is a registered route without
    /// parameters (a tab's button opens it with nothing to fill in).
    mutating func validateTabs() {
        var seen: Set<String> = []
        for (tab, feature) in tabs {
            if !seen.insert(tab.id).inserted {
                problems.append(
                    .invalidTab(id: tab.id, feature: feature, reason: "is declared by more than one feature"))
            }
            guard let route = try? router.match(path: Self.segments(of: tab.root)) else {
                problems.append(
                    .invalidTab(id: tab.id, feature: feature, reason: "has root '\(tab.root)', which matches no route"))
                continue
            }
            if !route.pattern.parameterNames.isEmpty {
                problems.append(
                    .invalidTab(
                        id: tab.id, feature: feature,
                        reason:
                            "has root '\(tab.root)', which matches '\(route.pattern.source)', a route with parameters"))
            }
        }
    }

    /// The tabs of the enabled features, each titled in `language` and with its root's
    /// canonical link (a disabled feature's tab is not shown: its root would answer
    /// `featureDisabled`).
    func tabItems(scheme: String, language: Language) -> [TabItem] {
        tabs.compactMap { tab, feature in
            guard !disabled.contains(feature) else { return nil }
            let link = (try? router.match(path: Self.segments(of: tab.root)))?.link.string(scheme: scheme)
            return TabItem(
                id: tab.id, title: tab.title(in: language), rootLink: link ?? "\(scheme)://\(tab.root)",
                order: tab.order)
        }
    }

    private static func segments(of path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
