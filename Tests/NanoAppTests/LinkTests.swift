import Foundation
import Testing

/// `nvc` links no swift-corelibs-foundation. Architecture rule 10 checks the import lines of
/// this repository's modules; this checks the built binary, so a dependency (ArgumentParser,
/// OpenCombine) that starts using corelibs Foundation is caught too: one reference links all
/// of Foundation, CoreFoundation and ICU into the shipped binary (docs/performance.md, "nvc
/// startup"). Linux only: elsewhere `Foundation` is the system's.
@Suite("What nvc links")
struct LinkTests {
    #if os(Linux)
        @Test func nvcHasNoSymbolOfCorelibsFoundation() async throws {
            let binary = try #require(NvcProcess.executable, "nvc was not built")
            let symbols = try Self.symbols(of: binary.path)
            #expect(symbols.count > 1_000, "nm listed almost nothing; cannot tell")
            let corelibs = symbols.filter(Self.isCorelibsFoundation)
            #expect(corelibs.isEmpty, "nvc refers to corelibs Foundation: \(corelibs.prefix(5))")
        }
    #endif

    /// The matcher finds corelibs Foundation's Swift symbols, its extensions' members and
    /// CoreFoundation's functions, and leaves FoundationEssentials' alone.
    @Test func theMatcherTellsCorelibsFromEssentials() async {
        #expect(Self.isCorelibsFoundation("$s10Foundation6NSLockCACycfC"))
        #expect(Self.isCorelibsFoundation("$sSy10FoundationE18trimmingCharacters2inSSAA12CharacterSetV_tF"))
        #expect(Self.isCorelibsFoundation("CFStringCreateWithCString"))
        #expect(!Self.isCorelibsFoundation("$s20FoundationEssentials4DataV5countSivg"))
        #expect(!Self.isCorelibsFoundation("$s7NanoCLI8PathTextO9appendingyS2S_SStFZ"))
        #expect(!Self.isCorelibsFoundation("main"))
    }

    /// A Swift symbol of the module `Foundation` (`10Foundation` not after another digit) or a
    /// CoreFoundation function (`CF` then a capital).
    static func isCorelibsFoundation(_ symbol: String) -> Bool {
        if symbol.hasPrefix("CF"), symbol.dropFirst(2).first?.isUppercase == true { return true }
        guard symbol.hasPrefix("$s") else { return false }
        var rest = Substring(symbol)
        while let found = rest.range(of: "10Foundation") {
            let before = rest[..<found.lowerBound].last
            if before.map({ !$0.isNumber }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// Every symbol name `nm` lists for `path`, defined or not; throws when `nm` cannot run or
    /// fails, so the check fails rather than passing unseen.
    static func symbols(of path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nm", "--format=posix", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw NMFailed(status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    struct NMFailed: Error { let status: Int32 }
}
