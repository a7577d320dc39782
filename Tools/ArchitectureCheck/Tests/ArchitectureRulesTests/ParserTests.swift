import ArchitectureRules
import Foundation
import Testing

@Suite("Source facts")
struct SourceFactsTests {
    func imports(_ source: String) -> [ImportStatement] { SourceFacts(source: source).imports }

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
        let imports = SourceFacts(source: source).imports
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
        #expect(SourceFacts(source: source).imports == [ImportStatement(module: "RealOne", line: 17)])
    }

    @Test func unterminatedInputDoesNotCrash() {
        #expect(imports("let s = \"\"\"\nimport A").isEmpty)
        #expect(imports("/* import A").isEmpty)
        #expect(imports("import").isEmpty)
        #expect(imports("@").isEmpty)
        #expect(imports("\"\\(").isEmpty)
    }
}

@Suite("Package describer")
struct PackageDescriberTests {
    /// Writes `text` as a package's manifest in a fresh folder, with `sources` (relative to the
    /// package), and describes it uncached.
    func describe(_ text: String, sources: [String] = []) throws -> PackageManifest {
        var files = ["Pkg/Package.swift": text]
        for source in sources { files["Pkg/\(source)"] = "public enum Placeholder {}\n" }
        let fixture = try Fixture(files)
        return try PackageDescriber(cacheDirectory: nil).describe(
            packageAt: fixture.root.appendingPathComponent("Pkg"), text: text)
    }

    @Test func readsNamesTargetsSourcesProductsAndPathsAsTheToolchainDescribesThem() throws {
        let manifest = try describe(
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
            """,
            sources: [
                "Sources/Helpers/Helpers.swift", "Sources/Nav/Nav.swift", "Sources/Nav/Deep/Stack.swift",
                "Tests/NanoNavigationTests/Tests.swift", "Sources/tool/main.swift",
            ])
        #expect(manifest.packageName == "NanoNavigation")
        // The toolchain adds a product for every executable target.
        #expect(manifest.products == ["NanoNavigation": ["NanoNavigation", "Helpers"], "tool": ["tool"]])
        #expect(manifest.pathDependencies.map(\.name) == ["../UI", "../Core", "../Other"])
        #expect(manifest.pathDependencies.map(\.line) == [12, 14, 15])
        // In declaration order (describe prints its own order), with the folders the toolchain chose.
        #expect(manifest.targets.map(\.name) == ["Helpers", "NanoNavigation", "NanoNavigationTests", "tool"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test, .executable])
        #expect(
            manifest.targets.map(\.path) == [
                "Sources/Helpers", "Sources/Nav", "Tests/NanoNavigationTests", "Sources/tool",
            ])
        #expect(manifest.targets[1].sources == ["Deep/Stack.swift", "Nav.swift"])
        #expect(manifest.targets[1].dependencies.map(\.name) == ["Helpers", "NanoUI", "Computed"])
        #expect(manifest.targets[1].line == 20)
        #expect(manifest.targets[2].dependencies.map(\.name) == ["NanoNavigation"])
    }

    @Test func computedNamesAreReadAsWrittenOut() throws {
        let manifest = try describe(
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
            """,
            sources: ["Sources/nvc/main.swift"])
        #expect(manifest.pathDependencies.map(\.name) == ["Features/SignUp", "Features/Home"])
        #expect(manifest.targets.first?.dependencies.map(\.name) == ["SignUpFeature", "HomeFeature"])
    }

    @Test func aManifestThatDoesNotEvaluateIsAnErrorNamingIt() throws {
        #expect {
            try describe("let package = Package(")
        } throws: { error in
            (error as? PackageDescriber.DescribeError)?.description.contains("Pkg/Package.swift cannot be described")
                ?? false
        }
    }

    @Test func aTargetWhoseFolderIsMissingIsAnErrorQuotingTheToolchain() throws {
        let text = Tree.manifest("Pkg", targets: [Tree.target("Present"), Tree.target("Absent")])
        #expect {
            try describe(text, sources: ["Sources/Present/A.swift"])
        } throws: { error in
            let message = (error as? PackageDescriber.DescribeError)?.description ?? ""
            return message.contains("cannot be described") && message.contains("Absent")
        }
    }

    @Test func aCachedDescriptionIsUsedOnlyWhileTheSourceFilesAreTheSame() throws {
        let text = Tree.manifest("Pkg", targets: [Tree.target("Lib")])
        let fixture = try Fixture(["Pkg/Package.swift": text, "Pkg/Sources/Lib/A.swift": "import Foundation\n"])
        let cache = fixture.root.appendingPathComponent("cache")
        let package = fixture.root.appendingPathComponent("Pkg")
        let first = try PackageDescriber(cacheDirectory: cache).describe(packageAt: package, text: text)
        #expect(first.targets.first?.sources == ["A.swift"])
        // A describer that cannot run the toolchain still answers from the cache...
        let offline = PackageDescriber(cacheDirectory: cache, swift: "/nonexistent/swift")
        #expect(try offline.describe(packageAt: package, text: text) == first)
        // ...until a source file is added, when it must describe again (and here fails).
        try Data("import Foundation\n".utf8).write(to: package.appendingPathComponent("Sources/Lib/B.swift"))
        #expect(throws: PackageDescriber.DescribeError.self) { try offline.describe(packageAt: package, text: text) }
        let second = try PackageDescriber(cacheDirectory: cache).describe(packageAt: package, text: text)
        #expect(second.targets.first?.sources == ["A.swift", "B.swift"])
    }
}

