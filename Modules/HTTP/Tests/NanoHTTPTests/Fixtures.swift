import Foundation
import NanoApiSession
import NanoFixtureServer
import NanoHTTPClient
import NanoTesting
import Testing

/// A small API for the loopback tests: 23 "robots" (so pages of 10 end on a page of 3) linked
/// to 2 "makers".
enum Fixtures {
    static let api = FixtureAPI(
        collections: [
            FixtureCollection(
                name: "robots", searchField: "name",
                records: (1...23).map { id in
                    FixtureRecord(
                        id: id,
                        fields: [
                            "name": .string(id == 2 ? "R2-D2" : "Unit \(id)"), "maker": .int(id % 2 + 1),
                            "films": .array([.int(1), .int(2)]),
                        ])
                },
                links: ["maker": "makers"]),
            FixtureCollection(
                name: "makers", searchField: "name",
                records: [
                    FixtureRecord(id: 1, fields: ["name": .string("Industrial Automaton")]),
                    FixtureRecord(id: 2, fields: ["name": .string("Cybot Galactica")]),
                ]),
        ])

    struct Robot: Decodable, Sendable, Equatable {
        var name: String
        var maker: URL
        var url: URL
    }

    struct Maker: Decodable, Sendable, Equatable {
        var name: String
    }

    struct Page<Item: Decodable & Sendable>: Decodable, Sendable {
        var count: Int
        var next: URL?
        var previous: URL?
        var results: [Item]
    }

    /// A session on the live NIO transport with a recording sleeper (no real backoff waits).
    static func session(
        retries: Int = 0, timeout: Duration = .seconds(10), sleeper: RecordingSleeper = RecordingSleeper()
    ) -> ApiSession {
        ApiSession(
            transport: NIOHTTPTransport(),
            configuration: .init(retries: retries, backoff: Backoff(initial: .milliseconds(200)), timeout: timeout),
            sleeper: sleeper)
    }

    /// `path` on `server` as a URL.
    static func url(_ server: FixtureServer, _ path: String) throws -> URL {
        try #require(URL(string: server.url(path)))
    }
}

extension Fixtures {
    /// Runs `body` with a fixture server of ``api`` playing `faults`, stopped afterwards.
    static func withServer<T>(faults: FaultPlan = .none, _ body: (FixtureServer) async throws -> T) async throws -> T {
        let server = try await FixtureServer.start(api, faults: faults)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}
