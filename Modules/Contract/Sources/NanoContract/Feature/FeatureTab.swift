import NanoStrings

/// A tab a feature puts in the app's tab bar: the app builds its bar from what the features
/// declare, never from a list of its own, so composing a feature adds its tab.
public struct FeatureTab: Sendable, Equatable {
    /// The tab's stable id (`settings`): `select tab settings`, saved state and the web host's
    /// `data-control-id` (`tab-settings`) use it.
    public let id: String
    /// The text on the tab's button in the app's base language, English.
    public let title: String
    /// The text on the tab's button in other languages, by language code (`["de": "Katalog"]`):
    /// an app in one of them shows that text, any other shows ``title``.
    public let titles: [String: String]
    /// Where the tab stands in the bar: lower first (ties by id).
    public let order: Int
    /// The pattern of the tab's root route, which must take no parameters (`settings`): a link
    /// whose chain of parents passes through it shows in this tab, and selecting the tab while
    /// its stack is empty opens it.
    public let root: String

    /// A tab `id` titled `title` (and `titles` in other languages), placed by `order`, whose
    /// stack starts at the route `root`.
    public init(id: String, title: String, titles: [String: String] = [:], order: Int, root: String) {
        self.id = id
        self.title = title
        self.titles = titles
        self.order = order
        self.root = root
    }

    /// The text on the tab's button in `language`: its translation, or else ``title``.
    public func title(in language: Language) -> String { titles[language.code] ?? title }
}

extension FeatureRegistrar {
    /// Declares a tab whose stack starts at `root` (one of the feature's routes without
    /// parameters, usually): `feature.tab("settings", title: "Settings", order: 20, root: Route.settings)`.
    /// Composition refuses a tab id used twice and a root that is not a route without
    /// parameters.
    public mutating func tab(_ id: String, title: String, order: Int, root: Route<Void>) {
        declarations.tabs.append(FeatureTab(id: id, title: title, order: order, root: root.pattern))
    }

    /// Declares a tab titled by a key of the feature's string table, in every language the
    /// table has, so the tab bar speaks the app's language:
    /// `feature.tab("catalog", title: CatalogText.catalog, order: 15, root: CatalogRoutes.categories)`.
    public mutating func tab<Key: StringKey>(_ id: String, title: Key, order: Int, root: Route<Void>) {
        let table = Key.table
        var titles: [String: String] = [:]
        for language in table.languages where language != table.base {
            titles[language.code] = table.template(title, in: language)
        }
        declarations.tabs.append(
            FeatureTab(
                id: id, title: table.template(title, in: table.base), titles: titles, order: order,
                root: root.pattern))
    }
}
