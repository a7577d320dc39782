import Foundation
import NanoDI
import Testing

@testable import NanoPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DirectoryLock")
struct DirectoryLockTests {
    @Test func twoInstancesExcludeEachOtherAndTheSecondGivesUpAfterItsTimeout() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let holder = DirectoryLock(directory: directory.url)
        let waiter = DirectoryLock(directory: directory.url, timeout: .milliseconds(150))
        let started = Date()
        try holder.withLock { () throws(KeyValueStoreError) in
            do throws(KeyValueStoreError) {
                try waiter.withLock {}
                Issue.record("the second instance got the lock while the first held it")
            } catch {
                #expect(error == .lockTimedOut(path: directory.url.path, seconds: 0.15))
                #expect(error.description.contains("has held the lock on \(directory.url.path) for more than 0.15 s"))
            }
        }
        #expect(Date().timeIntervalSince(started) >= 0.14, "it waited for its timeout")
        try waiter.withLock {}
        #expect(try directory.contents() == [".lock"])
    }

    @Test func writersOnManyThreadsEachWithItsOwnLockLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    // Its own lock and store: like another process.
                    let store = try FileKeyValueStore(fileURL: url, lock: DirectoryLock(directory: directory.url))
                    for round in 0..<5 { try store.set(round, forKey: "k\(index)") }
                }
            }
            try await group.waitForAll()
        }
        let reloaded = try FileKeyValueStore(fileURL: url)
        #expect(reloaded.keys.count == 16)
        #expect(try (0..<16).allSatisfy { try reloaded.value(Int.self, forKey: "k\($0)") == 4 })
        #expect(try directory.contents() == [".lock", "state.json"])
    }

    @Test func aLockFileThatCannotBeCreatedIsReportedNotACrash() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let blocker = directory.file("blocker")
        try Data().write(to: blocker)
        let lock = DirectoryLock(directory: blocker)
        #expect(!lock.isAvailable)
        #expect {
            try lock.withLock {}
        } throws: { error in
            guard case .writeFailed(_, let reason)? = error as? KeyValueStoreError else { return false }
            return reason.contains("cannot create the lock file: a part of the path is not a directory")
        }
    }
}
