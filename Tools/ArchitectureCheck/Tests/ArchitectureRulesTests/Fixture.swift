import ArchitectureRules
import Foundation

/// A repository tree written to a fresh temporary folder, removed again on deinit.
final class Fixture {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-check-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Describes fixture packages once per distinct manifest and file list, across tests and runs.
    static let describer = PackageDescriber(
        cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("architecture-check-packages"))

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func check() throws -> CheckReport {
        ArchitectureChecker(tree: try RepositoryTree.load(root: root, describer: Fixture.describer)).check()
    }

    /// Writes `files`, runs the check, returns the violations.
    static func violations(_ files: [String: String]) throws -> [Violation] {
        try Fixture(files).check().violations
    }
}

/// Builders for fixture files.
enum Tree {
    static let layersDocument = """
        # Architecture

        A code block that is not the layers block:

        ```swift
        import HomeFeature
        ```

        ```layers
        NanoReactive, NanoDI, NanoRouting   # layer 0
        NanoCore                            # layer 1
        NanoUI                              # layer 2
        NanoNavigation                      # layer 3
        NanoTesting, NanoCLI                # layer 4
        interfaces                          # layer 5
        features                            # layer 6
        app                                 # layer 7
        test-support: NanoTesting
        ```
        """

    /// A target in a fixture manifest: its name, whether it is a test target, and its
    /// `dependencies:` entries written as Swift (`"NanoCore"`, `.product(name: ..., package: ...)`).
    struct Target {
        var name: String
        var isTest = false
        var dependencies: [String] = []
        var path: String?
    }

    static func target(_ name: String, _ dependencies: [String] = [], path: String? = nil) -> Target {
        Target(name: name, dependencies: dependencies, path: path)
    }

    static func test(_ name: String, _ dependencies: [String] = []) -> Target {
        Target(name: name, isTest: true, dependencies: dependencies)
    }

    static func product(_ name: String, _ package: String) -> String {
        ".product(name: \"\(name)\", package: \"\(package)\")"
    }

    static func manifest(_ name: String, paths: [String] = [], targets: [Target]) -> String {
        let products = targets.filter { !$0.isTest }.map {
            "        .library(name: \"\($0.name)\", targets: [\"\($0.name)\"]),"
        }
        let dependencies = paths.map { "        .package(path: \"\($0)\")," }
        let declarations = targets.map { target -> String in
            let call = target.isTest ? "testTarget" : "target"
            let path = target.path.map { ", path: \"\($0)\"" } ?? ""
            return
                "        .\(call)(name: \"\(target.name)\", dependencies: [\(target.dependencies.joined(separator: ", "))]\(path)),"
        }
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [
            \(products.joined(separator: "\n"))
                ],
                dependencies: [
            \(dependencies.joined(separator: "\n"))
                ],
                targets: [
            \(declarations.joined(separator: "\n"))
                ]
            )

            """
    }

    /// Adds a target named `name` to the manifest of the package in `directory` (a module
    /// exists only when a manifest declares it: the toolchain compiles no other folder).
    static func declare(
        _ name: String, executable: Bool = false, in directory: String, _ files: inout [String: String]
    ) {
        let path = directory.isEmpty ? "Package.swift" : "\(directory)/Package.swift"
        let call = executable ? "executableTarget" : "target"
        files[path] = files[path]?.replacingOccurrences(
            of: "    targets: [\n", with: "    targets: [\n        .\(call)(name: \"\(name)\"),\n")
    }

    /// FoundationEssentials, with Foundation as the fallback where it is missing: the one way a
    /// module linked into nvc may import Foundation (the corelibs-foundation rule).
    static let essentialsImport = """
        #if canImport(FoundationEssentials)
            import FoundationEssentials
        #else
            import Foundation
        #endif

