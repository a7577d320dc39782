import Foundation
import NanoDI
import Testing

@testable import NanoPersistence

@Suite("FileKeyValueStore atomic writes")
struct FileKeyValueStoreAtomicityTests {
    @Test func writesReplaceTheFileInsteadOfTruncatingIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = try FileKeyValueStore(fileURL: url)
        try store.set(String(repeating: "a", count: 10_000), forKey: "payload")
        let oldBytes = try Data(contentsOf: url)

        // A reader that opened the old file keeps seeing the complete old bytes: the new
        // content arrives by rename, never by rewriting the old file in place.
        let reader = try FileHandle(forReadingFrom: url)
        defer { try? reader.close() }
        try store.set("short", forKey: "payload")
        let seenByReader = try reader.readToEnd() ?? Data()
        #expect(seenByReader == oldBytes)

        let reloaded = try FileKeyValueStore(fileURL: url)
        #expect(try reloaded.value(String.self, forKey: "payload") == "short")
    }

    @Test func manyWritesLeaveOnlyTheStoreFileAndItAlwaysParses() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = try FileKeyValueStore(fileURL: url)
        for index in 0..<50 {
            try store.set(index, forKey: "key\(index % 7)")
            let data = try Data(contentsOf: url)
            #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
        }
        #expect(try directory.contents() == ["state.json"])
    }

    @Test func concurrentWritersLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = try FileKeyValueStore(fileURL: url)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask { try store.set(index, forKey: "k\(index)") }
            }
            try await group.waitForAll()
        }
        let reloaded = try FileKeyValueStore(fileURL: url)
        #expect(reloaded.keys.count == 20)
        #expect(try reloaded.value(Int.self, forKey: "k13") == 13)
        #expect(try directory.contents() == ["state.json"])
    }
}
