import NanoApiSession

/// What a category's list holds: the items loaded so far (page after page), how many match,
/// the next page to load, the search they match, and the last failure.
struct CatalogListState: Equatable, Sendable {
    /// The items of every page loaded, in order.
    var items: [CatalogItem] = []
    /// How many items match in all pages.
    var total = 0
    /// The page a "load more" asks for, `nil` when the last page is loaded.
    var nextPage: Int?
    /// The search the items match (empty: all).
    var search: String
    /// Whether a first page has arrived.
    var hasLoaded = false
    /// The failure of the last request, cleared by the next success.
    var failure: ApiError?

    /// The state after `page` arrived for `request`: a first page replaces the items, a next
    /// page adds to them.
    func applying(_ page: CatalogPage, for request: CatalogListRequest) -> CatalogListState {
        var next = self
        switch request {
        case .first(let search):
            next.items = page.items
            next.search = search
        case .next:
            next.items += page.items
        }
        next.total = page.total
        next.nextPage = page.hasNext ? request.page + 1 : nil
        next.hasLoaded = true
        next.failure = nil
        return next
    }
}

/// One request of the list: its first page for a search, or a next page.
enum CatalogListRequest: Equatable, Sendable {
    /// Page 1 for `search`.
    case first(search: String)
    /// Page `page` for `search`.
    case next(page: Int, search: String)

    /// The page number asked for.
    var page: Int {
        switch self {
        case .first: 1
        case .next(let page, _): page
        }
    }

    /// The search asked for.
    var search: String {
        switch self {
        case .first(let search), .next(_, let search): search
        }
    }
}
