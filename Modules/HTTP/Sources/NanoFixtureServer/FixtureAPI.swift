#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A collection of resources served under `<root><name>/`: in pages (`?page=N`), searched by one
/// field (`?search=`), and one by one (`<name>/<id>/`).
public struct FixtureCollection: Sendable, Equatable {
    /// The collection's path segment (`people`).
    public var name: String
    /// The string field `?search=` looks in, case-insensitively (`name`, `title`).
    public var searchField: String
    /// The resources in the order pages list them.
    public var records: [FixtureRecord]
    /// Which fields link to other collections: field name → collection name
    /// (`"homeworld": "planets"`). Such a field holds an id or an array of ids; the server
    /// writes each as the absolute URL of that resource on itself (`http://127.0.0.1:PORT/api/planets/1/`).
    public var links: [String: String]

    /// A collection.
    public init(name: String, searchField: String, records: [FixtureRecord], links: [String: String] = [:]) {
        self.name = name
        self.searchField = searchField
        self.records = records
        self.links = links
    }
}

/// What the fixture server serves, the way SWAPI serves it (and DRF-style APIs in general):
///
/// - `GET <root>` lists every collection's URL;
/// - `GET <root><name>/?page=N&search=Q` is a page: `count` (matches in all), `next` and
///   `previous` (absolute URLs, or `null`), `results` (at most ``pageSize`` resources);
///   a page past the last is 404 `{"detail": "Invalid page."}`;
/// - `GET <root><name>/<id>/` is one resource, 404 `{"detail": "Not found"}` when there is none;
/// - every resource gets its own `url`; link fields become URLs (``FixtureCollection/links``).
///
/// The trailing slash is optional; another method than `GET` is 405.
public struct FixtureAPI: Sendable, Equatable {
    /// The path every address starts with, with slashes on both ends (`/api/`).
    public var root: String
    /// Resources per page.
    public var pageSize: Int
    /// The collections, by name.
    public var collections: [String: FixtureCollection]

    /// An API of `collections` under `root`.
    public init(root: String = "/api/", pageSize: Int = 10, collections: [FixtureCollection]) {
        let trimmed = root.split(separator: "/").joined(separator: "/")
        self.root = trimmed.isEmpty ? "/" : "/\(trimmed)/"
        self.pageSize = max(1, pageSize)
        self.collections = Dictionary(collections.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// An answer: a status and its JSON body.
    public struct Answer: Sendable, Equatable {
        /// The HTTP status.
        public var status: Int
        /// The body.
        public var body: FixtureValue

        /// An answer.
        public init(status: Int, body: FixtureValue) {
            self.status = status
            self.body = body
        }
    }

    /// The answer to `method path?query`, with links written against `origin`
    /// (`http://127.0.0.1:8080`).
    public func answer(method: String, path: String, query: String, origin: String) -> Answer {
        guard method == "GET" || method == "HEAD" else {
            return Answer(status: 405, body: .object(["detail": .string("Method \"\(method)\" not allowed.")]))
        }
        guard path.hasPrefix(root) || path + "/" == root else { return Self.notFound }
        let segments = path.dropFirst(root.count).split(separator: "/").map(String.init)
        let base = origin + root
        switch segments.count {
        case 0:
            let links = collections.keys.map { ($0, FixtureValue.string("\(base)\($0)/")) }
            return Answer(status: 200, body: .object(Dictionary(uniqueKeysWithValues: links)))
        case 1:
            guard let collection = collections[segments[0]] else { return Self.notFound }
            return page(of: collection, query: QueryText.items(query), base: base)
        case 2:
            guard let collection = collections[segments[0]], let id = Int(segments[1]),
                let record = collection.records.first(where: { $0.id == id })
            else { return Self.notFound }
            return Answer(status: 200, body: render(record, in: collection, base: base))
        default:
            return Self.notFound
        }
    }

    static let notFound = Answer(status: 404, body: .object(["detail": .string("Not found")]))

    private func page(of collection: FixtureCollection, query: [String: String], base: String) -> Answer {
        let search = query["search"] ?? ""
        let matches =
            search.isEmpty
            ? collection.records
            : collection.records.filter {
                $0.fields[collection.searchField]?.stringValue?.lowercased().contains(search.lowercased()) == true
            }
        let pageCount = max(1, (matches.count + pageSize - 1) / pageSize)
        guard let number = Int(query["page"] ?? "1"), (1...pageCount).contains(number) else {
            return Answer(status: 404, body: .object(["detail": .string("Invalid page.")]))
        }
        let searchPart = search.isEmpty ? "" : "search=\(QueryText.encode(search))&"
        func link(_ page: Int) -> FixtureValue {
            (1...pageCount).contains(page) ? .string("\(base)\(collection.name)/?\(searchPart)page=\(page)") : .null
        }
        let slice = matches.dropFirst((number - 1) * pageSize).prefix(pageSize)
        return Answer(
            status: 200,
            body: .object([
                "count": .int(matches.count),
                "next": link(number + 1),
                "previous": link(number - 1),
                "results": .array(slice.map { render($0, in: collection, base: base) }),
            ]))
    }

    /// The record as served: its fields, link ids written as URLs, and its own `url`.
    func render(_ record: FixtureRecord, in collection: FixtureCollection, base: String) -> FixtureValue {
        var fields = record.fields
        for (field, target) in collection.links {
            switch fields[field] {
            case let .int(id): fields[field] = .string("\(base)\(target)/\(id)/")
            case let .array(ids):
                fields[field] = .array(ids.map { $0.intValue.map { .string("\(base)\(target)/\($0)/") } ?? $0 })
            default: break
            }
        }
        fields["url"] = .string("\(base)\(collection.name)/\(record.id)/")
        return .object(fields)
    }
}

extension FixtureAPI {
    /// Decodes a JSON array of objects, each with an integer `id`, into records: how fixture
    /// data compiled in as a string (or read from a file) becomes a collection.
    public static func records(_ json: String) throws(FixtureServerError) -> [FixtureRecord] {
        do {
            return try JSONDecoder().decode([FixtureRecord].self, from: Data(json.utf8))
        } catch {
            throw .invalidFixture(reason: "\(error)")
        }
    }
}
