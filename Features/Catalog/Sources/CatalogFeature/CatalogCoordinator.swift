import NanoApiSession
import NanoDI
import NanoNavigation
import NanoReactive
import NanoStrings

/// The catalogue flow, one stack: categories → a category's list → an item's detail, which a
/// wide host shows as a split (sidebar │ list │ detail) and a narrow one a screen at a time.
/// It owns the navigation state (seed 003): the category shown, the item opened and its tab,
/// and the search in the list's link; the view models do data only and report steps. A
/// selection replaces what it selects over: another category replaces the list (and any
/// detail), another item the detail, so a split never stacks details. An API failure a view
/// model reports becomes an alert (seed 002's `show(apiError:)`): its message, Retry — which
/// runs the request again — and Cancel. Forgetting every favourite is confirmed first.
final class CatalogCoordinator: BaseCoordinator<Never>, Coordinating {
    /// A screen of the flow.
    enum Screen: Equatable, Sendable {
        /// The categories.
        case categories
        /// A category's list, searching `search`.
        case list(CatalogCategory, search: String?)
        /// An item on a tab.
        case item(CatalogCategory, id: Int, tab: CatalogTab)
    }

    /// What an alert offers after a failure.
    enum Recovery: Equatable { case retry, cancel }

    /// The category whose list shows (the list column, or a screen of the stack), if any.
    var category: CatalogCategory? { listScene?.viewModel.category }
    /// The item whose detail shows, if any.
    var itemID: Int? { (navigationStack.scenes.last { $0 is CatalogDetailScene } as? CatalogDetailScene)?.viewModel.id }
    /// The tab the detail shows.
    var tab: CatalogTab { selectedTab.value }

    private let selectedTab = CurrentValueSubject<CatalogTab, Never>(.overview)
    private let dependencies: CatalogPlugin.Dependencies
    private var text: Strings<CatalogText> { dependencies.text }

    /// Creates the flow on `navigationStack` over the feature's `dependencies`.
    init(
        navigationStack: any NavigationStack, dependencies: CatalogPlugin.Dependencies,
        leakDetector: LeakDetector? = .shared
    ) {
        self.dependencies = dependencies
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
    }

    /// Shows the categories.
    func start() { show(.categories) }

    /// Shows `screen` on top of the flow's screens, recording its link.
    func show(_ screen: Screen) {
        switch screen {
        case .categories:
            categories = push(scene: CategoriesScene.self, viewModel: CategoriesViewModel(text: text)) {
                [weak self] step in
                switch step {
                case .open(let category): self?.show(.list(category, search: nil))
                }
            }
        case .list(let category, let search):
            showList(category, search: search)
        case .item(let category, let id, let tab):
            showItem(category, id: id, tab: tab)
        }
    }

    /// Selects `tab` on the detail showing, and records it in the detail's link.
    func select(_ tab: CatalogTab, on scene: CatalogDetailScene) {
        selectedTab.send(tab)
        setLink(CatalogRoutes.itemLink(scene.viewModel.category, id: scene.viewModel.id, tab: tab), for: scene)
    }

    /// The flow's categories screen (the sidebar), once shown.
    private weak var categories: CategoriesScene?
    /// The topmost list of the flow (the list column), if any.
    private var listScene: CatalogListScene? {
        navigationStack.scenes.last { $0 is CatalogListScene } as? CatalogListScene
    }

    private func showList(_ category: CatalogCategory, search: String?) {
        if let categories { navigationStack.pop(to: categories) }
        let viewModel = CatalogListViewModel(
            category: category, search: search, source: dependencies.source, clock: dependencies.clock, text: text)
        var scene: CatalogListScene?
        scene = push(scene: CatalogListScene.self, viewModel: viewModel) { [weak self, weak viewModel] step in
            guard let self else { return }
            switch step {
            case .open(let item): show(.item(item.category, id: item.id, tab: .overview))
            case .failed(let error):
                show(apiError: error, title: .listFailed) { viewModel?.retry() }
            case .searched(let search):
                if let scene { setLink(CatalogRoutes.listLink(category, search: search), for: scene) }
            }
        }
        if let scene { setLink(CatalogRoutes.listLink(category, search: search), for: scene) }
    }

    private func showItem(_ category: CatalogCategory, id: Int, tab: CatalogTab) {
        if let listScene { navigationStack.pop(to: listScene) }
        selectedTab.send(tab)
        let viewModel = CatalogDetailViewModel(
            category: category, id: id, tab: selectedTab.eraseToAnyPublisher(), source: dependencies.source,
            favourites: dependencies.favourites, text: text)
        let scene = push(scene: CatalogDetailScene.self, viewModel: viewModel) {
            [weak self, weak viewModel] step in
            guard let self, let viewModel else { return }
            switch step {
            case .selectTab(let tab):
                if let scene = navigationStack.topScene as? CatalogDetailScene, scene.viewModel === viewModel {
                    select(tab, on: scene)
                }
            case .failed(let error):
                show(apiError: error, title: .itemFailed) { [weak viewModel] in viewModel?.retry() }
            case .confirmForget(let count):
                confirmForgetting(count: count, on: viewModel)
            }
        }
        setLink(CatalogRoutes.itemLink(category, id: id, tab: tab), for: scene)
    }

    /// Seed 002's `show(apiError:)`: an alert with the failure's sentence, Retry (runs
    /// `retry`) and Cancel (leaves the screen as it is, its status line saying what failed).
    private func show(apiError: ApiError, title: CatalogText, retry: @escaping () -> Void) {
        let alert = AlertContent<Recovery>(
            title: text[title], message: text.message(for: apiError),
            actions: [.default(text[.retry], .retry, id: "retry"), .cancel(text[.cancel], .cancel, id: "cancel")])
        showAlert(alert) { choice in
            if choice == .retry { retry() }
        }
    }

    /// A confirmation dialog before every favourite is forgotten.
    private func confirmForgetting(count: Int, on viewModel: CatalogDetailViewModel) {
        let dialog = AlertContent<Bool>.confirmationDialog(
            title: text[.forgetTitle], message: text(.forgetMessage, count),
            actions: [.destructive(text[.forget], true, id: "forget"), .cancel(text[.cancel], false, id: "cancel")])
        showAlert(dialog) { [weak viewModel] confirmed in
            guard confirmed else { return }
            viewModel?.forgetFavourites()
        }
    }
}
