import NanoApiSession
import NanoCore
import NanoDI
import NanoReactive
import NanoStrings

/// An item's detail: the item loaded when the screen loads (and again on ``retry()``), shown
/// on the tab the coordinator says — the tab is navigation state, so it comes in as a
/// publisher and a tap on a tab only asks for it (``Step/selectTab(_:)``). The Options tab's
/// favourite switch is stored at once; forgetting every favourite is asked for
/// (``Step/confirmForget(count:)``) and done by ``forgetFavourites()`` once the person confirmed.
final class CatalogDetailViewModel: AbstractViewModel<
    CatalogDetailViewModel.InputFromView,
    CatalogDetailViewModel.Publishers,
    CatalogDetailViewModel.Step
>
{
    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// The person picked a tab.
        case selectTab(CatalogTab)
        /// Loading the item failed (never for a cancellation).
        case failed(ApiError)
        /// The person asked to forget every favourite (`count` of them).
        case confirmForget(count: Int)
    }

    /// What the person does.
    struct InputFromView {
        /// Each tab the person picks.
        let selectTab: AnyPublisher<CatalogTab, Never>
        /// Each time the person turns the favourite on (`true`) or off.
        let setFavourite: AnyPublisher<Bool, Never>
        /// Each time the person asks to forget every favourite.
        let forgetFavourites: AnyPublisher<Void, Never>
    }

    /// One tab as the tab row shows it.
    struct TabRow: Equatable, Sendable {
        /// The tab.
        let tab: CatalogTab
        /// Its name.
        let title: String
        /// Whether it is the one showing.
        let isSelected: Bool
    }

    /// What the view shows.
    struct Publishers {
        /// The item's title (loading text until it arrived, the failure if it did not).
        let title: AnyPublisher<String?, Never>
        /// The item's subtitle.
        let subtitle: AnyPublisher<String?, Never>
        /// Whether the item is on its way.
        let isLoading: AnyPublisher<Bool, Never>
        /// The three tabs, the selected one marked.
        let tabs: AnyPublisher<[TabRow], Never>
        /// The facts of the selected tab, labelled (none on Options).
        let facts: AnyPublisher<[LabelledFact], Never>
        /// Whether the Options tab's controls show.
        let showsOptions: AnyPublisher<Bool, Never>
        /// Whether the item is a favourite.
        let isFavourite: AnyPublisher<Bool, Never>
        /// "Favourites: 2".
        let favouritesCount: AnyPublisher<String?, Never>
        /// The favourite switch's and the forget button's titles.
        let labels: AnyPublisher<(favourite: String, forget: String), Never>
    }

    let category: CatalogCategory
    let id: Int
    private let tab: AnyPublisher<CatalogTab, Never>
    private let source: any CatalogSource
    private let favourites: CatalogFavourites
    private let text: Strings<CatalogText>
    private let retries = PassthroughSubject<Void, Never>()
    private let favouritesChanged = PassthroughSubject<Void, Never>()
    private let forgetRequests = PassthroughSubject<Void, Never>()

    /// Creates the detail of item `id` of `category`, on the tabs `tab` selects.
    init(
        category: CatalogCategory, id: Int, tab: AnyPublisher<CatalogTab, Never>, source: any CatalogSource,
        favourites: CatalogFavourites, text: Strings<CatalogText>
    ) {
        self.category = category
        self.id = id
        self.tab = tab
        self.source = source
        self.favourites = favourites
        self.text = text
    }

    /// Loads the item again (Retry in the alert).
    func retry() { retries.send(()) }

    /// Forgets every favourite (the person confirmed), then shows the new state; a store that
    /// cannot be written shows an error toast instead.
    func forgetFavourites() { forgetRequests.send(()) }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let item = CurrentValueSubject<CatalogItem?, Never>(nil)
        let failure = CurrentValueSubject<ApiError?, Never>(nil)
        let loads = input.fromController.viewDidLoad.merge(with: retries)
            .flatMapLatest { [category, id, source] in
                Effect<CatalogItem, ApiError>.task { () async throws(ApiError) -> CatalogItem in
                    try await source.item(category, id: id)
                }
                .trackActivity(loading)
                .trackError(errors)
                .replaceErrorWithEmpty()
            }
        let favouriteState = CurrentValueSubject<Bool, Never>(favourites.contains(category, id: id))
        let count = favouritesChanged.merge(with: favouriteState.map { _ in () })
            .map { [favourites, text] in text(.favourites, favourites.names.count) as String? }
        let labels = text.with(CatalogField.self)
        let publishers = Publishers(
            title: item.combineLatest(failure, loading.asPublisher()).map { [text] item, failure, isLoading in
                item?.title ?? (isLoading ? text[.loading] : failure.map { text.message(for: $0) })
            }.eraseToAnyPublisher(),
            subtitle: item.map { $0?.subtitle }.eraseToAnyPublisher(),
            isLoading: loading.asPublisher(),
            tabs: tab.map { [text] selected in
                CatalogTab.allCases.map { TabRow(tab: $0, title: text[$0.titleKey], isSelected: $0 == selected) }
            }.eraseToAnyPublisher(),
            facts: item.combineLatest(tab).map { item, tab in
                let facts = tab == .overview ? item?.overview : tab == .details ? item?.details : nil
                return (facts ?? []).map { LabelledFact(label: labels[$0.field], value: $0.value) }
            }.removeDuplicates().eraseToAnyPublisher(),
            showsOptions: tab.map { $0 == .options }.removeDuplicates().eraseToAnyPublisher(),
            isFavourite: favouriteState.eraseToAnyPublisher(),
            favouritesCount: count.removeDuplicates().eraseToAnyPublisher(),
            labels: Just((favourite: text[.favourite], forget: text[.forgetFavourites])).eraseToAnyPublisher())
        return Output(publishers: publishers, navigation: navigator.navigation) {
            loads.sink { [failure] in
                failure.value = nil
                item.value = $0
            }
            errors.asPublisher().sink { [failure, navigator] error in
                let apiError = error as? ApiError ?? .transport(reason: "\(error)")
                guard apiError != .cancelled else { return }
                failure.value = apiError
                navigator.next(.failed(apiError))
            }
            input.fromView.selectTab.sink { navigator.next(.selectTab($0)) }
            input.fromView.setFavourite.sink {
                [category, id, favourites, text, toasts = input.fromController.toastSubject] in
                do throws(KeyValueStoreError) {
                    try favourites.set($0, category: category, id: id)
                } catch {
                    toasts.send(Toast(text(.favouriteNotSaved, error.description), style: .error))
                }
                favouriteState.send(favourites.contains(category, id: id))
            }
            forgetRequests.sink {
                [favourites, text, changed = favouritesChanged, toasts = input.fromController.toastSubject] in
                do throws(KeyValueStoreError) {
                    try favourites.removeAll()
                } catch {
                    toasts.send(Toast(text(.favouriteNotSaved, error.description), style: .error))
                }
                changed.send(())
            }
            favouritesChanged.sink { [category, id, favourites] in
                favouriteState.send(favourites.contains(category, id: id))
            }
            input.fromView.forgetFavourites.sink { [favourites] in
                navigator.next(.confirmForget(count: favourites.names.count))
            }
            input.fromController.viewDidLoad.sink { [titles = input.fromController.titleSubject, text, category] in
                titles.send(text[category.titleKey])
            }
            item.compactMap { $0?.title }.sink { [titles = input.fromController.titleSubject] in titles.send($0) }
        }
    }
}

/// A fact with its label in the app's language, as a row shows it.
struct LabelledFact: Equatable, Sendable {
    /// "Height".
    let label: String
    /// "172".
    let value: String
}
