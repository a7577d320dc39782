import NanoContract
import NanoNavigation

/// The shelf's routes, each declared once.
public enum ShelfRoutes {
    /// `shelf`: the categories.
    public static let shelf = Route("shelf")
    /// `shelf/:category(enum: fruit|vegetables)`: a category's items.
    public static let category = shelf.appending(.enumeration("category", ShelfCategory.self))
    /// `shelf/:category(enum: fruit|vegetables)/:item`: one item (a route of two parameters,
    /// registered by its pattern).
    public static let itemPattern = category.pattern + "/:item"

    /// The link of `item` in `category` (`shelf/fruit/pear`); the items are plain words.
    public static func itemLink(_ item: String, in category: ShelfCategory) -> String {
        ShelfRoutes.category.link(category) + "/" + item
    }
}

/// The shelf as a feature (id `shelf`): its three routes, each handled by its one coordinator,
/// and, with `tab`, a tab of its own (`shelf`, order 30).
public struct ShelfPlugin: FeaturePlugin {
    /// The feature's id, `shelf`.
    public let id = "shelf"
    let declaresTab: Bool
    /// The shelf feature; `tab` also declares its tab.
    public init(tab: Bool = false) { declaresTab = tab }

    /// Registers `shelf`, `shelf/<category>` and `shelf/<category>/<item>`.
    public func register(in feature: inout FeatureRegistrar<Void>) {
        feature.route(ShelfRoutes.shelf, summary: "The shelf's categories (a split's sidebar)") {
            context throws(RouteError) in
            try context.start { ShelfCoordinator(navigationStack: $0) }
        }
        feature.route(ShelfRoutes.category, parent: ShelfRoutes.shelf, summary: "A category's items") {
            context, category throws(RouteError) in
            try context.continueFlow(ShelfCoordinator.self) { $0.navigate(to: category) }
        }
        feature.route(ShelfRoutes.itemPattern, parent: ShelfRoutes.shelf.pattern, summary: "One item") {
            context throws(RouteError) in
            guard let category = context.parameters.string("category").flatMap(ShelfCategory.init(rawValue:)),
                let item = context.parameters.string("item"), category.items.contains(item)
            else {
                throw .rejected(
                    "its parameters do not read as \(ShelfRoutes.itemPattern) declares, or name no item of the category"
                )
            }
            return try context.continueFlow(ShelfCoordinator.self) { $0.navigate(toItem: item, in: category) }
        }
        if declaresTab { feature.tab("shelf", title: "Shelf", order: 30, root: ShelfRoutes.shelf) }
    }
}
