import NanoFixtureServer
import Testing

/// The fixture API's answers without a socket: the root listing, methods, slashes, queries.
@Suite struct FixtureAPITests {
    private let origin = "http://127.0.0.1:9"

    private func answer(_ path: String, _ query: String = "", method: String = "GET") -> FixtureAPI.Answer {
        Fixtures.api.answer(method: method, path: path, query: query, origin: origin)
    }

    @Test func theRootListsEveryCollectionsURL() {
        #expect(
            answer("/api/")
                == .init(
                    status: 200,
                    body: .object([
                        "robots": .string("\(origin)/api/robots/"), "makers": .string("\(origin)/api/makers/"),
                    ])))
    }

    @Test func theTrailingSlashIsOptionalAndOtherMethodsAre405() {
        #expect(answer("/api/robots/2").status == 200)
        #expect(answer("/api/robots").status == 200)
        #expect(answer("/api/robots/2/", method: "POST").status == 405)
        #expect(answer("/elsewhere/").status == 404)
        #expect(answer("/api/robots/two/").status == 404)
        #expect(answer("/api/robots/2/extra/").status == 404)
    }

    @Test func queryValuesArePercentDecodedAndPlusIsASpace() {
        guard case let .object(byPercent) = answer("/api/robots/", "search=unit%2023").body,
            case let .object(byPlus) = answer("/api/robots/", "search=UNIT+23").body
        else {
            Issue.record("a page is an object")
            return
        }
        #expect(byPercent["count"] == .int(1))
        #expect(byPlus["count"] == .int(1))
    }

    @Test func aPageThatIsNotANumberIsInvalid() {
        #expect(
            answer("/api/robots/", "page=x") == .init(status: 404, body: .object(["detail": .string("Invalid page.")])))
        #expect(answer("/api/robots/", "page=0").status == 404)
        #expect(answer("/api/robots/", "page=3").status == 200)
    }

    @Test func recordsWithoutAnIdAreRejected() {
        #expect(throws: FixtureServerError.self) { try FixtureAPI.records(#"[{"name": "no id"}]"#) }
        #expect(throws: FixtureServerError.self) { try FixtureAPI.records("not json") }
        #expect(
            (try? FixtureAPI.records(#"[{"id": 4, "name": "x"}]"#)) == [
                FixtureRecord(id: 4, fields: ["name": .string("x")])
            ])
    }
}
