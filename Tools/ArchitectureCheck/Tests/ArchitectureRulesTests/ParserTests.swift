import ArchitectureRules
import Foundation
import Testing

@Suite("Import scanner")
struct ImportScannerTests {
    @Test func findsEveryKindOfImport() {
        let source = """
            import Foundation
            @testable import NanoCore
            @_exported import NanoReactive
            @preconcurrency import Dispatch
            @_spi(Internals) @testable import NanoUI
            public import NanoDI
            import struct NanoRouting.Route
            #if canImport(Glibc)
                import Glibc
            #endif
            import NanoNavigation.Coordinators
            """
        let imports = ImportScanner.imports(in: source)
        #expect(
            imports.map(\.module) == [
                "Foundation", "NanoCore", "NanoReactive", "Dispatch", "NanoUI", "NanoDI", "NanoRouting", "Glibc",
                "NanoNavigation",
            ])
        #expect(imports.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 9, 11])
        #expect(imports.filter(\.isTestable).map(\.module) == ["NanoCore", "NanoUI"])
    }

    @Test func ignoresCommentsStringsAndNonImports() {
        let source = ##"""
            // import HomeFeature
            /* outer /* inner */ still a comment
            import HomeFeature
            */
            let a = "import HomeFeature"
            let b = """
            import HomeFeature
            \(a.isEmpty ? "x" : "y")
            import HomeFeature
            """
            let c = #"""
            import HomeFeature \(not interpolation)
            """#
            let d = #"a "quoted" import"#
            func `import`() {}
            let importer = 1
            import RealOne
            """##
        #expect(ImportScanner.imports(in: source) == [ImportStatement(module: "RealOne", line: 17)])
    }

    @Test func unterminatedInputDoesNotCrash() {
        #expect(ImportScanner.imports(in: "let s = \"\"\"\nimport A").isEmpty)
        #expect(ImportScanner.imports(in: "/* import A").isEmpty)
        #expect(ImportScanner.imports(in: "import").isEmpty)
        #expect(ImportScanner.imports(in: "@").isEmpty)
        #expect(ImportScanner.imports(in: "\"\\(").isEmpty)
    }
}

@Suite("Manifest reader")
struct ManifestReaderTests {
    /// Writes `text` as a package's manifest in a fresh folder and reads it back, uncached.
    func read(_ text: String) throws -> PackageManifest {
        let fixture = try Fixture(["Pkg/Package.swift": text])
        return try ManifestReader(cacheDirectory: nil).read(
            packageAt: fixture.root.appendingPathComponent("Pkg"), text: text)
    }

    @Test func readsNamesTargetsProductsAndPathsAsTheToolchainEvaluatesThem() throws {
        let manifest = try read(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let extra: [Target.Dependency] = [.product(name: "Computed", package: "Other")]

            let package = Package(
                name: "NanoNavigation", // a comment with name: "Wrong"
                products: [
                    .library(name: "NanoNavigation", targets: ["NanoNavigation", "Helpers"]),
                ],
                dependencies: [
                    .package(path: "../UI"),
                    .package(url: "https://example.invalid/x", from: "1.0.0"),
                    .package(path: "../Core"),
                    .package(path: "../Other"),
                ],
                targets: [
                    .target(name: "Helpers"),
                    .target(
                        name: "NanoNavigation",
                        dependencies: [
                            "Helpers",
                            .product(name: "NanoUI", package: "UI", condition: .when(platforms: [.linux])),
                        ] + extra,
                        path: "Sources/Nav"
                    ),
                    .testTarget(name: "NanoNavigationTests", dependencies: [.byName(name: "NanoNavigation")]),
                    .executableTarget(name: "tool"),
                ]
            )
            """)
        #expect(manifest.packageName == "NanoNavigation")
        #expect(manifest.products == ["NanoNavigation": ["NanoNavigation", "Helpers"]])
        #expect(manifest.pathDependencies.map(\.name) == ["../UI", "../Core", "../Other"])
        #expect(manifest.pathDependencies.map(\.line) == [12, 14, 15])
        #expect(manifest.targets.map(\.name) == ["Helpers", "NanoNavigation", "NanoNavigationTests", "tool"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test, .executable])
        #expect(manifest.targets[1].path == "Sources/Nav")
        #expect(manifest.targets[1].dependencies.map(\.name) == ["Helpers", "NanoUI", "Computed"])
        #expect(manifest.targets[1].line == 20)
        #expect(manifest.targets[2].dependencies.map(\.name) == ["NanoNavigation"])
    }

    @Test func computedNamesAreReadAsWrittenOut() throws {
        let manifest = try read(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let features = ["SignUp", "Home"]
            let package = Package(
                name: "Nano",
                dependencies: features.map { .package(path: "Features/\\($0)") },
                targets: [
                    .executableTarget(
                        name: "nvc", dependencies: features.map { .product(name: "\\($0)Feature", package: $0) })
                ]
            )
            """)
        #expect(manifest.pathDependencies.map(\.name) == ["Features/SignUp", "Features/Home"])
        #expect(manifest.targets.first?.dependencies.map(\.name) == ["SignUpFeature", "HomeFeature"])
    }

