import ArchitectureRules
import Testing

/// The clean fixture with `change` applied, checked: the corelibs-foundation violations only.
private func foundationViolations(_ change: (inout [String: String]) -> Void) throws -> [Violation] {
    var files = Tree.clean()
    change(&files)
    return try Fixture.violations(files).filter { $0.rule == .corelibsFoundation }
}

@Suite("Rule: corelibs-foundation")
struct CorelibsFoundationRuleTests {
    static let navigator = "Modules/Core/Sources/NanoCore/Navigator.swift"

    @Test func aPlainFoundationImportInAModuleNvcLinksFails() throws {
        let violations = try foundationViolations { files in
            files[Self.navigator] = Tree.source(["NanoReactive", "Foundation"])
        }
        #expect(violations.map(\.location) == ["\(Self.navigator):2"])
        #expect(violations.first?.message.contains("NanoCore is linked into nvc or the framework library") == true)
    }

    @Test(arguments: ["FoundationInternationalization", "CoreFoundation", "FoundationNetworking"])
    func theOtherCorelibsModulesFailToo(module: String) throws {
        let violations = try foundationViolations { files in
            files["Modules/UI/Sources/NanoUI/Button.swift"] = Tree.source(["NanoCore", module])
        }
        #expect(violations.count == 1)
    }

    /// Foundation under another condition (here `#if os(Linux)` ... `#else`), after an
    /// `#elseif`, or in the `#if` branch itself is still linked on Linux.
    @Test(arguments: [
        "#if os(macOS)\n    import Foundation\n#endif\n",
        "#if canImport(FoundationEssentials)\n    import Foundation\n#else\n    import Foundation\n#endif\n",
        "#if canImport(FoundationEssentials)\n    import FoundationEssentials\n#elseif os(Linux)\n    import Glibc\n#else\n"
            + "    import Foundation\n#endif\n",
        "#if !canImport(Darwin)\n    import Foundation\n#endif\n",
    ])
    func aFoundationImportUnderAnyOtherConditionFails(header: String) throws {
        let violations = try foundationViolations { files in
            files[Self.navigator] = header + "\npublic enum Placeholder {}\n"
        }
        #expect(!violations.isEmpty, "\(header)")
    }

    @Test func theNegatedConditionIsTheFallbackToo() throws {
        let violations = try foundationViolations { files in
            files[Self.navigator] = "#if !canImport(FoundationEssentials)\n    import Foundation\n#endif\n"
        }
        #expect(violations.isEmpty, "\(violations.map(\.description))")
    }

    @Test func aModuleNvcDoesNotLinkMayImportFoundation() throws {
        // The clean tree's NanoTesting imports Foundation; so may a test target of a linked module.
        let violations = try foundationViolations { files in
            files["Modules/Core/Tests/NanoCoreTests/NavigatorTests.swift"] =
                Tree.source(["Foundation", "Testing", "NanoCore", "NanoTesting"])
        }
        #expect(violations.isEmpty, "\(violations.map(\.description))")
    }

    /// The framework library plugins link is held too: its own module's files, and what it
    /// reaches that nvc does not.
    @Test func theFrameworkLibrarysModuleIsHeldToo() throws {
        let violations = try foundationViolations { files in
            Tree.declare("NanoFramework", in: "", &files)
            files["Sources/NanoFramework/Framework.swift"] = Tree.source(["NanoCLI", "Foundation"])
        }
        #expect(violations.map(\.location) == ["Sources/NanoFramework/Framework.swift:2"])
    }

    /// Without `nvc` the check cannot know which modules ship: it fails rather than pass.
    @Test func aRootPackageWithoutNvcFailsClosed() throws {
        let violations = try foundationViolations { files in
            files["Package.swift"] = files["Package.swift"]?
                .replacingOccurrences(of: "name: \"nvc\"", with: "name: \"app\"")
                .replacingOccurrences(of: "targets: [\"nvc\"]", with: "targets: [\"app\"]")
                .replacingOccurrences(of: "dependencies: [\"nvc\"]", with: "dependencies: [\"app\"]")
        }
        #expect(violations.map(\.location) == ["Package.swift"])
    }
}