        """

    static func source(_ imports: [String], body: String = "public enum Placeholder {}") -> String {
        imports.map { "import \($0)" }.joined(separator: "\n") + "\n\n" + body + "\n"
    }

    /// A complete repository that follows every rule: all planned modules, three features, the
    /// root app with integration tests, test targets that use NanoTesting, and a few traps that
    /// must not count (imports in comments, strings and `.build` folders).
    static func clean() -> [String: String] {
        var files: [String: String] = [:]
        files["docs/architecture.md"] = layersDocument

        files["Modules/Reactive/Package.swift"] = manifest(
            "NanoReactive",
            targets: [
                target("NanoReactive"), test("NanoReactiveTests", ["\"NanoReactive\""]),
            ])
        files["Modules/Reactive/Sources/NanoReactive/Exports.swift"] = """
            #if canImport(Combine)
            @_exported import Combine
            #else
            @_exported import OpenCombine
            #endif
            """
        files["Modules/Reactive/Tests/NanoReactiveTests/ReactiveTests.swift"] =
            source(["Testing", "NanoReactive"])

        files["Modules/DI/Package.swift"] = manifest(
            "NanoDI",
            targets: [
                target("NanoDI"), test("NanoDITests", ["\"NanoDI\""]),
            ])
        files["Modules/DI/Sources/NanoDI/Clock.swift"] = essentialsImport + "\npublic enum Placeholder {}\n"
        files["Modules/DI/Tests/NanoDITests/ClockTests.swift"] = "import Testing\n@testable import NanoDI\n"

        files["Modules/Core/Package.swift"] = manifest(
            "NanoCore", paths: ["../Reactive", "../Testing"],
            targets: [
                target("NanoCore", [product("NanoReactive", "Reactive")]),
                test("NanoCoreTests", ["\"NanoCore\"", product("NanoTesting", "Testing")]),
            ])
        files["Modules/Core/Sources/NanoCore/Navigator.swift"] =
            "import NanoReactive\n\n" + essentialsImport + "\npublic enum Placeholder {}\n"
        files["Modules/Core/Tests/NanoCoreTests/NavigatorTests.swift"] = source(["Testing", "NanoCore", "NanoTesting"])

        files["Modules/UI/Package.swift"] = manifest(
            "NanoUI", paths: ["../Core"],
            targets: [
                target("NanoUI", [product("NanoCore", "Core")]), test("NanoUITests", ["\"NanoUI\""]),
            ])
        files["Modules/UI/Sources/NanoUI/Button.swift"] = source(["NanoCore", "NanoReactive"])
        files["Modules/UI/Tests/NanoUITests/ButtonTests.swift"] = source(["Testing", "NanoUI", "NanoCore"])

        files["Modules/Navigation/Package.swift"] = manifest(
            "NanoNavigation", paths: ["../UI", "../DI"],
            targets: [
                target("NanoRouting"), test("NanoRoutingTests", ["\"NanoRouting\""]),
                target("NanoNavigation", ["\"NanoRouting\"", product("NanoUI", "UI"), product("NanoDI", "DI")]),
                test("NanoNavigationTests", ["\"NanoNavigation\""]),
            ])
        files["Modules/Navigation/Sources/NanoRouting/Router.swift"] =
            essentialsImport + "\npublic enum Placeholder {}\n"
        files["Modules/Navigation/Sources/NanoNavigation/Coordinator.swift"] =
            source(["NanoRouting", "NanoUI", "NanoCore", "NanoDI"])
        files["Modules/Navigation/Tests/NanoRoutingTests/RouterTests.swift"] = source(["Testing", "NanoRouting"])
        files["Modules/Navigation/Tests/NanoNavigationTests/CoordinatorTests.swift"] =
            source(["Testing", "NanoNavigation", "NanoRouting", "NanoTesting"])

        files["Modules/Testing/Package.swift"] = manifest(
            "NanoTesting", paths: ["../Navigation"],
            targets: [
                target("NanoTesting", [product("NanoNavigation", "Navigation")])
            ])
        // NanoTesting is no part of nvc: it may import all of Foundation.
        files["Modules/Testing/Sources/NanoTesting/Leaks.swift"] = source([
            "Foundation", "NanoNavigation", "SnapshotTesting", "Testing",
        ])

        files["Modules/CLI/Package.swift"] = manifest(
            "NanoCLI", paths: ["../Navigation"],
            targets: [
                target("NanoCLI", [product("NanoNavigation", "Navigation")])
            ])
        files["Modules/CLI/Sources/NanoCLI/Runtime.swift"] = source(["ArgumentParser", "NanoNavigation", "NanoDI"])

        for name in ["SignUp", "Home", "Settings"] {
            let module = "\(name)Feature"
            files["Features/\(name)/Package.swift"] = manifest(
                module, paths: ["../../Modules/Navigation", "../../Modules/Testing"],
                targets: [
                    target(module, [product("NanoNavigation", "Navigation")]),
                    test("\(module)Tests", ["\"\(module)\"", product("NanoTesting", "Testing")]),
                ])
            files["Features/\(name)/Sources/\(module)/\(name)Scene.swift"] =
                source(["NanoNavigation", "NanoUI", "NanoCore", "NanoReactive", "NanoDI"])
            files["Features/\(name)/Tests/\(module)Tests/\(name)Tests.swift"] =
                "import Testing\n@testable import \(module)\nimport NanoTesting\n"
        }
        // Features reach each other through routes, and text that only looks like an import.
        files["Features/SignUp/Sources/SignUpFeature/Routes.swift"] = ##"""
            import NanoNavigation
            // import HomeFeature
            /* A nested /* block */ comment:
            import SettingsFeature
            */
            let next = "home"
            let help = """
            import HomeFeature
            \(next.isEmpty ? "import" : "nothing")
            """
            let raw = #"""
            import SettingsFeature
            """#
            """##

        files["Package.swift"] = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Nano",
                products: [.executable(name: "nvc", targets: ["nvc"])],
                dependencies: [
                    .package(path: "Modules/CLI"),
                    .package(path: "Features/SignUp"),
                    .package(path: "Features/Home"),
                    .package(path: "Features/Settings"),
                ],
                targets: [
                    .executableTarget(name: "nvc", dependencies: [
                        .product(name: "NanoCLI", package: "CLI"),
                        .product(name: "SignUpFeature", package: "SignUp"),
                    ], path: "App/nvc"),
                    .testTarget(name: "IntegrationTests", dependencies: ["nvc"]),
                ]
            )
            """
        files["App/nvc/main.swift"] = source(["NanoCLI", "SignUpFeature", "HomeFeature", "SettingsFeature"])
        files["Tests/IntegrationTests/FlowTests.swift"] =
            source(["Testing", "NanoTesting", "SignUpFeature", "HomeFeature", "NanoCLI"])

        // Build folders hold copies of sources; they must never be read.
        files["Modules/Core/.build/checkouts/Thing/Sources/Thing/Thing.swift"] = "import SignUpFeature\n"
        files["Modules/Core/Sources/.build/Junk.swift"] = "import HomeFeature\n"
        files[".build-shared/checkouts/x/Package.swift"] = "import HomeFeature\n"
        return files
    }
}