    @Test func aManifestThatDoesNotEvaluateIsAnErrorNamingIt() throws {
        #expect {
            try read("let package = Package(")
        } throws: { error in
            (error as? ManifestReader.ReadError)?.description.contains("Pkg/Package.swift does not evaluate") ?? false
        }
    }
}

@Suite("Layers block")
struct LayerSpecTests {
    @Test func readsLayersAllowLinesAndTestSupport() throws {
        let spec = try LayerSpec.parse(
            markdown: """
                Intro

                ```layers
                A, B   # bottom
                # a comment line

                C
                features
                app
                allow C -> features
                allow: A -> B
                test-support: C
                ```

                ```layers
                Ignored
                ```
                """)
        #expect(spec?.layers == [["A", "B"], ["C"], ["features"], ["app"]])
        #expect(spec?.allowed == [.init(from: "C", to: "features"), .init(from: "A", to: "B")])
        #expect(spec?.testSupport == ["C"])
        #expect(spec?.layer(ofListed: "C") == 1)
        #expect(spec?.listedModules == ["A", "B", "C"])
    }

    @Test func noBlockIsNil() throws {
        #expect(try LayerSpec.parse(markdown: "```swift\nA\n```") == nil)
    }

    @Test func malformedBlocksThrow() {
        #expect(throws: LayerSpec.ParseError.self) { try LayerSpec.parse(markdown: "```layers\nA\nA\n```") }
        #expect(throws: LayerSpec.ParseError.self) { try LayerSpec.parse(markdown: "```layers\nA\n") }
        #expect(throws: LayerSpec.ParseError.self) { try LayerSpec.parse(markdown: "```layers\n```") }
        #expect(throws: LayerSpec.ParseError.self) { try LayerSpec.parse(markdown: "```layers\nA B\n```") }
        #expect(throws: LayerSpec.ParseError.self) { try LayerSpec.parse(markdown: "```layers\nA\nallow A => B\n```") }
    }
}

@Suite("architecture-check command")
struct CommandTests {
    private func run(_ arguments: [String], in directory: String) -> (status: Int32, output: [String], errors: [String])
    {
        var output: [String] = []
        var errors: [String] = []
        let status = ArchitectureCheckCommand.run(
            arguments: arguments, currentDirectory: directory,
            output: { output.append($0) }, error: { errors.append($0) })
        return (status, output, errors)
    }

    @Test func cleanTreeExitsZero() throws {
        let fixture = try Fixture(Tree.clean())
        let result = run([fixture.root.path], in: "/")
        #expect(result.status == 0)
        #expect(result.output.count == 1)
        #expect(result.output.last?.hasSuffix("no violations") == true)
    }

    @Test func rootDefaultsToTheCurrentDirectory() throws {
        let fixture = try Fixture(Tree.clean())
        #expect(run([], in: fixture.root.path).status == 0)
    }

    @Test func violationsExitOneWithOneLinePerViolation() throws {
        var files = Tree.clean()
        files["Features/Home/Sources/HomeFeature/Jump.swift"] = Tree.source(["SettingsFeature"])
        files["Modules/CLI/Sources/NanoCLI/Shortcut.swift"] = Tree.source(["SignUpFeature"])
        let fixture = try Fixture(files)
        let result = run([fixture.root.path], in: "/")
        #expect(result.status == 1)
        #expect(result.output.count == 3)
        #expect(result.output[0].hasPrefix("Features/Home/Sources/HomeFeature/Jump.swift:1: [feature-imports-feature]"))
        #expect(result.output[1].hasPrefix("Modules/CLI/Sources/NanoCLI/Shortcut.swift:1: [module-imports-feature]"))
        #expect(result.output[2].hasSuffix("2 violation(s)"))
    }

    @Test func badUsageExitsTwo() {
        #expect(run(["a", "b"], in: "/").status == 2)
        #expect(run(["--frobnicate"], in: "/").status == 2)
        #expect(run(["/definitely/not/here"], in: "/").status == 2)
        #expect(run(["--help"], in: "/").status == 0)
    }
}
