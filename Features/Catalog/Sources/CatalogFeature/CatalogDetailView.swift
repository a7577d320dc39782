import NanoCore
import NanoReactive
import NanoUI

/// An item's detail: the labels `title` and `subtitle`, the spinner `loading`, the list `tabs`
/// (Overview, Details, Options: `select tabs 1` picks Details; the selected one has a
/// checkmark), the list `facts` (the selected tab's facts), and on Options the toggle
/// `favourite`, the label `favourites` and the button `forget`.
final class CatalogDetailView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = CatalogDetailViewModel

    /// `title`.
    let title = Label(id: "title")
    /// `subtitle`.
    let subtitle = Label(id: "subtitle")
    /// `loading`.
    let spinner = ActivityIndicatorView(id: "loading")
    /// `tabs`: one row per tab.
    let tabs = ListView(id: "tabs")
    /// `facts`: label and value per row.
    let facts = ListView(id: "facts")
    /// `favourite`: whether the item is a favourite.
    let favourite = Toggle(id: "favourite")
    /// `favourites`: how many favourites there are.
    let favouritesCount = Label(id: "favourites")
    /// `forget`: forgets every favourite, after a confirmation.
    let forget = Button(id: "forget")

    /// Top to bottom.
    override var controls: [any Control] {
        [title, subtitle, spinner, tabs, facts, favourite, favouritesCount, forget]
    }

    /// What the person does: picks a tab, flips the favourite (not its first value), asks to forget.
    var inputFromView: InputFromView {
        .init(
            selectTab: tabs.selectedRowPublisher.compactMap { CatalogTab(rawValue: $0.id) }.eraseToAnyPublisher(),
            setFavourite: favourite.isOnPublisher.dropFirst().eraseToAnyPublisher(),
            forgetFavourites: forget.tapPublisher)
    }

    /// Binds the item, the tabs and the options.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.title --> title.textBinder
        publishers.subtitle --> subtitle.textBinder
        publishers.subtitle.map { $0 == nil } --> subtitle.isHiddenBinder
        publishers.isLoading --> spinner.isAnimatingBinder
        publishers.tabs.map { rows in
            rows.map { ListRow(id: $0.tab.rawValue, title: $0.title, accessory: $0.isSelected ? .checkmark : .none) }
        } --> tabs.rowsBinder
        publishers.facts.map { rows in
            rows.map { ListRow(id: $0.label, title: $0.label, detail: $0.value) }
        } --> facts.rowsBinder
        publishers.showsOptions --> facts.isHiddenBinder
        publishers.showsOptions --> favourite.isVisibleBinder
        publishers.showsOptions --> favouritesCount.isVisibleBinder
        publishers.showsOptions --> forget.isVisibleBinder
        publishers.isFavourite --> favourite.isOnBinder
        publishers.favouritesCount --> favouritesCount.textBinder
        publishers.labels.map(\.favourite) --> favourite.titleBinder
        publishers.labels.map(\.forget) --> forget.titleBinder()
    }
}

/// An item's detail: ``CatalogDetailView`` bound to ``CatalogDetailViewModel``; a split's detail column.
final class CatalogDetailScene: NanoViewController<CatalogDetailView>, ControllerConfigProviding, SplitColumnScene {
    /// Titled by its view model with the category's name.
    static let config = ControllerConfig(title: "Catalog")
    /// The detail column: right of the list on a wide host.
    static let splitColumn = SplitColumn.detail
}
