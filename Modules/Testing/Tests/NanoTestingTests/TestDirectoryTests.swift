import Foundation
import NanoTesting
import Testing

/// ``TestDirectory``: each call makes a new, empty folder of its own, inside one folder for the
/// whole test process.
struct TestDirectoryTests {
    @Test func eachCallMakesANewEmptyFolderNamedAfterItsPrefix() throws {
        let first = try TestDirectory.make("probe")
        let second = try TestDirectory.make("probe")
        #expect(first != second)
        #expect(first.lastPathComponent.hasPrefix("probe-"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: first.path).isEmpty)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: second.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func everyFolderOfTheProcessSharesOneParentInTheTemporaryFolder() throws {
        let parent = try TestDirectory.make("a").deletingLastPathComponent()
        #expect(try TestDirectory.make("b").deletingLastPathComponent() == parent)
        #expect(parent.lastPathComponent.hasPrefix("nano-tests-\(getpid())-"))
        #expect(
            parent.deletingLastPathComponent().standardizedFileURL.path
                == FileManager.default.temporaryDirectory.standardizedFileURL.path)
    }
}
