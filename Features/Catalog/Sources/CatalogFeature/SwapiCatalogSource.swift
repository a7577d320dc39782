import NanoApiSession
import NanoFixtureServer
import NanoHTTPClient
import SwapiInterface

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The catalogue over the Star Wars API (SwapiInterface's `SwapiService`): pages of 10 with
/// `?search=`, items by id, each mapped to a ``CatalogItem``.
///
/// ```swift
/// SwapiCatalogSource(service: SwapiService(baseURL: url, session: session))   // any SWAPI-compatible API
/// SwapiCatalogSource.inProcess()     // the project's own dataset, started on 127.0.0.1 when first asked
/// SwapiCatalogSource.remote(url)     // nvc --api URL
/// SwapiCatalogSource(endpoint)        // what the command line chose (--api, --api-faults)
/// ```
public struct SwapiCatalogSource: CatalogSource {
    private let service: @Sendable () async throws(ApiError) -> SwapiService

    /// The catalogue's sessions (``inProcess(session:faults:)`` without a session of its own,
    /// ``remote(_:)``): two retries 0.5 s then 1 s apart, 2.5 s an attempt, so a request that
    /// gets no answer at all fails after at most 9 s — within the 10 s a command-line run waits
    /// for the app's work (`AppRuntime.settleTimeout`), and the alert shows in the same run
    /// instead of a spinner left behind.
    public static let sessionConfiguration = ApiSession.Configuration(retries: 2, timeout: .milliseconds(2_500))

    /// A source asking `service`.
    public init(service: SwapiService) {
        self.service = { service }
    }

    /// A source over the project's own Star Wars API (`SwapiFixture.startDefaultAPI`), started
    /// in this process on 127.0.0.1 (any free port) by the first request, so an app runs on a
    /// machine with no network and starts no server when nobody opens the catalogue. The
    /// server plays `faults` from its start (`nvc --api-faults FILE`; none by default). A server
    /// that cannot start fails that request with `ApiError.transport`, and the next one tries
    /// again.
    public static func inProcess(session: ApiSession? = nil, faults: FaultPlan = .none) -> SwapiCatalogSource {
        let server = InProcessAPI(session: session, faults: faults)
        return SwapiCatalogSource { () async throws(ApiError) -> SwapiService in try await server.service() }
    }

    /// A source over the SWAPI-compatible API at `baseURL` (`https://swapi.dev/api/`), through a
    /// session on the live transport (NanoHTTPClient's, on SwiftNIO) with its default retries.
    public static func remote(_ baseURL: URL) -> SwapiCatalogSource {
        SwapiCatalogSource(service: SwapiService(baseURL: baseURL, session: defaultSession()))
    }

    /// A source over `endpoint`: the built-in API with its fault plan
    /// (``inProcess(session:faults:)``) or a remote one (``remote(_:)``).
    public init(_ endpoint: SwapiEndpoint) {
        switch endpoint {
        case .builtIn(let faults): self = .inProcess(faults: faults)
        case .remote(let url): self = .remote(url)
        }
    }

    /// A session on the live transport with ``sessionConfiguration``.
    static func defaultSession() -> ApiSession {
        ApiSession(transport: NIOHTTPTransport(), configuration: sessionConfiguration)
    }

    private init(service: @escaping @Sendable () async throws(ApiError) -> SwapiService) {
        self.service = service
    }

    /// Page `number` of `category`, searched, as SWAPI serves it.
    public func page(_ category: CatalogCategory, number: Int, search: String?) async throws(ApiError) -> CatalogPage {
        let swapi = try await service()
        switch category {
        case .people: return Self.page(try await swapi.page(Person.self, number: number, search: search))
        case .planets: return Self.page(try await swapi.page(Planet.self, number: number, search: search))
        case .films: return Self.page(try await swapi.page(Film.self, number: number, search: search))
        case .starships: return Self.page(try await swapi.page(Starship.self, number: number, search: search))
        }
    }

    /// The item of `category` with `id`.
    public func item(_ category: CatalogCategory, id: Int) async throws(ApiError) -> CatalogItem {
        let swapi = try await service()
        switch category {
        case .people: return CatalogItem(try await swapi.resource(Person.self, id: id))
        case .planets: return CatalogItem(try await swapi.resource(Planet.self, id: id))
        case .films: return CatalogItem(try await swapi.resource(Film.self, id: id))
        case .starships: return CatalogItem(try await swapi.resource(Starship.self, id: id))
        }
    }

    private static func page<Resource: CatalogItemConvertible>(_ page: Page<Resource>) -> CatalogPage {
        CatalogPage(items: page.results.map(CatalogItem.init), total: page.count, hasNext: page.next != nil)
    }
}

/// The default API, started once, on first use.
private actor InProcessAPI {
    private let session: ApiSession
    private let faults: FaultPlan
    private var running: RunningSwapi?

    init(session: ApiSession?, faults: FaultPlan) {
        self.session = session ?? SwapiCatalogSource.defaultSession()
        self.faults = faults
    }

    func service() async throws(ApiError) -> SwapiService {
        if let running { return running.service(session: session) }
        do {
            let started = try await SwapiFixture.startDefaultAPI(faults: faults)
            running = started
            return started.service(session: session)
        } catch {
            throw .transport(reason: "the built-in Star Wars API could not start: \(error)")
        }
    }
}