@Suite("View-model facts")
struct ViewModelFactsTests {
    @Test func findsAbstractViewModelSubclassesAndWhetherTheyOverrideTransform() {
        let facts = SourceFacts(
            source: """
                // class Commented: AbstractViewModel<A, B, C> {}
                final class Plain: AbstractViewModel<In, Out, Step> {
                    override func transform(input: In) -> Output<Out, Step> { fatalError() }
                }
                final class Qualified: NanoCore.AbstractViewModel<In, Out, Step> {
                    func transform(input: In) -> Output<Out, Step> { fatalError() }  // no override
                }
                final class Conditional: AbstractViewModel<In, Out, Step> {
                    #if DEBUG
                        override func transform(input: In) -> Output<Out, Step> { fatalError() }
                    #endif
                    final class Nested: AbstractViewModel<In, Out, Step> {}
                }
                final class Other: NSObject, ViewModelType {}
                let text = "class Fake: AbstractViewModel<A, B, C> {}"
                """)
        #expect(
            facts.viewModelClasses == [
                ViewModelClass(name: "Plain", line: 2, overridesTransform: true),
                ViewModelClass(name: "Qualified", line: 5, overridesTransform: false),
                ViewModelClass(name: "Conditional", line: 8, overridesTransform: true),
                ViewModelClass(name: "Nested", line: 12, overridesTransform: false),
            ])
        #expect(facts.declaresViewModel)
    }

    @Test func aConstraintIsNotAViewModel() {
        let facts = SourceFacts(
            source: """
                protocol SceneView { associatedtype ViewModel: ViewModelType }
                func bind<VM: ViewModelType>(_ model: VM) {}
                // struct Fake: ViewModelType {}
                """)
        #expect(!facts.declaresViewModel)
        #expect(SourceFacts(source: "extension Login: ViewModelType {}").declaresViewModel)
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

    @Test func aPackageSwiftPMCannotDescribeExitsTwoQuotingIt() throws {
        var files = Tree.clean()
        Tree.declare("NanoGhost", in: "Modules/UI", &files)  // a target with no folder
        let fixture = try Fixture(files)
        let result = run([fixture.root.path], in: "/")
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.errors.first?.contains("Modules/UI/Package.swift cannot be described") == true, "\(result.errors)")
        #expect(result.errors.first?.contains("NanoGhost") == true, "\(result.errors)")
    }

    @Test func warmRunsSeeEveryEditThroughTheirCaches() throws {
        let fixture = try Fixture(Tree.clean())
        #expect(run([fixture.root.path], in: "/").status == 0)
        let caches = fixture.root.appendingPathComponent(".build-arch")
        #expect(FileManager.default.fileExists(atPath: caches.appendingPathComponent("packages").path))
        #expect(FileManager.default.fileExists(atPath: caches.appendingPathComponent("facts").path))
        // An edited file (same files, new text) is parsed again...
        let scene = fixture.root.appendingPathComponent("Features/Home/Sources/HomeFeature/HomeScene.swift")
        try Data(Tree.source(["SettingsFeature"]).utf8).write(to: scene)
        let edited = run([fixture.root.path], in: "/")
        #expect(edited.status == 1)
        #expect(edited.output.first?.hasPrefix("Features/Home/Sources/HomeFeature/HomeScene.swift:1:") == true)
        // ...and a new file makes the package be described again, so it is read at all.
        try Data(Tree.source(["NanoCore"]).utf8).write(to: scene)
        let added = fixture.root.appendingPathComponent("Modules/DI/Sources/NanoDI/Upward.swift")
        try Data(Tree.source(["NanoNavigation"]).utf8).write(to: added)
        let grown = run([fixture.root.path], in: "/")
        #expect(grown.status == 1)
        #expect(
            grown.output.contains { $0.hasPrefix("Modules/DI/Sources/NanoDI/Upward.swift:1: [layering]") },
            "\(grown.output)")
    }

    @Test func badUsageExitsTwo() {
        #expect(run(["a", "b"], in: "/").status == 2)
        #expect(run(["--frobnicate"], in: "/").status == 2)
        #expect(run(["/definitely/not/here"], in: "/").status == 2)
        #expect(run(["--help"], in: "/").status == 0)
    }
}
