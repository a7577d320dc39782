import Foundation
import NanoRuntime
import Testing

@testable import NanoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the loader maps is the file the checks opened: a path swapped after the checks, the
/// loader's reasons, and a library's dependencies next to it (real libraries, so Linux only).
extension PluginFileTests {
    #if os(Linux)
        @Test func whatIsLoadedIsTheCheckedFileEvenIfThePathIsSwappedAfterTheChecks() throws {
            // A real shared library without framework code: zlib, present wherever dpkg is.
            let zlib = try #require(
                ["x86_64-linux-gnu", "aarch64-linux-gnu"].map { "/usr/lib/\($0)/libz.so.1" }
                    .first { FileManager.default.fileExists(atPath: $0) }, "no libz.so.1 to load")
            let scratch = try Scratch()
            let library = scratch.path("libZ.so")
            try FileManager.default.copyItem(atPath: Self.realPath(zlib), toPath: library)
            chmod(library, 0o644)
            let file = try PluginFile.open(library, checkingPermissions: true)
            let original = try #require(file.bytes()?.bytes)

            // After the checks, someone renames a text file over the library.
            let swapped = try scratch.file("swapped", mode: 0o644)
            #expect(rename(swapped, library) == 0)
            #expect(file.bytes()?.bytes == original, "the bytes come from the descriptor, not the path")
            let staging = try scratch.folder("staging", mode: 0o755)
            let handle = try file.load(temporary: staging)
            #expect(dlsym(handle, "zlibVersion") != nil, "the loader mapped the checked zlib, not the text file")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: staging).isEmpty, "the staged links are removed")
        }

        @Test func theLoadersReasonComesWithoutTheStagedName() throws {
            let scratch = try Scratch()
            // A complete ELF shared object for this machine that the loader still refuses.
            let library = scratch.path("libBad.so")
            var bytes = PluginLoaderTests.elfHeader(type: 3, programHeaders: 64, count: 1)
            bytes[6] = 1  // EI_VERSION
            #if arch(x86_64)
                bytes[18] = 62  // e_machine EM_X86_64
            #elseif arch(arm64)
                bytes[18] = 183  // EM_AARCH64
            #endif
            bytes[20] = 1  // e_version
            bytes += PluginLoaderTests.loadSegment(offset: 0, size: 120)
            try Data(bytes).write(to: URL(fileURLWithPath: library))
            chmod(library, 0o644)
            let file = try PluginFile.open(library, checkingPermissions: true)
            let staging = try scratch.folder("staging", mode: 0o755)
            #expect(throws: PluginError.cannotLoad(path: library, reason: "object file has no dynamic section")) {
                try file.load(temporary: staging)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: staging).isEmpty)
            file.close()
        }

        @Test func aDependencyNextToTheLibraryResolvesThroughTheCheckedFolder() throws {
            // libMain.so needs libDep.so from its own folder ($ORIGIN), as a feature plugin
            // needs libSessionInterface.so in a host built without it.
            let scratch = try Scratch()
            let main = try Self.buildPair(in: scratch)
            let file = try PluginFile.open(main, checkingPermissions: true)
            let handle = try file.load(temporary: try scratch.folder("staging", mode: 0o700))
            let symbol = try #require(dlsym(handle, "plugin_value"))
            let value = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
            #expect(value() == 43, "libMain's function called libDep's")
        }

        @Test func aDependencyOthersMayWriteRefusesTheLibraryThatNeedsIt() throws {
            let scratch = try Scratch()
            let main = try Self.buildPair(in: scratch)
            let dependency = scratch.path("libDep\(scratch.tag).so")
            #expect(chmod(dependency, 0o666) == 0)
            let file = try PluginFile.open(main, checkingPermissions: true)
            defer { file.close() }
            #expect(throws: Self.unsafe(main, dependency, mode: 0o666)) {
                try file.load(temporary: try scratch.folder("staging", mode: 0o700))
            }
        }

        /// Compiles libDep<tag>.so (`dep_value` returns 42) and libMain.so (`plugin_value`
        /// returns `dep_value() + 1`, found through `$ORIGIN`) in `scratch` with the toolchain's
        /// clang; libMain's path. The dependency's name is the scratch folder's own: the loader
        /// reuses a library already loaded under the name a library needs.
        static func buildPair(in scratch: Scratch) throws -> String {
            try Data("int dep_value(void) { return 42; }\n".utf8).write(
                to: URL(fileURLWithPath: scratch.path("dep.c")))
            try Data("int dep_value(void);\nint plugin_value(void) { return dep_value() + 1; }\n".utf8).write(
                to: URL(fileURLWithPath: scratch.path("main.c")))
            let dependency = "libDep\(scratch.tag).so"
            try clang(["-shared", "-fPIC", "-o", scratch.path(dependency), scratch.path("dep.c")])
            try clang([
                "-shared", "-fPIC", "-o", scratch.path("libMain.so"), scratch.path("main.c"), "-L", scratch.root,
                "-lDep\(scratch.tag)", "-Wl,-rpath,$ORIGIN",
            ])
            for library in [dependency, "libMain.so"] { chmod(scratch.path(library), 0o755) }
            return scratch.path("libMain.so")
        }

        /// Runs the toolchain's clang; fails the test with its output if it fails.
        static func clang(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["clang"] + arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "clang \(arguments.joined(separator: " ")): \(text)")
        }
    #endif
}
