import Foundation
import NanoDI
import Testing

@testable import NanoPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
