import Testing

@testable import NanoToolsKit

/// `Tools/test --changed` on a graph shaped like the repository's: the root package depends on
/// every feature and most modules, features on modules, tools on nothing of the app.
@Suite struct ChangeSelectionTests {
    static let graph = PackageGraph(
        dependencies: [
            "Modules/Reactive": [], "Modules/Core": ["Modules/Reactive"], "Modules/UI": ["Modules/Core"],
            "Modules/Navigation": ["Modules/Core", "Modules/UI"], "Modules/CLI": ["Modules/Reactive"],
            "Features/Settings": ["Modules/Navigation"], "Features/Home": ["Modules/Navigation"],
            "App/Framework": ["Modules/Navigation", "Modules/CLI"],
            ".": ["Features/Settings", "Features/Home", "App/Framework", "Modules/CLI"],
            "Tools/BenchReport": [], "Tools/NanoTools": ["Tools/BenchReport"], "Tools/Fuzz": ["Modules/Core"],
        ],
        targetFolders: [".": ["App/NvcApp", "App/nvc", "Tests/NanoAppTests"]])
    static let tested = [
        "Modules/Reactive", "Modules/Core", "Modules/UI", "Modules/Navigation", "Modules/CLI", "Features/Settings",
        "Features/Home", "App/Framework", "Tools/BenchReport", "Tools/NanoTools", ".",
    ]
    static let steps: [ChangeSelection.Step] = [
        .init(name: "architecture", watches: [.anyPackage, .path("docs/architecture.md")]),
        .init(name: "format", watches: [.suffix(".swift")]),
        .init(name: "counts", watches: []),
        .init(name: "docs", watches: [.package("Modules/*"), .path("docs/"), .suffix(".md")]),
        .init(name: "fuzz", watches: [.package("Tools/Fuzz")]),
        .init(name: "tsan", watches: [.package("Modules/Reactive"), .package("Modules/Core")]),
        .init(name: "web", watches: [.package(".")]),
        .init(name: "spelling", watches: nil),
    ]

    static func select(_ files: [String]) throws -> ChangeSelection {
        try ChangeSelection(files: files, graph: graph, tested: tested, steps: steps)
    }

    static func running(_ verdicts: [ChangeSelection.Verdict]) -> [String] {
        verdicts.filter(\.runs).map(\.name)
    }

