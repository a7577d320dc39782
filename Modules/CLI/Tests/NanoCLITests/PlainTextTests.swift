import Foundation
import Testing

@testable import NanoCLI

/// NanoCLI's path and padding helpers answer what the `NSString` methods they replace answered.
@Suite("Plain text helpers")
struct PlainTextTests {
    /// (Not `""`, `"a"` and `"a/"`, on which corelibs Foundation's `deletingLastPathComponent`
    /// traps, nor `"//"`, for which it answers `""` where Apple's Foundation answers `/`: the
    /// test after checks those.)
    static let paths = [
        "/", "/a", "/a/", "/a/b", "/a/b/", "/a//b", "a/b", "a/b/c.so", "./a", "../a/b", "/tmp/",
        "/proc/self/fd/7",
    ]

    @Test(arguments: paths)
    func lastAndParentComponentsAreNSStrings(path: String) {
        #expect(PathText.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path)")
        #expect(PathText.deletingLastComponent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
    }

    @Test func theEmptyPathAndARunOfSlashes() {
        #expect(PathText.lastComponent(of: "") == "")
        #expect(PathText.deletingLastComponent(of: "") == "")
        #expect(PathText.lastComponent(of: "//") == "/")
        #expect(PathText.deletingLastComponent(of: "//") == "/")
        #expect(PathText.appending("b", to: "") == "b")
        #expect(PathText.lastComponent(of: "a") == "a")
        #expect(PathText.deletingLastComponent(of: "a") == "")
        #expect(PathText.lastComponent(of: "a/") == "a")
        #expect(PathText.deletingLastComponent(of: "a/") == "")
    }

    @Test(arguments: ["", "a", "a/"] + paths)
    func joiningIsNSStrings(directory: String) {
        for name in ["b", "libX.so", "nano-plugin-load-XXXXXX"] {
            #expect(
                PathText.appending(name, to: directory) == (directory as NSString).appendingPathComponent(name),
                "\(directory) + \(name)")
        }
    }

    @Test func paddingIsNSStrings() {
        for text in ["", "a", "open LINK", "Ελληνικά", "😀x", "exactly10!", "longer than the width"] {
            for width in [0, 3, 10, 12] {
                #expect(
                    text.padded(toLength: width) == text.padding(toLength: width, withPad: " ", startingAt: 0),
                    "\(text) to \(width)")
            }
        }
    }

    @Test func isDirectoryTellsADirectoryAFileAndNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nano-plain-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("f")
        try Data("x".utf8).write(to: file)
        #expect(PathText.isDirectory(folder.path) == true)
        #expect(PathText.isDirectory(file.path) == false)
        #expect(PathText.isDirectory(folder.path + "/missing") == nil)
    }
}
