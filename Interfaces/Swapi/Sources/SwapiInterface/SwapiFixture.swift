import NanoApiSession
import NanoFixtureServer
import NanoHTTPClient

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The project's own Star Wars API: the dataset (``SwapiDataset``) served on 127.0.0.1 by
/// NanoFixtureServer exactly as SWAPI serves it — `/api/people/?page=N` in pages of 10,
/// `?search=` on names and titles, `/api/people/1/` by id, links as URLs to the same server —
/// so an app runs on a machine with no network.
public enum SwapiFixture {
    /// The dataset as a fixture API under `/api/`, the links between collections declared.
    public static func api() throws(FixtureServerError) -> FixtureAPI {
        FixtureAPI(
            root: "/api/", pageSize: 10,
            collections: [
                FixtureCollection(
                    name: "people", searchField: "name", records: try FixtureAPI.records(SwapiDataset.people),
                    links: ["homeworld": "planets", "films": "films", "starships": "starships"]),
                FixtureCollection(
                    name: "planets", searchField: "name", records: try FixtureAPI.records(SwapiDataset.planets),
                    links: ["residents": "people", "films": "films"]),
                FixtureCollection(
                    name: "films", searchField: "title", records: try FixtureAPI.records(SwapiDataset.films),
                    links: ["characters": "people", "planets": "planets", "starships": "starships"]),
                FixtureCollection(
                    name: "starships", searchField: "name", records: try FixtureAPI.records(SwapiDataset.starships),
                    links: ["pilots": "people", "films": "films"]),
            ])
    }

    /// Starts the default API: the dataset on `127.0.0.1:port` (0: any free port), playing
    /// `faults`. Stop it with ``RunningSwapi/stop()``.
    public static func startDefaultAPI(faults: FaultPlan = .none, port: Int = 0) async throws(FixtureServerError)
        -> RunningSwapi
    {
        let server = try await FixtureServer.start(try api(), faults: faults, port: port)
        guard let baseURL = URL(string: server.url()) else {
            await server.stop()
            throw .cannotListen(host: server.host, port: server.port, reason: "its address is not a URL")
        }
        return RunningSwapi(server: server, baseURL: baseURL)
    }
}

/// A started default API: the server and the address to give a ``SwapiService``.
public struct RunningSwapi: Sendable {
    /// The server (its ``FixtureServer/requests`` record what it served).
    public let server: FixtureServer
    /// `http://127.0.0.1:PORT/api/`.
    public let baseURL: URL

    /// A service on this server through `session`, by default a session on the live NIO transport.
    public func service(session: ApiSession = ApiSession(transport: NIOHTTPTransport())) -> SwapiService {
        SwapiService(baseURL: baseURL, session: session)
    }

    /// Stops the server.
    public func stop() async {
        await server.stop()
    }
}

/// The project's SWAPI-shaped dataset of public facts about the Star Wars films: one JSON array
/// per collection, compiled in (a string literal costs the compiler nothing; a resource bundle
/// would need Foundation's `Bundle`, which modules `nvc` links do not use).
enum SwapiDataset {}