    @Test func aSettingsFileRunsSettingsAndTheRootPackageOnly() throws {
        let selection = try Self.select(["Features/Settings/Sources/SettingsFeature/SettingsScene.swift"])
        #expect(selection.everything == nil)
        #expect(selection.changedPackages == ["Features/Settings"])
        #expect(Self.running(selection.packages) == ["Features/Settings", "."])
        #expect(selection.packages.last?.reason == "depends on Features/Settings")
        #expect(Self.running(selection.steps) == ["architecture", "format", "web", "spelling"])
        let skipped = selection.steps.first { $0.name == "tsan" }
        #expect(skipped?.reason == "none of its inputs changed (package:Modules/Reactive package:Modules/Core)")
        #expect(
            selection.steps.first { $0.name == "counts" }?.reason
                == "only a change to Tools/, .ci/ or a manifest runs it")
    }

    @Test func aCoreFileRunsEveryPackageThatDependsOnCoreTransitively() throws {
        let selection = try Self.select(["Modules/Core/Sources/NanoCore/Navigator.swift"])
        #expect(
            Self.running(selection.packages) == [
                "Modules/Core", "Modules/UI", "Modules/Navigation", "Features/Settings", "Features/Home",
                "App/Framework", ".",
            ])
        #expect(
            selection.packages.first { $0.name == "Features/Home" }?.reason
                == "depends on Modules/Navigation → Modules/Core")
        #expect(Self.running(selection.steps) == ["architecture", "format", "docs", "fuzz", "tsan", "web", "spelling"])
    }

    @Test(arguments: [
        ("Tools/test", "Tools/test changed (under Tools/)"),
        (
            "Tools/NanoTools/Sources/NanoToolsKit/PackageGraph.swift",
            "Tools/NanoTools/Sources/NanoToolsKit/PackageGraph.swift changed (under Tools/)"
        ),
        (".ci/run", ".ci/run changed (under .ci/)"),
        ("Features/Settings/Package.swift", "the manifest Features/Settings/Package.swift changed"),
        ("Package.swift", "the manifest Package.swift changed"),
        (".swift-format", ".swift-format changed, outside every package's folder and target"),
        (
            "Tests/Plugins/Fixture/Sources/Fixture/Fixture.swift",
            "Tests/Plugins/Fixture/Sources/Fixture/Fixture.swift changed, outside every package's folder and target"
        ),
    ])
    func changesThatRunEverything(_ file: String, _ reason: String) throws {
        let selection = try Self.select(["docs/testing.md", file])
        #expect(selection.everything == reason)
        #expect(selection.packages.allSatisfy { $0.runs })
        #expect(selection.steps.allSatisfy { $0.runs })
    }

    @Test func documentationOnlyRunsTheStepsThatReadIt() throws {
        let selection = try Self.select(["docs/testing.md", "README.md", "Features/Settings/README.md"])
        #expect(selection.changedPackages == [])
        #expect(selection.documentationChanged)
        #expect(Self.running(selection.packages) == [])
        #expect(Self.running(selection.steps) == ["docs", "spelling"])
        let architecture = try Self.select(["docs/architecture.md"])
        #expect(Self.running(architecture.steps) == ["architecture", "docs", "spelling"])
    }

    /// A DocC catalog's article is the module's documentation, built and checked with it.
    @Test func markdownInsideADocCCatalogIsThePackagesChange() throws {
        let selection = try Self.select(["Modules/UI/Sources/NanoUI/NanoUI.docc/Styling.md"])
        #expect(selection.changedPackages == ["Modules/UI"])
        #expect(selection.steps.first { $0.name == "docs" }?.reason == "Modules/Navigation is affected")
    }

    @Test func theRootPackageOwnsItsTargetsFoldersAndAnInnerPackageItsOwn() {
        #expect(ChangedFile.classify("App/NvcApp/Features.swift", in: Self.graph) == .package("."))
        #expect(
            ChangedFile.classify("App/Framework/Sources/NanoFramework/Exports.swift", in: Self.graph)
                == .package("App/Framework"))
        #expect(
            ChangedFile.classify("Modules/CoreExtras/Sources/X.swift", in: Self.graph)
                == .everything(
                    reason: "Modules/CoreExtras/Sources/X.swift changed, outside every package's folder and target"))
    }

    @Test func aChangeOutsideEverythingWithoutAGraphStillRunsEverything() throws {
        let selection = try ChangeSelection(files: ["Tools/test"], graph: nil, tested: ["."], steps: Self.steps)
        #expect(selection.packages == [.init(name: ".", runs: true, reason: "Tools/test changed (under Tools/)")])
    }

    /// Documentation places itself: no manifest needs reading.
    @Test func documentationWithoutAGraphRunsItsStepsOnly() throws {
        let selection = try ChangeSelection(
            files: ["docs/testing.md"], graph: nil, tested: Self.tested, steps: Self.steps)
        #expect(Self.running(selection.packages) == [])
        #expect(Self.running(selection.steps) == ["docs", "spelling"])
    }

    /// Without a graph, a package change cannot be placed: Tools/test then reads the manifests.
    @Test func aPackageChangeWithoutAGraphThrows() {
        #expect(
            throws: FactsError(
                reason:
                    "Modules/Core/Sources/NanoCore/X.swift can be placed only in the package graph, and there is none")
        ) {
            try ChangeSelection(files: ["Modules/Core/Sources/NanoCore/X.swift"], graph: nil, tested: ["."], steps: [])
        }
        #expect(throws: FactsError(reason: "the package Modules/Nowhere is not in the graph")) {
            try ChangeSelection(files: ["README.md"], graph: Self.graph, tested: ["Modules/Nowhere"], steps: [])
        }
    }

    @Test func watchesParseAndPrintTheSame() throws {
        for spec in ["package:Modules/*", "path:docs/", "suffix:.swift", "any-package"] {
            #expect(try StepWatch(parsing: spec).description == spec)
        }
        for spec in ["packages:Modules/*", "path:", "docs/", ""] {
            #expect(throws: FactsError.self) { try StepWatch(parsing: spec) }
        }
        #expect(StepWatch.matches("Modules/Core", "Modules/*"))
        #expect(!StepWatch.matches("Features/Core", "Modules/*"))
        #expect(!StepWatch.matches("Modules/Core/Inner", "Modules/*"))
    }
}
