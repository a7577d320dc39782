import NanoCore
import NanoReactive
import NanoStrings

/// The categories screen's logic: one row per ``CatalogCategory`` with its name in the app's
/// language, in two titled groups (``CatalogCategory/groupKey``); selecting one is the step to
/// open its list.
final class CategoriesViewModel: AbstractViewModel<
    CategoriesViewModel.InputFromView,
    CategoriesViewModel.Publishers,
    CategoriesViewModel.Step
>
{
    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// Show the list of the category.
        case open(CatalogCategory)
    }

    /// The view's events.
    struct InputFromView {
        /// The category of each row the person selects.
        let selected: AnyPublisher<CatalogCategory, Never>
    }

    /// One row: the category and its name.
    struct Row: Equatable, Sendable {
        /// The category.
        let category: CatalogCategory
        /// Its name in the app's language.
        let title: String
    }

    /// A titled group of rows.
    struct Group: Equatable, Sendable {
        /// The group's title in the app's language.
        let title: String
        /// Its categories, in order.
        let rows: [Row]
    }

    /// What the view shows.
    struct Publishers {
        /// Every category in order, grouped.
        let groups: AnyPublisher<[Group], Never>
    }

    private let text: Strings<CatalogText>

    /// Creates the view model showing its texts from `text`.
    init(text: Strings<CatalogText>) {
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        var groups: [Group] = []
        for category in CatalogCategory.allCases {
            let row = Row(category: category, title: text[category.titleKey])
            let title = text[category.groupKey]
            if groups.last?.title == title {
                groups[groups.count - 1] = Group(title: title, rows: groups[groups.count - 1].rows + [row])
            } else {
                groups.append(Group(title: title, rows: [row]))
            }
        }
        let title = text[.catalog]
        return Output(
            publishers: Publishers(groups: Just(groups).eraseToAnyPublisher()), navigation: navigator.navigation
        ) {
            input.fromView.selected.sink { navigator.next(.open($0)) }
            input.fromController.viewDidLoad.sink { [titles = input.fromController.titleSubject] in titles.send(title) }
        }
    }
}
