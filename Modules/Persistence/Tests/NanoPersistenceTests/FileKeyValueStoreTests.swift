import Foundation
import NanoDI
import Testing

@testable import NanoPersistence

@Suite("FileKeyValueStore")
struct FileKeyValueStoreTests {
    @Test func roundTripsAndPersistsAcrossInstances() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let profile = Profile(name: "Ada", age: 36, tags: ["math", "engines"])

        let first = try FileKeyValueStore(fileURL: url)
        #expect(first.keys.isEmpty)
        try first.set(profile, forKey: "profile")
        try first.set(Int64.min, forKey: "small")
        try first.set(0.1, forKey: "ratio")
        try first.set("gone", forKey: "temporary")
        try first.removeValue(forKey: "temporary")
        #expect(try first.value(Profile.self, forKey: "profile") == profile)

        let second = try FileKeyValueStore(fileURL: url)
        #expect(second.keys == ["profile", "ratio", "small"])
        #expect(try second.value(Profile.self, forKey: "profile") == profile)
        #expect(try second.value(Int64.self, forKey: "small") == Int64.min)
        #expect(try second.value(Double.self, forKey: "ratio") == 0.1)
        #expect(try second.value(String.self, forKey: "temporary") == nil)
    }

    @Test func fileIsOneHumanReadableSortedJSONObject() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = try FileKeyValueStore(fileURL: url)
        try store.set("https://x.example/a", forKey: "zeta")
        try store.set([1, 2], forKey: "alpha")
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = """
            {
              "alpha" : [
                1,
                2
              ],
              "zeta" : "https://x.example/a"
            }

            """
        #expect(text == expected)
    }

    @Test func createsTheParentDirectoryOnFirstWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("nested/deeper/state.json")
        let store = try FileKeyValueStore(fileURL: url)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        try store.set(1, forKey: "one")
        #expect(try FileKeyValueStore(fileURL: url).value(Int.self, forKey: "one") == 1)
    }

    @Test(arguments: [
        ("{\"a\": 1", "not valid JSON"),
        ("", "empty"),
        ("[1, 2]", "an array"),
        ("\"text\"", "a string"),
        ("null", "null"),
        ("42", "a number or boolean"),
        ("{\"a\": 1} trailing", "not valid JSON"),
    ])
    func corruptFileIsATypedErrorWithAClearReason(content: String, reasonFragment: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try Data(content.utf8).write(to: url)
        do {
            _ = try FileKeyValueStore(fileURL: url)
            Issue.record("expected corruptFile")
        } catch {
            guard case let .corruptFile(path, reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == url.path)
            #expect(reason.contains(reasonFragment))
            #expect(error.description.contains(url.path))
            #expect(error.description.contains("corrupt"))
        }
    }

    @Test func unwritableLocationIsATypedErrorNotACrash() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A regular file where the parent directory should be: no write can succeed, even as root.
        let blocker = directory.file("blocker")
        try Data("x".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("state.json")
        let store = try FileKeyValueStore(fileURL: url)
        do {
            try store.set(1, forKey: "one")
            Issue.record("expected writeFailed")
        } catch {
            guard case let .writeFailed(path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == url.path)
        }
        #expect(store.keys.isEmpty, "a failed write leaves the store unchanged")
    }

    @Test func failedEncodingLeavesTheFileUntouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = try FileKeyValueStore(fileURL: url)
        try store.set(2.5, forKey: "ratio")
        let before = try Data(contentsOf: url)
        #expect(throws: KeyValueStoreError.self) {
            try store.set(Double.infinity, forKey: "ratio")
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try store.value(Double.self, forKey: "ratio") == 2.5)
    }
}
