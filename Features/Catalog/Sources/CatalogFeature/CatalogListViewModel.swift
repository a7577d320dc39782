import NanoApiSession
import NanoCore
import NanoDI
import NanoReactive
import NanoStrings

/// A category's list: its first page when the screen loads, the next page each time the person
/// asks for more, page 1 again on a pull or a search (typed text, debounced on the app's
/// clock), and a failed request again on ``retry()``. Loading and failures go through an
/// ``ActivityIndicator`` and an ``ErrorTracker``; a failure is the step ``Step/failed(_:)``,
/// which the coordinator shows as an alert. Navigation state (the search in the link, the item
/// opened) is the coordinator's: this view model only reports it.
final class CatalogListViewModel: AbstractViewModel<
    CatalogListViewModel.InputFromView,
    CatalogListViewModel.Publishers,
    CatalogListViewModel.Step
>
{
    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// Show the item.
        case open(CatalogItem)
        /// A request failed (never for a cancellation).
        case failed(ApiError)
        /// The list now shows the search (empty: all): the link records it.
        case searched(String)
    }

    /// What the person does.
    struct InputFromView {
        /// The search text, each time the person changes it.
        let search: AnyPublisher<String, Never>
        /// Each time the person asks for the next page.
        let loadMore: AnyPublisher<Void, Never>
        /// Each pull to refresh.
        let refresh: AnyPublisher<Void, Never>
        /// The item of each row the person selects.
        let selected: AnyPublisher<CatalogItem, Never>
    }

    /// What the view shows.
    struct Publishers {
        /// The items loaded so far.
        let rows: AnyPublisher<[CatalogItem], Never>
        /// Whether a request is in flight.
        let isLoading: AnyPublisher<Bool, Never>
        /// One line over the rows: loading, nothing found, or the failure; `nil` when the rows
        /// say it all.
        let status: AnyPublisher<String?, Never>
        /// How many rows of how many: the footer.
        let footer: AnyPublisher<String?, Never>
        /// Whether a next page exists.
        let canLoadMore: AnyPublisher<Bool, Never>
        /// `false` once a pull's request ended.
        let isRefreshing: AnyPublisher<Bool, Never>
        /// The search the screen opened with, for the search field.
        let initialSearch: AnyPublisher<String?, Never>
        /// The search field's placeholder and the load-more button's title.
        let labels: AnyPublisher<(search: String, loadMore: String), Never>
    }

    let category: CatalogCategory
    private let initialSearch: String
    private let source: any CatalogSource
    private let clock: any NanoClock
    private let text: Strings<CatalogText>
    private let debounce: Duration
    private let retries = PassthroughSubject<Void, Never>()

    /// Creates the list of `category`, searching `search` first.
    /// - Parameters:
    ///   - source: where pages come from.
    ///   - clock: what the search waits on (`debounce` without a newer key).
    ///   - text: the texts, in the app's language.
    init(
        category: CatalogCategory, search: String?, source: any CatalogSource, clock: any NanoClock,
        text: Strings<CatalogText>, debounce: Duration = .milliseconds(300)
    ) {
        self.category = category
        self.initialSearch = search ?? ""
        self.source = source
        self.clock = clock
        self.text = text
        self.debounce = debounce
    }

    /// Sends the request that failed last again (Retry in the alert).
    func retry() { retries.send(()) }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let state = CurrentValueSubject<CatalogListState, Never>(CatalogListState(search: initialSearch))
        let sent = CurrentValueSubject<CatalogListRequest?, Never>(nil)
        let searches = input.fromView.search.map { $0.trimmingWhitespace() }.removeDuplicates()
            .debounce(for: debounce, on: clock)
            .filter { [state] in $0 != state.value.search || !state.value.hasLoaded }
        let requests = input.fromController.viewDidLoad.map { [initialSearch] in
            CatalogListRequest.first(search: initialSearch)
        }
        .merge(
            with: searches.map { CatalogListRequest.first(search: $0) },
            input.fromView.refresh.map { [state] in .first(search: state.value.search) },
            input.fromView.loadMore.compactMap { [state] in
                state.value.nextPage.map { CatalogListRequest.next(page: $0, search: state.value.search) }
            }
        )
        .merge(with: retries.compactMap { [sent] in sent.value })
        let pages =
            requests
            .handleEvents(receiveOutput: { [sent] in sent.value = $0 })
            .flatMapLatest { [category, source] request in
                Effect<CatalogPage, ApiError>.task { () async throws(ApiError) -> CatalogPage in
                    try await source.page(
                        category, number: request.page, search: request.search.isEmpty ? nil : request.search)
                }
                .map { (request, $0) }
                .trackActivity(loading)
                .trackError(errors)
                .replaceErrorWithEmpty()
            }
        let publishers = Publishers(
            rows: state.map(\.items).removeDuplicates().eraseToAnyPublisher(),
            isLoading: loading.asPublisher(),
            status: state.combineLatest(loading.asPublisher()).map { [text] in
                Self.status($0, isLoading: $1, text: text)
            }
            .removeDuplicates().eraseToAnyPublisher(),
            footer: state.map { [text] in
                $0.hasLoaded && !$0.items.isEmpty ? text(.shown, $0.items.count, $0.total) : nil
            }
            .removeDuplicates().eraseToAnyPublisher(),
            canLoadMore: state.map { $0.nextPage != nil }.removeDuplicates().eraseToAnyPublisher(),
            isRefreshing: loading.asPublisher().filter { !$0 }.eraseToAnyPublisher(),
            initialSearch: Just(initialSearch).map(Optional.some).eraseToAnyPublisher(),
            labels: Just((search: text[.search], loadMore: text[.loadMore])).eraseToAnyPublisher())
        let title = text[category.titleKey]
        return Output(publishers: publishers, navigation: navigator.navigation) {
            pages.sink { [state, navigator] (request: CatalogListRequest, page: CatalogPage) in
                let searchChanged = state.value.search != request.search
                state.value = state.value.applying(page, for: request)
                if searchChanged { navigator.next(.searched(request.search)) }
            }
            errors.asPublisher().sink { [state, navigator] error in
                let failure = error as? ApiError ?? .transport(reason: "\(error)")
                guard failure != .cancelled else { return }
                state.value.failure = failure
                navigator.next(.failed(failure))
            }
            input.fromView.selected.sink { navigator.next(.open($0)) }
            input.fromController.viewDidLoad.sink { [titles = input.fromController.titleSubject] in titles.send(title) }
        }
    }

    /// The status line for `state`: loading while the first page is on its way, the failure
    /// when nothing is loaded, nothing found, or `nil`.
    static func status(_ state: CatalogListState, isLoading: Bool, text: Strings<CatalogText>) -> String? {
        if isLoading, state.items.isEmpty { return text[.loading] }
        if let failure = state.failure, state.items.isEmpty { return text.message(for: failure) }
        guard state.hasLoaded, state.items.isEmpty else { return nil }
        return state.search.isEmpty ? text[.empty] : text(.emptySearch, state.search)
    }
}
