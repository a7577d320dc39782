import Foundation
import NanoRuntime
import Testing

/// The JSON an app's state prints as (`nvc --json`, the web host): every key always present,
/// `null` when there is nothing, the visible screen on top, the pending link and the error with
/// its exit code.
@MainActor
@Suite struct SnapshotTests {
    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aGuardedLinkShowsItsFlowOnTopAndIsPending() async throws {
        let runtime = try sampleRuntime()
        try await runtime.open("demo://home/detail")
        let json = try object(AppSnapshot(app: runtime.app, error: nil).json(pretty: false))
        #expect(json["pending"] as? String == "demo://home/detail")
        let stacks = [json["stack"] as? [[String: Any]] ?? []] + (json["presented"] as? [[[String: Any]]] ?? [])
        let top = try #require(stacks.last?.last)
        #expect(top["scene"] as? String == "SampleLoginScene")
        #expect(top["route"] as? String == "login")
        for entry in stacks.joined() {
            #expect(Set(entry.keys) == ["route", "link", "scene", "title"], "an entry's keys are always there")
        }
        #expect(json["screen"] is [String: Any])
        #expect(json["error"] == nil, "no error, no key")
    }

    @Test func theStackListsEachScreenWithItsRouteAndLink() async throws {
        let runtime = try await signedInRuntime()
        try await runtime.open("demo://home/detail")
        let json = try object(AppSnapshot(app: runtime.app, error: nil).json(pretty: true))
        let stack = try #require(json["stack"] as? [[String: Any]])
        #expect(stack.map { $0["scene"] as? String } == ["SampleHomeScene", "SampleDetailScene"])
        #expect(stack.map { $0["route"] as? String } == ["home", "home/detail"])
        #expect(stack.last?["link"] as? String == "demo://home/detail")
        #expect(json["pending"] is NSNull)
        #expect((json["presented"] as? [Any])?.isEmpty == true)
    }

    @Test func anErrorWithoutAnAppKeepsTheSchemaAndCarriesItsExitCode() throws {
        let error = AppError(.noRoute, "no route for 'x'").at("walk.nano", line: 3)
        let text = AppSnapshot(app: nil, error: error).json(pretty: true)
        let json = try object(text)
        #expect(json["screen"] is NSNull)
        #expect(json["pending"] is NSNull)
        #expect(json["tabs"] is NSNull)
        let info = try #require(json["error"] as? [String: Any])
        #expect(info["code"] as? Int == 66)
        #expect(info["kind"] as? String == "noRoute")
        #expect(info["line"] as? Int == 3)
        #expect(info["message"] as? String == "walk.nano:3: no route for 'x'")
        #expect(text.contains("\"stack\" : []"), "pretty output writes an empty list as []")
    }

    @Test func onlyEmptyListsSpreadOverLinesAreCollapsed() {
        func collapsed(_ text: String) -> String {
            String(decoding: AppSnapshot.collapsingEmptyArrays(Array(text.utf8)), as: UTF8.self)
        }
        #expect(collapsed("{\"a\" : [\n\n  ],\n\"b\" : [\n  1\n]}") == "{\"a\" : [],\n\"b\" : [\n  1\n]}")
        #expect(collapsed("[ ]") == "[ ]")
        #expect(collapsed("[") == "[")
    }
}
