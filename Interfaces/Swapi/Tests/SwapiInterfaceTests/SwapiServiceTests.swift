import Foundation
import NanoApiSession
import NanoFixtureServer
import NanoHTTPClient
import SwapiInterface
import Testing

/// The default API (the project's dataset on 127.0.0.1) through SwapiService on the live
/// transport: pages, search, by id, cross-links, 404 — what the Catalog feature will show.
@Suite struct SwapiServiceTests {
    private func withSwapi(
        faults: FaultPlan = .none, retries: Int = 2, _ body: (SwapiService, RunningSwapi) async throws -> Void
    ) async throws {
        let running = try await SwapiFixture.startDefaultAPI(faults: faults)
        let session = ApiSession(transport: NIOHTTPTransport(), configuration: .init(retries: retries))
        do {
            try await body(running.service(session: session), running)
            await running.stop()
        } catch {
            await running.stop()
            throw error
        }
    }

    @Test func eightyTwoPeopleInPagesOfTen() async throws {
        try await withSwapi { swapi, running in
            let first = try await swapi.page(Person.self)
            #expect(first.count == 82)
            #expect(first.results.count == 10)
            #expect(first.results.first?.name == "Luke Skywalker")
            #expect(first.previous == nil)
            #expect(
                first.next
                    == running.baseURL.appending(path: "people/").appending(queryItems: [
                        .init(name: "page", value: "2")
                    ]))
            let last = try await swapi.page(Person.self, number: 9)
            #expect(last.results.count == 2)
            #expect(last.next == nil)
            let followed = try await swapi.follow(try #require(first.next), as: Page<Person>.self)
            #expect(followed.results.first?.id == 11)
        }
    }

    @Test func everyCategoryServesItsCollection() async throws {
        try await withSwapi { swapi, _ in
            let planets = try await swapi.page(Planet.self)
            let films = try await swapi.page(Film.self)
            let starships = try await swapi.page(Starship.self)
            #expect(planets.count == 60)
            #expect(films.count == 6)
            #expect(starships.count == 36)
            #expect(films.results.map(\.episodeId).sorted() == [1, 2, 3, 4, 5, 6])
        }
    }

    @Test func searchFindsNamesAndTitles() async throws {
        try await withSwapi { swapi, _ in
            let skywalkers = try await swapi.page(Person.self, search: "skywalker")
            #expect(skywalkers.results.map(\.name) == ["Luke Skywalker", "Anakin Skywalker", "Shmi Skywalker"])
            let hope = try await swapi.page(Film.self, search: "hope")
            #expect(hope.results.map(\.title) == ["A New Hope"])
            let nobody = try await swapi.page(Person.self, search: "nobody at all")
            #expect(nobody.count == 0)
        }
    }

    @Test func aResourceByIdAndItsCrossLinks() async throws {
        try await withSwapi { swapi, _ in
            let luke = try await swapi.resource(Person.self, id: 1)
            #expect(luke.birthYear == "19BBY")
            #expect(luke.id == 1)
            let home = try await swapi.follow(luke.homeworld, as: Planet.self)
            #expect(home.name == "Tatooine")
            #expect(home.residents.contains(luke.url))
            let film = try await swapi.follow(try #require(luke.films.first), as: Film.self)
            #expect(film.characters.contains(luke.url))
            let falcon = try await swapi.resource(Starship.self, id: 10)
            #expect(falcon.name == "Millennium Falcon")
            let pilot = try await swapi.follow(try #require(falcon.pilots.first), as: Person.self)
            #expect(pilot.name == "Chewbacca")
        }
    }

    @Test func aMissingPersonIsA404() async throws {
        try await withSwapi { swapi, _ in
            await #expect(throws: ApiError.status(code: 404, body: #"{"detail":"Not found"}"#)) {
                try await swapi.resource(Person.self, id: 17)
            }
        }
    }

    @Test func theDatasetHasEveryCollectionAndNoDanglingLink() throws {
        let api = try SwapiFixture.api()
        #expect(
            api.collections.mapValues(\.records.count) == ["people": 82, "planets": 60, "films": 6, "starships": 36])
        for collection in api.collections.values {
            for (field, target) in collection.links {
                let ids = Set(try #require(api.collections[target]).records.map(\.id))
                for record in collection.records {
                    let linked: [Int] =
                        switch record.fields[field] {
                        case let .int(id): [id]
                        case let .array(values): values.compactMap(\.intValue)
                        default: []
                        }
                    #expect(linked.allSatisfy(ids.contains), "\(collection.name) \(record.id).\(field)")
                }
            }
        }
    }

    @Test func aFaultPlanReachesTheDefaultAPI() async throws {
        let plan = FaultPlan([FaultRule(path: "/api/people/*", fault: .status(503))])
        try await withSwapi(faults: plan, retries: 0) { swapi, _ in
            await #expect(throws: ApiError.status(code: 503, body: #"{"detail":"fault plan: status 503"}"#)) {
                try await swapi.page(Person.self)
            }
            let planets = try await swapi.page(Planet.self)
            #expect(planets.count == 60, "a rule for people leaves planets alone")
        }
    }
}
