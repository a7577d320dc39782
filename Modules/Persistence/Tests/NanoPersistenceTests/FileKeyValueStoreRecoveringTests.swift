import Foundation
import NanoDI
import Testing

@testable import NanoPersistence

@Suite("FileKeyValueStore.openRecovering")
struct FileKeyValueStoreRecoveringTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z

    @Test func healthyFileOpensWithoutWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try FileKeyValueStore(fileURL: url).set("kept", forKey: "value")
        let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: url, now: now)
        #expect(warning == nil)
        #expect(try store.value(String.self, forKey: "value") == "kept")
    }

    @Test func missingFileOpensEmptyWithoutWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (store, warning) = try FileKeyValueStore.openRecovering(
            fileURL: directory.file("state.json"), now: now)
        #expect(warning == nil)
        #expect(store.keys.isEmpty)
    }

    @Test func corruptFileIsMovedAsideKeepingItsBytes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let badBytes = Data("{\"session\": tru".utf8)
        try badBytes.write(to: url)

        let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: url, now: now)

        let asidePath = url.path + ".corrupt-20231114T221320Z"
        #expect(try Data(contentsOf: URL(fileURLWithPath: asidePath)) == badBytes)
        #expect(store.keys.isEmpty)
        let message = try #require(warning)
        #expect(message.contains(url.path))
        #expect(message.contains(asidePath))
        #expect(!message.contains("\n"))

        try store.set(1, forKey: "fresh")
        #expect(try directory.contents() == ["state.json", "state.json.corrupt-20231114T221320Z"])
    }

    @Test func secondRecoveryAtTheSameInstantNeverOverwritesTheFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try Data("first".utf8).write(to: url)
        _ = try FileKeyValueStore.openRecovering(fileURL: url, now: now)
        try Data("second".utf8).write(to: url)
        let (_, warning) = try FileKeyValueStore.openRecovering(fileURL: url, now: now)

        let first = URL(fileURLWithPath: url.path + ".corrupt-20231114T221320Z")
        let second = URL(fileURLWithPath: url.path + ".corrupt-20231114T221320Z-1")
        #expect(try Data(contentsOf: first) == Data("first".utf8))
        #expect(try Data(contentsOf: second) == Data("second".utf8))
        #expect(warning?.contains(second.path) == true)
    }

    @Test func unreadablePathIsMovedAsideToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        // A directory where the file should be cannot be read as a file.
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        #expect(throws: KeyValueStoreError.self) { _ = try FileKeyValueStore(fileURL: url) }

        let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: url, now: now)
        #expect(warning != nil)
        try store.set(true, forKey: "ok")
        var isDirectory: ObjCBool = false
        let asidePath = url.path + ".corrupt-20231114T221320Z"
        #expect(FileManager.default.fileExists(atPath: asidePath, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }
}
