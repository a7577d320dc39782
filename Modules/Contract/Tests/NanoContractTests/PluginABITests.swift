import Foundation
import NanoContract
import Testing

/// The plugin contract and its ABI number move together: a change to the code of any file of
/// the contract (what an app and a plugin library exchange) fails here until
/// `PluginStamp.abiNumber` is bumped and the new digest recorded, so an app never loads a plugin
/// built against another contract under the same number. Comment lines are left out of the
/// digest: documentation does not change the ABI.
struct PluginABITests {
    /// The contract's files, relative to Sources/NanoContract.
    static let contract = [
        "Feature/FeatureNeeds.swift", "Feature/FeatureOutline.swift", "Feature/FeaturePlugin.swift",
        "Feature/FeatureRegistrar.swift", "Feature/FeatureTab.swift", "Feature/GuardID.swift",
        "Feature/LinkOpener.swift",
        "Feature/OpenLinkError.swift", "Feature/RouteContext.swift", "Plugin/PluginExport.swift",
        "Route/FeatureRegistrar+Route.swift", "Route/Route.swift", "Route/RouteParameter.swift",
    ]

    /// The digest recorded for each ABI number. When the test fails: bump `abiNumber` in
    /// Plugin/PluginStamp.swift and add the digest it prints under the new number.
    /// (ABI 2 is ABI 1's contract files with NanoCore's view-model types changed shape, seed
    /// 000; the digest has left comments out since ABI 2. ABI 3 is the contract in its own
    /// module, NanoContract, with the link opener and its errors. ABI 4 adds the typed routes,
    /// Route/, to the digest, and marks the plugins that link the framework library with the
    /// Swift runtime inside it. ABI 5: the registrar's declarations and `FeatureNeeds.resolve`
    /// no longer carry the feature's `Dependencies` type. ABI 6: the contract imports
    /// FoundationEssentials, and the framework library no longer carries all of Foundation. ABI 7:
    /// features declare tabs, `FeatureTab`. ABI 8: a tab carries its title's translations.)
    static let recorded: [Int: String] = [
        2: "41a584d7f6d10481",
        3: "ff91203d4f3c82c9",
        4: "bb4b9bc3816f8764",
        5: "bd4c71c630beacad",
        6: "6e6aa6cb723c2647",
        7: "d47197fbaa4fcfdb",
        8: "802f1223826038ab",
    ]

    @Test func theContractMatchesItsABINumber() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/NanoContract")
        for folder in ["Feature", "Route"] {
            let onDisk = try FileManager.default.contentsOfDirectory(
                at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil
            ).map { "\(folder)/" + $0.lastPathComponent }
            #expect(
                Set(onDisk).isSubset(of: Self.contract),
                "a new file in \(folder)/ is part of the plugin contract: add it to PluginABITests.contract")
        }
        var digest = Digest()
        for file in Self.contract {
            digest.add(file)
            digest.add(Self.code(of: try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)))
        }
        #expect(
            Self.recorded[PluginStamp.abiNumber] == digest.hex,
            "the plugin contract changed (digest \(digest.hex)): bump PluginStamp.abiNumber and record the digest")
    }

    /// `source` without its comment lines (`//`, `///`, after indentation) and blank lines.
    static func code(of source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { line in
                let trimmed = line.drop { $0 == " " }
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }
            .joined(separator: "\n")
    }

    @Test func commentsAndBlankLinesDoNotCountButCodeDoes() {
        let source = "/// Doc.\nstruct A {\n    // note\n\n    let b: Int\n}\n"
        #expect(Self.code(of: source) == "struct A {\n    let b: Int\n}")
        #expect(Self.code(of: source.replacingOccurrences(of: "Doc.", with: "Other doc.")) == Self.code(of: source))
        #expect(Self.code(of: source.replacingOccurrences(of: "Int", with: "String")) != Self.code(of: source))
    }

    @Test func theStampLineRoundTrips() {
        let stamp = PluginStamp.current
        #expect(PluginStamp(line: PluginStamp.currentLine) == stamp)
        #expect(stamp.abi == PluginStamp.abiNumber)
        #expect(
            stamp.description
                == "Nano \(stamp.framework), plugin ABI \(stamp.abi), Swift \(stamp.compiler), \(stamp.build)")
        #expect(PluginStamp(line: "nano-plugin abi=x framework=0.1.0 swift=6.3.1 build=debug") == nil)
        #expect(PluginStamp(line: "nano-plugin abi=1 framework=0.1.0 swift=6.3.1") == nil)
        #expect(PluginStamp(line: "something else") == nil)
        #expect(PluginStamp(line: "") == nil)
    }

    @Test @MainActor func anEntryReportsItsStampAndMakesItsExport() throws {
        let line = try #require(PluginExport.entry(nil, version: "2.0.0") { fatalPlugin() })
        #expect(String(cString: line) == PluginStamp.currentLine)
        free(line)
        var made: UnsafeMutableRawPointer?
        free(PluginExport.entry(&made, version: "2.0.0") { StubFeature() })
        let export = try #require(
            made.map { Unmanaged<AnyObject>.fromOpaque($0).takeRetainedValue() as? PluginExport } ?? nil)
        #expect(export.plugin.id == "stub")
        #expect(export.version == "2.0.0")
        #expect(export.framework == .seenHere)
    }
}

/// Fails the test if called: the stamp-only call must not make the plugin.
@MainActor private func fatalPlugin() -> any FeaturePlugin {
    Issue.record("the entry made the plugin when only its stamp was asked for")
    return StubFeature()
}

@MainActor private struct StubFeature: FeaturePlugin {
    let id = "stub"
    func register(in feature: inout FeatureRegistrar<Void>) {}
}

/// FNV-1a, 64-bit: stable across runs and platforms (Swift's `Hasher` is seeded per process).
private struct Digest {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        value ^= 0xFF
    }
    var hex: String { String(value, radix: 16).leftPadded(to: 16) }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
