import Foundation
import NanoRuntime
import Testing

@testable import NanoCLI

/// The plugin options and the checks that run before the dynamic loader: what can be tested in
/// a process whose framework is linked statically. Loading real libraries is tested from the
/// binaries, in Tests/NanoAppTests/PluginTests.swift.
struct PluginLoaderTests {
    @Test func pluginOptionsAreTakenFromAnywhereBeforeTheTerminator() throws {
        let arguments = [
            "--plugin", "a.so", "open", "home", "--plugin=b.so", "--plugins", "dir", "--json", "--", "--plugin",
        ]
        let (request, remaining) = try PluginRequest.extract(
            from: arguments, environment: ["NVC_PLUGINS": "/x:/y"], variable: "NVC_PLUGINS")
        #expect(request.files == ["a.so", "b.so"])
        #expect(request.directories == ["dir", "/x", "/y"])
        #expect(remaining == ["open", "home", "--json", "--", "--plugin"])
    }

    @Test func aPluginOptionWithoutAValueIsAUsageError() {
        for arguments in [["routes", "--plugin"], ["--plugins="], ["--plugin", ""]] {
            #expect(throws: AppError.self) {
                try PluginRequest.extract(from: arguments, environment: [:], variable: "NVC_PLUGINS")
            }
        }
    }

    @Test func theEnvironmentVariableIsNamedAfterTheApp() {
        #expect(PluginRequest.environmentVariable(forApp: "nvc") == "NVC_PLUGINS")
        #expect(PluginRequest.environmentVariable(forApp: "settings-preview") == "SETTINGS_PREVIEW_PLUGINS")
    }

    @Test func aTruncatedOrForeignFileIsRefusedBeforeTheLoaderSeesIt() throws {
        #expect(throws: LibraryFile.Problem.notALibrary) { try LibraryFile.check(Array("hello".utf8)) }
        #expect(throws: LibraryFile.Problem.truncated(needed: 64, size: 10)) {
            try LibraryFile.check([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0])
        }
        var executable = Self.elfHeader(type: 2)
        #expect(throws: LibraryFile.Problem.notSharedObject) { try LibraryFile.check(executable) }
        executable = Self.elfHeader(type: 3, programHeaders: 64, count: 1)
        executable += Self.loadSegment(offset: 0, size: 4096)
        #expect(throws: LibraryFile.Problem.truncated(needed: 4096, size: 120)) { try LibraryFile.check(executable) }
        var complete = Self.elfHeader(type: 3, programHeaders: 64, count: 1)
        complete += Self.loadSegment(offset: 0, size: 120)
        try LibraryFile.check(complete)
        #expect(LibraryFile.Problem.notSharedObject.description == "it is an ELF file but not a shared library")
        #expect(
            LibraryFile.Problem.truncated(needed: 4096, size: 120).description
                == "the file is truncated (120 bytes; its headers need 4096)")
        #expect(LibraryFile.Problem.notALibrary.description == "it is neither an ELF nor a Mach-O file")
    }

    @Test @MainActor func pluginPathsAreMadeAbsoluteAsAURLWouldStandardizeThem() {
        let paths = [
            "a.so", "./a.so", "../x/../a.so", "/tmp/./p//a.so", "/tmp/p/../a.so", "/../a.so", "/", "dir/", ".",
        ]
        for path in paths {
            #expect(PluginLoader.absolute(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    @Test func theChecksNeedTheHeadersOnlyNotTheWholeLibrary() throws {
        // Two program headers after the ELF header: the loader reads 64 bytes, then up to 176.
        var head = Self.elfHeader(type: 3, programHeaders: 64, count: 2)
        #expect(LibraryFile.headerLength(Array(head.prefix(64))) == 64 + 2 * 56)
        head += Self.loadSegment(offset: 0, size: 1 << 20) + Self.loadSegment(offset: 1 << 20, size: 4096)
        #expect(LibraryFile.headerLength(Array(head.prefix(64))) == head.count)
        // A 1 MiB + 4 KiB library, judged from its first 176 bytes and its size.
        try LibraryFile.check(head, size: (1 << 20) + 4096)
        #expect(throws: LibraryFile.Problem.truncated(needed: (1 << 20) + 4096, size: 1 << 20)) {
            try LibraryFile.check(head, size: 1 << 20)
        }
        // Fewer bytes than the headers take (a caller that read too little) is refused, not read
        // past the end.
        #expect(throws: LibraryFile.Problem.truncated(needed: 176, size: 100)) {
            try LibraryFile.check(Array(head.prefix(100)), size: (1 << 20) + 4096)
        }
        // Not ELF64 little-endian, or a nonsense program header offset: the 64-byte header only.
        #expect(LibraryFile.headerLength(Array("hello".utf8)) == 64)
        var farOff = Self.elfHeader(type: 3, programHeaders: 0, count: 1)
        farOff.replaceSubrange(32..<40, with: [UInt8](repeating: 0xFF, count: 8))
        #expect(LibraryFile.headerLength(farOff) == 64)
    }

    @Test @MainActor func missingFilesDirectoriesAndNotesComeBeforeLoading() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nano-loader-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        try Data("x".utf8).write(to: directory.appendingPathComponent("libA.so"))
        try Data("x".utf8).write(to: directory.appendingPathComponent(".hidden"))
        var notes: [String] = []
        let loader = PluginLoader(frameworkIsShared: true) { notes.append($0) }

        #expect(try loader.libraries(in: directory.path) == [directory.appendingPathComponent("libA.so").path])
        #expect(notes == ["ignoring \(directory.path)/notes.txt: not a plugin library (*.so)"])
        #expect(throws: PluginError.notFound(path: "/nonexistent/plugins")) {
            try loader.load(PluginRequest(directories: ["/nonexistent/plugins"]))
        }
        #expect(throws: PluginError.isDirectory(path: directory.path)) {
            try loader.load(PluginRequest(files: [directory.path]))
        }
        #expect(throws: PluginError.notALibrary(path: directory.appendingPathComponent("libA.so").path)) {
            try loader.load(PluginRequest(directories: [directory.path]))
        }
        #expect(try loader.load(PluginRequest()).isEmpty)
    }

    @Test @MainActor func moreLibrariesThanTheLimitAreRefusedBeforeAnyIsOpened() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nano-loader-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Not libraries at all: opening any of them would fail as notALibrary first.
        for index in 0...AppRuntime.maxPlugins {
            try Data("x".utf8).write(to: directory.appendingPathComponent("lib\(index).so"))
        }
        let loader = PluginLoader(frameworkIsShared: true) { _ in }
        let limit = AppRuntime.maxPlugins
        #expect(throws: PluginError.tooMany(count: limit + 1, limit: limit)) {
            try loader.load(PluginRequest(directories: [directory.path]))
        }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("lib0.so"))
        // At the limit the libraries are opened (and these are refused as what they are).
        #expect(throws: PluginError.notALibrary(path: directory.appendingPathComponent("lib1.so").path)) {
            try loader.load(PluginRequest(directories: [directory.path]))
        }
        #expect(PluginError.tooMany(count: 65, limit: 64).kind == "pluginTooMany")
    }

    @Test @MainActor func aStaticAppRefusesEveryPlugin() {
        // This test process links the framework statically, as the default nvc does.
        #expect(!PluginLoader.frameworkIsShared())
        let loader = PluginLoader(note: { _ in })
        #expect(throws: PluginError.staticApp(path: "/tmp/libX.so")) {
            try loader.load(PluginRequest(files: ["/tmp/libX.so"]))
        }
        #expect(PluginError.staticApp(path: "p").kind == "pluginsUnsupported")
        #expect(AppError(PluginError.notFound(path: "p")).status == .pluginRefused)
    }

    /// A 64-byte ELF64 little-endian header of e_type `type`.
    static func elfHeader(type: UInt16, programHeaders: UInt64 = 0, count: UInt16 = 0) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 64)
        bytes[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
        bytes[16] = UInt8(type)
        for byte in 0..<8 { bytes[32 + byte] = UInt8(truncatingIfNeeded: programHeaders >> (8 * UInt64(byte))) }
        bytes[54] = 56
        bytes[56] = UInt8(count)
        return bytes
    }

    /// A 56-byte PT_LOAD program header.
    static func loadSegment(offset: UInt64, size: UInt64) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 56)
        bytes[0] = 1
        for byte in 0..<8 {
            bytes[8 + byte] = UInt8(truncatingIfNeeded: offset >> (8 * UInt64(byte)))
            bytes[32 + byte] = UInt8(truncatingIfNeeded: size >> (8 * UInt64(byte)))
        }
        return bytes
    }
}
