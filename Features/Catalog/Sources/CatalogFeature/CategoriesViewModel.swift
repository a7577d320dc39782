import NanoCore
import NanoReactive
import NanoStrings

/// The categories screen's logic: one row per ``CatalogCategory`` with its name in the app's
/// language; selecting one is the step to open its list.
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

    /// What the view shows.
    struct Publishers {
        /// Every category in order.
        let rows: AnyPublisher<[Row], Never>
    }

    private let text: Strings<CatalogText>

    /// Creates the view model showing its texts from `text`.
    init(text: Strings<CatalogText>) {
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let rows = CatalogCategory.allCases.map { Row(category: $0, title: text[$0.titleKey]) }
        let title = text[.catalog]
        return Output(publishers: Publishers(rows: Just(rows).eraseToAnyPublisher()), navigation: navigator.navigation)
        {
            input.fromView.selected.sink { navigator.next(.open($0)) }
            input.fromController.viewDidLoad.sink { [titles = input.fromController.titleSubject] in titles.send(title) }
        }
    }
}
