import Foundation
import NanoDI
import Testing

@testable import NanoPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Several stores (standing in for several processes) over one file: per-key merge, fresh
/// reads, deferred commits, the directory lock.
@Suite("FileKeyValueStore shared between processes")
struct FileKeyValueStoreSharingTests {
    @Test func writesMergePerKeySoAnotherStoresKeyIsNeverLost() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let first = try FileKeyValueStore(fileURL: url)
        let second = try FileKeyValueStore(fileURL: url)
        try first.set("ada", forKey: "session")
        try second.set(false, forKey: "notifications")
        let reloaded = try FileKeyValueStore(fileURL: url)
        #expect(reloaded.keys == ["notifications", "session"])
        #expect(try reloaded.value(String.self, forKey: "session") == "ada")
    }

    @Test func aRemovalIsNotUndoneByAnotherStoresLaterWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let longRun = try FileKeyValueStore(fileURL: url, defersWrites: true)
        let logout = try FileKeyValueStore(fileURL: url)
        try logout.set("ada", forKey: "session")
        try longRun.set(true, forKey: "notifications")
        try longRun.commit()
        try logout.removeValue(forKey: "session")
        try longRun.set(false, forKey: "notifications")
        try longRun.commit()
        let reloaded = try FileKeyValueStore(fileURL: url)
        #expect(reloaded.keys == ["notifications"], "the session stays removed")
        #expect(try reloaded.value(Bool.self, forKey: "notifications") == false)
    }

    @Test func readsSeeWhatAnotherStoreWroteWithOwnUnwrittenChangesOnTop() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let reader = try FileKeyValueStore(fileURL: url, defersWrites: true)
        let writer = try FileKeyValueStore(fileURL: url)
        #expect(try reader.value(String.self, forKey: "session") == nil)
        try writer.set("ada", forKey: "session")
        try writer.set(1, forKey: "count")
        #expect(try reader.value(String.self, forKey: "session") == "ada")
        try reader.set(2, forKey: "count")
        #expect(try reader.value(Int.self, forKey: "count") == 2, "its own change shows before it is written")
        try writer.removeValue(forKey: "session")
        #expect(try reader.value(String.self, forKey: "session") == nil)
        #expect(reader.keys == ["count"])
    }

    @Test func deferredChangesAreWrittenInOneReplacementOnCommit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = try FileKeyValueStore(fileURL: url, defersWrites: true)
        for index in 0..<100 { try store.set(index, forKey: "counter") }
        try store.set("x", forKey: "other")
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is written before the commit")
        #expect(store.hasUncommittedChanges)
        try store.commit()
        #expect(!store.hasUncommittedChanges)
        let reloaded = try FileKeyValueStore(fileURL: url)
        #expect(try reloaded.value(Int.self, forKey: "counter") == 99)
        #expect(try directory.contents() == ["state.json"])
    }

    @Test func aCommitThatChangesNothingWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = try FileKeyValueStore(fileURL: url, defersWrites: true)
        try store.set(true, forKey: "flag")
        try store.commit()
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: url.path)
        try store.set(false, forKey: "flag")
        try store.set(true, forKey: "flag")
        try store.removeValue(forKey: "absent")
        try store.commit()
        let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 0))
    }

    @Test func aFailedCommitKeepsTheChangesForTheNextOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A file where the store's directory should be: every write fails, even as root.
        let blocker = directory.file("state")
        try Data("x".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("state.json")
        let store = try FileKeyValueStore(fileURL: url, defersWrites: true)
        try store.set("ada", forKey: "session")
        #expect(throws: KeyValueStoreError.self) { try store.commit() }
        #expect(store.hasUncommittedChanges)
        #expect(try store.value(String.self, forKey: "session") == "ada")
        try FileManager.default.removeItem(at: blocker)
        try store.commit()
        #expect(try FileKeyValueStore(fileURL: url).value(String.self, forKey: "session") == "ada")
    }

    @Test func aCorruptFileFoundWhenCommittingIsMovedAsideAndReported() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: url, defersWrites: true)
        #expect(warning == nil)
        try Data("{ garbage".utf8).write(to: url)
        try store.set(1, forKey: "one")
        try store.commit()
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1 && warnings[0].contains("moved it aside to \(url.path).corrupt-"))
        #expect(store.takeWarnings().isEmpty, "each warning is returned once")
        #expect(try FileKeyValueStore(fileURL: url).keys == ["one"])
        #expect(try directory.contents().filter { $0.hasPrefix("state.json.corrupt-") }.count == 1)
    }

    @Test func theJournalListsEveryChangedKeyInWriteOrder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let journal = directory.file("journal.jsonl")
        let store = try FileKeyValueStore(fileURL: url, journal: journal)
        try store.set("ada", forKey: "session")
        try store.set(false, forKey: "flag")
        try store.set(false, forKey: "flag")
        try store.removeValue(forKey: "session")
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        let records = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(
            records.map { $0["key"] as? String } == ["session", "flag", "session"], "an unchanged value is no write")
        #expect(records[0]["value"] as? String == "ada")
        #expect(records[2]["removed"] as? Bool == true)
        #expect(records.allSatisfy { ($0["pid"] as? Int) == Int(getpid()) && ($0["file"] as? String) == url.path })
    }
}
