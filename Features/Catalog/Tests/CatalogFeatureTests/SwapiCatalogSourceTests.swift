import NanoApiSession
import NanoTesting
import SwapiInterface
import Testing

@testable import CatalogFeature

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The source over the Star Wars API: what it asks, how answers become items, and its failures,
/// over NanoTesting's StubTransport; then the project's own API in process, on loopback.
struct SwapiCatalogSourceTests {
    static let luke = #"""
        {"name": "Luke Skywalker", "height": "172", "mass": "77", "hair_color": "blond", "skin_color": "fair",
         "eye_color": "blue", "birth_year": "19BBY", "gender": "male", "homeworld": "http://swapi.test/api/planets/1/",
         "films": ["http://swapi.test/api/films/1/"], "starships": [], "url": "http://swapi.test/api/people/1/"}
        """#

    func source(_ replies: [StubTransport.Reply]) throws -> (SwapiCatalogSource, StubTransport) {
        let base = try #require(URL(string: "http://swapi.test/api/"))
        let transport = StubTransport(replies)
        let session = ApiSession(
            transport: transport, configuration: .init(retries: 0), sleeper: RecordingSleeper())
        return (SwapiCatalogSource(service: SwapiService(baseURL: base, session: session)), transport)
    }

    @Test func aPageAsksForItsNumberAndSearchAndMapsEveryItem() async throws {
        let (source, transport) = try source([
            .json(
                #"{"count": 11, "next": "http://swapi.test/api/people/?page=2", "previous": null, "results": [\#(Self.luke)]}"#
            )
        ])
        let page = try await source.page(.people, number: 1, search: "sky")
        #expect(page.total == 11)
        #expect(page.hasNext)
        #expect(page.items.map(\.title) == ["Luke Skywalker"])
        #expect(page.items.first?.id == 1)
        #expect(page.items.first?.subtitle == "19BBY")
        #expect(
            page.items.first?.overview == [
                CatalogFact(.birthYear, "19BBY"), CatalogFact(.gender, "male"), CatalogFact(.height, "172"),
            ])
        let url = await transport.requests.first?.url.absoluteString
        #expect(url == "http://swapi.test/api/people/?search=sky&page=1")
    }

    @Test func anItemIsAskedForByIdAndCarriesEveryDetail() async throws {
        let (source, transport) = try source([.json(Self.luke)])
        let item = try await source.item(.people, id: 1)
        #expect(item.category == .people)
        #expect(
            item.details.map(\.field) == [
                .height, .mass, .hairColor, .skinColor, .eyeColor, .birthYear, .gender, .films, .starships,
            ])
        #expect(item.details.last?.value == "0")
        #expect(await transport.requests.first?.url.absoluteString == "http://swapi.test/api/people/1/")
    }

    @Test func failuresAreTheSessionsTypedErrors() async throws {
        let (source, _) = try source([.status(404), .json(#"{"count": "many"}"#)])
        await #expect(throws: ApiError.status(code: 404, body: #"{"detail": "status 404"}"#)) {
            try await source.item(.planets, id: 99)
        }
        do {
            _ = try await source.page(.films, number: 1, search: nil)
            Issue.record("a body that does not decode must fail")
        } catch {
            if case .decoding = error {} else { Issue.record("expected a decoding error, got \(error)") }
        }
    }

    @Test func theBuiltInAPIServesTheDatasetInProcess() async throws {
        let source = SwapiCatalogSource.inProcess()
        let first = try await source.page(.people, number: 1, search: nil)
        #expect(first.items.count == 10)
        #expect(first.total >= 80)
        #expect(first.hasNext)
        let luke = try await source.item(.people, id: 1)
        #expect(luke.title == "Luke Skywalker")
        let searched = try await source.page(.starships, number: 1, search: "Death")
        #expect(searched.items.map(\.title).contains("Death Star"))
    }
}
