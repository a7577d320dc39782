import NanoApiSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Star Wars API on an ``ApiSession`` (seed 002's `SwapiService`): a page of any collection,
/// searched or not, one resource by id, and any link a resource holds (the next page, a
/// person's homeworld). Every failure is the session's `ApiError`.
///
/// ```swift
/// let swapi = SwapiService(baseURL: server.baseURL, session: session)
/// let first = try await swapi.page(Person.self)                 // /api/people/?page=1
/// let luke = try await swapi.resource(Person.self, id: 1)         // /api/people/1/
/// let home = try await swapi.follow(luke.homeworld, as: Planet.self)
/// ```
public struct SwapiService: Sendable {
    /// The API's root, ending in a slash (`http://127.0.0.1:PORT/api/`).
    public let baseURL: URL
    /// The session every request goes through (its retries, timeout and transport).
    public let session: ApiSession

    /// A service for the API at `baseURL` (a slash is added when it has none).
    public init(baseURL: URL, session: ApiSession) {
        self.baseURL = baseURL.path(percentEncoded: true).hasSuffix("/") ? baseURL : baseURL.appending(path: "")
        self.session = session
    }

    /// Page `number` (from 1) of `type`'s collection, only the resources whose name (or title)
    /// contains `search` when it is given and not empty.
    public func page<Resource: SwapiResource>(
        _ type: Resource.Type, number: Int = 1, search: String? = nil
    ) async throws(ApiError) -> Page<Resource> {
        var query = [("page", String(number))]
        if let search, !search.isEmpty { query.insert(("search", search), at: 0) }
        return try await session.send(ApiRequest<Page<Resource>>(url: collectionURL(type.category), query: query))
    }

    /// The resource of `type` with `id`; a missing one is `ApiError.status(code: 404, ...)`.
    public func resource<Resource: SwapiResource>(_ type: Resource.Type, id: Int) async throws(ApiError) -> Resource {
        try await session.send(ApiRequest<Resource>(url: collectionURL(type.category).appending(path: "\(id)/")))
    }

    /// What a link the API gave points at: a page's `next`, a person's `homeworld`.
    public func follow<Value: Decodable & Sendable>(_ link: URL, as type: Value.Type) async throws(ApiError) -> Value {
        try await session.send(ApiRequest<Value>(url: link))
    }

    /// `<base><category>/`.
    public func collectionURL(_ category: SwapiCategory) -> URL {
        baseURL.appending(path: "\(category.rawValue)/")
    }
}
