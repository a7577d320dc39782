import Foundation
import NanoApiSession
import NanoFixtureServer
import NanoHTTPClient
import Testing

/// The fixture server and the NIO client together over real loopback HTTP: pages, search, by
/// id, cross-links, 404.
@Suite struct LoopbackTests {
    private typealias RobotPage = Fixtures.Page<Fixtures.Robot>

    @Test func pagesOfTenWithAbsoluteNextAndPreviousLinks() async throws {
        try await Fixtures.withServer { server in
            let session = Fixtures.session()
            let origin = "http://127.0.0.1:\(server.port)/api"
            let first = try await session.send(ApiRequest<RobotPage>(url: Fixtures.url(server, "robots/")))
            #expect(first.count == 23)
            #expect(first.results.count == 10)
            #expect(first.previous == nil)
            #expect(first.next?.absoluteString == "\(origin)/robots/?page=2")
            #expect(first.results[1].url.absoluteString == "\(origin)/robots/2/")

            let second = try await session.send(ApiRequest<RobotPage>(url: try #require(first.next)))
            #expect(second.results.first?.name == "Unit 11")
            #expect(second.previous?.absoluteString == "\(origin)/robots/?page=1")

            let last = try await session.send(ApiRequest<RobotPage>(url: try #require(second.next)))
            #expect(last.results.map(\.name) == ["Unit 21", "Unit 22", "Unit 23"])
            #expect(last.next == nil)
            #expect(last.previous?.absoluteString == "\(origin)/robots/?page=2")
        }
    }

    @Test func searchMatchesTheNameCaseInsensitivelyAndKeepsItInTheLinks() async throws {
        try await Fixtures.withServer { server in
            let session = Fixtures.session()
            let robots = try Fixtures.url(server, "robots/")
            let r2 = try await session.send(ApiRequest<RobotPage>(url: robots, query: [("search", "r2-d")]))
            #expect(r2.count == 1)
            #expect(r2.results.map(\.name) == ["R2-D2"])
            let units = try await session.send(ApiRequest<RobotPage>(url: robots, query: [("search", "unit 1")]))
            #expect(units.count == 11)  // Unit 1, Unit 10 ... Unit 19
            #expect(units.next?.absoluteString == "http://127.0.0.1:\(server.port)/api/robots/?search=unit%201&page=2")
            let none = try await session.send(ApiRequest<RobotPage>(url: robots, query: [("search", "wookiee")]))
            #expect(none.count == 0)
            #expect(none.results.isEmpty)
            #expect(none.next == nil)
        }
    }

    @Test func aResourceByIdAndItsLinkToAnotherCollection() async throws {
        try await Fixtures.withServer { server in
            let session = Fixtures.session()
            let robot = try await session.send(ApiRequest<Fixtures.Robot>(url: Fixtures.url(server, "robots/2/")))
            #expect(robot.name == "R2-D2")
            #expect(robot.maker.absoluteString == "http://127.0.0.1:\(server.port)/api/makers/1/")
            let maker = try await session.send(ApiRequest<Fixtures.Maker>(url: robot.maker))
            #expect(maker.name == "Industrial Automaton")
        }
    }

    @Test func aMissingResourceOrPageIsA404ThatIsNotRetried() async throws {
        try await Fixtures.withServer { server in
            let session = Fixtures.session(retries: 3)
            await #expect(throws: ApiError.status(code: 404, body: #"{"detail":"Not found"}"#)) {
                try await session.send(ApiRequest<Fixtures.Robot>(url: Fixtures.url(server, "robots/99/")))
            }
            await #expect(throws: ApiError.status(code: 404, body: #"{"detail":"Invalid page."}"#)) {
                try await session.send(
                    ApiRequest<RobotPage>(url: Fixtures.url(server, "robots/"), query: [("page", "4")]))
            }
            await #expect(throws: ApiError.status(code: 404, body: #"{"detail":"Not found"}"#)) {
                try await session.send(ApiRequest<Fixtures.Robot>(url: Fixtures.url(server, "droids/")))
            }
            #expect(server.requests.map(\.outcome) == Array(repeating: .answered(status: 404), count: 3))
        }
    }

    @Test func aRefusedConnectionIsATransportError() async throws {
        let url = try await Fixtures.withServer { server in try Fixtures.url(server, "robots/") }
        await #expect(throws: ApiError.transport(reason: "connection refused")) {
            try await Fixtures.session().send(ApiRequest<Fixtures.Robot>(url: url))
        }
    }

    @Test func onlyPlainHTTPURLsAreSent() async throws {
        let url = try #require(URL(string: "https://swapi.dev/api/people/"))
        await #expect(throws: ApiError.transport(reason: "'https' URLs are not supported (only http)")) {
            try await Fixtures.session().send(ApiRequest<Fixtures.Robot>(url: url))
        }
    }
}
