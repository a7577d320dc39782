/// A tab a feature puts in the app's tab bar: the app builds its bar from what the features
/// declare, never from a list of its own, so composing a feature adds its tab.
public struct FeatureTab: Sendable, Equatable {
    /// The tab's stable id (`settings`): `select tab settings`, saved state and the web host's
    /// `data-control-id` (`tab-settings`) use it.
    public let id: String
    /// The text on the tab's button: a string-table key whose English text it also is, so a
    /// localized host looks it up and any other host shows it as it is.
    public let title: String
    /// Where the tab stands in the bar: lower first (ties by id).
    public let order: Int
    /// The pattern of the tab's root route, which must take no parameters (`settings`): a link
    /// whose chain of parents passes through it shows in this tab, and selecting the tab while
    /// its stack is empty opens it.
    public let root: String

    /// A tab `id` titled `title`, placed by `order`, whose stack starts at the route `root`.
    public init(id: String, title: String, order: Int, root: String) {
        self.id = id
        self.title = title
        self.order = order
        self.root = root
    }
}

extension FeatureRegistrar {
    /// Declares a tab whose stack starts at `root` (one of the feature's routes without
    /// parameters, usually): `feature.tab("settings", title: "Settings", order: 20, root: Route.settings)`.
    /// Composition refuses a tab id used twice and a root that is not a route without
    /// parameters.
    public mutating func tab(_ id: String, title: String, order: Int, root: Route<Void>) {
        declarations.tabs.append(FeatureTab(id: id, title: title, order: order, root: root.pattern))
    }
}
