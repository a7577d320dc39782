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

@Suite("Leftovers, links and special files")
struct StoreFileEdgeCaseTests {
    @Test func openingUnderTheLockRemovesOnlyThisFilesLeftoverTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try Data("{}".utf8).write(to: directory.file(".nano-tmp-state.json-DEAD"))
        try Data("{}".utf8).write(to: directory.file(".nano-tmp-other.json-LIVE"))
        _ = try FileKeyValueStore.openRecovering(fileURL: url)
        #expect(try directory.contents().contains(".nano-tmp-state.json-DEAD"), "without the lock, nothing is removed")
        _ = try FileKeyValueStore.openRecovering(fileURL: url, lock: DirectoryLock(directory: directory.url))
        #expect(try directory.contents() == [".lock", ".nano-tmp-other.json-LIVE"])
    }

    @Test func aSymbolicLinkIsKeptAndItsTargetReplacedAtomically() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let dotfiles = directory.file("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("nvc-state.json")
        try Data(#"{"kept": 1}"#.utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        let link = directory.file("state.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/nvc-state.json")

        let store = try FileKeyValueStore(fileURL: link)
        try store.set(2, forKey: "added")

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/nvc-state.json")
        let onDisk = try FileKeyValueStore(fileURL: target)
        #expect(onDisk.keys == ["added", "kept"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["nvc-state.json"])
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o640, "the replaced file keeps its permissions")
    }

    @Test func aCorruptLinkTargetIsMovedAsideNextToItAndTheLinkKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("real.json")
        try Data("nope".utf8).write(to: target)
        let link = directory.file("state.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: link)
        #expect(warning?.contains("(a link to \(target.path))") == true)
        try store.set(true, forKey: "fresh")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try FileKeyValueStore(fileURL: target).keys == ["fresh"])
        #expect(try directory.contents().contains { $0.hasPrefix("real.json.corrupt-") })
    }

    @Test func aLinkToADirectoryIsAnErrorAndNothingIsMoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = directory.file("state.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.path)
        #expect {
            _ = try FileKeyValueStore.openRecovering(fileURL: link)
        } throws: { error in
            guard case .readFailed(_, let reason)? = error as? KeyValueStoreError else { return false }
            return reason.contains("symbolic link to \(folder.path), which is not a regular file")
        }
        #expect(try directory.contents() == ["folder", "state.json"])
    }

    @Test func aLoopOfLinksIsATypedError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let link = directory.file("state.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "other.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("other.json").path, withDestinationPath: "state.json")
        #expect(throws: KeyValueStoreError.self) { try FileKeyValueStore(fileURL: link).set(1, forKey: "one") }
    }

    @Test func aNamedPipeIsMovedAsideWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        #expect(mkfifo(url.path, 0o600) == 0)
        let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: url)
        #expect(warning?.contains("it is a named pipe, not a regular file") == true)
        #expect(store.keys.isEmpty)
    }

    @Test func aFileAnotherRunAlreadyMovedAsideIsSkipped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(try FileKeyValueStore.moveAside(directory.file("state.json"), now: Date()) == nil)
    }
}

@Suite("SystemErrorText")
struct SystemErrorTextTests {
    @Test func foundationFileErrorsBecomeAPhraseWithoutTheirDomain() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
        let cocoa = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: underlying])
        #expect(SystemErrorText.describe(cocoa) == "permission denied")
        #expect(SystemErrorText.describe(CocoaError(.fileWriteOutOfSpace)) == "the disk is full")
        #expect(SystemErrorText.describe(POSIXError(.EROFS)) == "the file system is read-only")
        let unknown = SystemErrorText.describe(NSError(domain: NSCocoaErrorDomain, code: 512))
        #expect(!unknown.contains("could not be completed"))
        #expect(!unknown.contains("NSCocoaErrorDomain"), "never Foundation's domain: \(unknown)")
        #expect(SystemErrorText.describe(errno: EPERM).hasPrefix("the operation is not permitted"))
    }
}
