import ArchitectureRules
import Testing

private func rules(_ violations: [Violation]) -> Set<Violation.Rule> {
    Set(violations.map(\.rule))
}

/// The clean fixture with `change` applied, checked.
private func check(_ change: (inout [String: String]) -> Void) throws -> [Violation] {
    var files = Tree.clean()
    change(&files)
    return try Fixture.violations(files)
}

@Suite("A tree that follows every rule")
struct CleanTreeTests {
    @Test func cleanTreePasses() throws {
        let report = try Fixture(Tree.clean()).check()
        #expect(report.violations.isEmpty, "\(report.violations.map(\.description))")
        #expect(report.packageCount == 11)
        #expect(report.moduleCount > 20)
    }

    @Test func packagesThatDoNotExistYetAreTolerated() throws {
        let violations = try Fixture.violations([
            "docs/architecture.md": Tree.layersDocument,
            "Modules/Core/Package.swift": Tree.manifest(
                "NanoCore", paths: ["../Reactive", "../NotYet"],
                targets: [
                    Tree.target("NanoCore", [Tree.product("NanoReactive", "Reactive")])
                ]),
            "Modules/Core/Sources/NanoCore/Core.swift": Tree.source(["NanoReactive", "NanoDI"]),
        ])
        #expect(violations.isEmpty, "\(violations.map(\.description))")
    }

    @Test func anEmptyTreeWithTheDocumentPasses() throws {
        #expect(try Fixture.violations(["docs/architecture.md": Tree.layersDocument]).isEmpty)
    }
}

@Suite("Rule (a): a feature imports Modules only")
struct FeatureIsolationTests {
    @Test func featureImportingAnotherFeatureFails() throws {
        let violations = try check { files in
            files["Features/Home/Sources/HomeFeature/Jump.swift"] = Tree.source(["NanoCore", "SettingsFeature"])
        }
        #expect(rules(violations) == [.featureImportsFeature])
        #expect(violations.first?.location == "Features/Home/Sources/HomeFeature/Jump.swift:2")
    }

    @Test func testableImportOfAnotherFeatureInATestTargetFails() throws {
        let violations = try check { files in
            files["Features/SignUp/Tests/SignUpFeatureTests/Cross.swift"] =
                "import Testing\n@testable import HomeFeature\n"
        }
        #expect(rules(violations) == [.featureImportsFeature])
    }

    @Test func importOfAFeatureThatDoesNotExistYetFails() throws {
        let violations = try check { files in
            files["Features/Home/Sources/HomeFeature/Later.swift"] = Tree.source(["ProfileFeature"])
        }
        #expect(rules(violations) == [.featureImportsFeature])
    }

    @Test func featureDependingOnAnotherFeaturePackageFails() throws {
        let violations = try check { files in
            files["Features/Home/Package.swift"] = Tree.manifest(
                "HomeFeature", paths: ["../../Modules/Navigation", "../Settings"],
                targets: [Tree.target("HomeFeature", [Tree.product("SettingsFeature", "Settings")])])
        }
        #expect(rules(violations) == [.featureDependsOnFeature, .featureImportsFeature])
        #expect(
            violations.contains {
                $0.location == "Features/Home/Package.swift:11" && $0.rule == .featureDependsOnFeature
            })
    }
}

@Suite("Rule (b): modules never depend on features")
struct ModuleIsolationTests {
    @Test func moduleImportingAFeatureFails() throws {
        let violations = try check { files in
            files["Modules/UI/Sources/NanoUI/Shortcut.swift"] = Tree.source(["NanoCore", "SignUpFeature"])
        }
        // SignUpFeature builds on NanoUI, so this also closes a cycle.
        #expect(rules(violations) == [.moduleImportsFeature, .cycle])
        #expect(
            violations.contains {
                $0.message == "module cycle: NanoNavigation -> NanoUI -> SignUpFeature -> NanoNavigation"
            })
    }

    @Test func moduleDependingOnAFeaturePackageFails() throws {
        let violations = try check { files in
            files["Modules/CLI/Package.swift"] = Tree.manifest(
                "NanoCLI", paths: ["../Navigation", "../../Features/Home"],
                targets: [Tree.target("NanoCLI", [Tree.product("NanoNavigation", "Navigation")])])
        }
        #expect(rules(violations) == [.moduleDependsOnFeature])
    }

    @Test func moduleTestTargetImportingAFeatureFails() throws {
        let violations = try check { files in
            files["Modules/Navigation/Tests/NanoNavigationTests/Real.swift"] = Tree.source(["HomeFeature"])
        }
        #expect(rules(violations) == [.moduleImportsFeature])
    }
}

@Suite("Rule (c): acyclic and layered")
struct LayeringTests {
    @Test func importFromAHigherLayerFails() throws {
        let violations = try check { files in
            files["Modules/Core/Sources/NanoCore/Upward.swift"] = Tree.source(["NanoUI"])
        }
        #expect(rules(violations) == [.layering, .cycle])
        let layering = violations.first { $0.rule == .layering }
        #expect(
            layering?.description == "Modules/Core/Sources/NanoCore/Upward.swift:1: [layering] NanoCore (layer 1) "
                + "imports NanoUI (layer 2); a module may only depend on lower layers "
                + "(see the layers block in docs/architecture.md)")
        #expect(violations.contains { $0.message == "module cycle: NanoCore -> NanoUI -> NanoCore" })
    }

    @Test func importWithinTheSameLayerFails() throws {
        let violations = try check { files in
            files["Modules/DI/Sources/NanoDI/Scheduler.swift"] = Tree.source(["NanoReactive"])
        }
        #expect(rules(violations) == [.layering])
    }

    @Test func anAllowLineLetsASameLayerImportThrough() throws {
        let violations = try check { files in
            files["Modules/DI/Sources/NanoDI/Scheduler.swift"] = Tree.source(["NanoReactive"])
            files["docs/architecture.md"] = Tree.layersDocument.replacingOccurrences(
                of: "test-support: NanoTesting", with: "test-support: NanoTesting\nallow NanoDI -> NanoReactive")
        }
        #expect(violations.isEmpty, "\(violations.map(\.description))")
    }

    @Test func manifestDependencyOnAHigherLayerFails() throws {
        let violations = try check { files in
            files["Modules/DI/Package.swift"] = Tree.manifest(
                "NanoDI", paths: ["../Core"],
                targets: [
                    Tree.target("NanoDI", [Tree.product("NanoCore", "Core")])
                ])
        }
        #expect(rules(violations) == [.layering])
        // Once for the `.package(path:)` entry, once for the target's `.product` entry.
        #expect(violations.map(\.location) == ["Modules/DI/Package.swift:10", "Modules/DI/Package.swift:13"])
    }

    @Test func packageCycleFails() throws {
        let violations = try check { files in
            files["Modules/Reactive/Package.swift"] = Tree.manifest(
                "NanoReactive", paths: ["../Core"],
                targets: [
                    Tree.target("NanoReactive")
                ])
        }
        #expect(rules(violations) == [.layering, .cycle])
        #expect(violations.contains { $0.message == "package cycle: Modules/Core -> Modules/Reactive -> Modules/Core" })
    }

    @Test func moduleCycleOutsideTheLayersFails() throws {
        // Two modules of one feature package share the features layer, so only the cycle rule sees this.
        let violations = try check { files in
            files["Features/Home/Package.swift"] = Tree.manifest(
                "HomeFeature", paths: ["../../Modules/Navigation"],
                targets: [
                    Tree.target("HomeFeature"), Tree.target("HomeWidgetsFeature"),
                ])
            files["Features/Home/Sources/HomeFeature/Widgets.swift"] = Tree.source(["HomeWidgetsFeature"])
            files["Features/Home/Sources/HomeWidgetsFeature/Back.swift"] = Tree.source(["HomeFeature"])
        }
        #expect(rules(violations) == [.cycle])
        #expect(violations.first?.message == "module cycle: HomeFeature -> HomeWidgetsFeature -> HomeFeature")
    }

    @Test func testTargetMayImportTestSupportButNotAHigherLayer() throws {
        // The clean tree already has NanoCoreTests importing NanoTesting (layer 4).
        let violations = try check { files in
            files["Modules/Core/Tests/NanoCoreTests/Rendering.swift"] = Tree.source(["Testing", "NanoUI"])
        }
        #expect(rules(violations) == [.layering])
        #expect(violations.first?.message.hasPrefix("test target NanoCoreTests imports NanoUI (layer 2)") == true)
    }
}

@Suite("Naming and the layers block")
struct NamingTests {
    @Test func moduleMissingFromTheLayersBlockFails() throws {
        let violations = try check { files in
            Tree.declare("NanoHeadless", in: "Modules/UI", &files)
            files["Modules/UI/Sources/NanoHeadless/Screen.swift"] = Tree.source(["NanoCore"])
        }
        #expect(rules(violations) == [.unlistedModule])
    }

    @Test func moduleWithoutTheNanoPrefixFails() throws {
        let violations = try check { files in
            files["Modules/DI/Package.swift"] = Tree.manifest(
                "NanoDI", targets: [Tree.target("NanoDI"), Tree.target("Primitives")])
            files["Modules/DI/Sources/Primitives/Clock.swift"] = Tree.source(["Foundation"])
        }
        #expect(rules(violations) == [.naming, .unlistedModule])
    }

    @Test func featureModuleNotNamedFeatureFails() throws {
        let violations = try check { files in
            Tree.declare("HomeHelpers", in: "Features/Home", &files)
            files["Features/Home/Sources/HomeHelpers/Helper.swift"] = Tree.source(["NanoCore"])
        }
        #expect(rules(violations) == [.naming])
    }

    @Test func aFeaturesPreviewIsNamedRightAndMayUseTheTestKit() throws {
        let violations = try check { files in
            Tree.declare("HomePreview", executable: true, in: "Features/Home", &files)
            files["Features/Home/Sources/HomePreview/main.swift"] = Tree.source([
                "HomeFeature", "NanoCLI", "NanoTesting",
            ])
        }
        #expect(violations.isEmpty)
    }

    @Test func aFeaturesPluginEntryIsNamedRight() throws {
        let violations = try check { files in
            Tree.declare("HomePluginEntry", in: "Features/Home", &files)
            files["Features/Home/Sources/HomePluginEntry/PluginEntry.swift"] = Tree.source([
                "HomeFeature", "NanoNavigation",
            ])
        }
        #expect(violations.isEmpty)
    }

    @Test func aFeaturesPluginEntryMayNotImportAnotherFeature() throws {
        let violations = try check { files in
            Tree.declare("HomePluginEntry", in: "Features/Home", &files)
            files["Features/Home/Sources/HomePluginEntry/PluginEntry.swift"] = Tree.source([
                "HomeFeature", "SettingsFeature",
            ])
        }
        #expect(rules(violations).contains(.featureImportsFeature))
    }

    @Test func aFeaturesPreviewMayNotImportAnotherFeature() throws {
        let violations = try check { files in
            Tree.declare("HomePreview", executable: true, in: "Features/Home", &files)
            files["Features/Home/Sources/HomePreview/main.swift"] = Tree.source(["HomeFeature", "SettingsFeature"])
        }
        #expect(rules(violations).contains(.featureImportsFeature))
    }

    @Test func aFeatureToFeatureEdgeInTheRootManifestIsCaughtThroughItsComputedNames() throws {
        let violations = try check { files in
            files["Package.swift"] = """
                // swift-tools-version:6.0
                import PackageDescription

                let features = ["SignUp", "Home"]
                let package = Package(
                    name: "Nano",
                    dependencies: [.package(path: "Modules/CLI")] + features.map { .package(path: "Features/\\($0)") },
                    targets: [
                        .executableTarget(
                            name: "nvc",
                            dependencies: [.product(name: "NanoCLI", package: "CLI")]
                                + features.map { .product(name: "\\($0)Feature", package: $0) },
                            path: "App/nvc"),
                        .target(
                            name: "ShellFeature",
                            dependencies: features.map { .product(name: "\\($0)Feature", package: $0) },
                            path: "App/Shell"),
                    ]
                )
                """
            files["App/nvc/main.swift"] = Tree.source(["NanoCLI", "SignUpFeature", "HomeFeature"])
            files["App/Shell/Shell.swift"] = Tree.source(["NanoNavigation"])
        }
        #expect(rules(violations) == [.featureImportsFeature, .featureImportsFeature])
        #expect(violations.allSatisfy { $0.message.hasPrefix("ShellFeature depends on") })
        #expect(violations.first?.location == "Package.swift:15", "the computed list, where the target is written")
    }

    @Test func aViewModelFileImportingTheUIOrNavigationFails() throws {
        let violations = try check { files in
            files["Features/Home/Sources/HomeFeature/HomeViewModel.swift"] = Tree.source(["NanoCore", "NanoNavigation"])
            files["Features/Home/Sources/HomeFeature/Greeting.swift"] = Tree.source(
                ["NanoCore", "NanoUI"],
                body: "final class Greeting: AbstractViewModel<Void, Void, Never> {\n"
                    + "    override func transform(input: Input) -> Output<Void, Never> { Output(publishers: ()) }\n}")
        }
        #expect(rules(violations) == [.viewModelImports, .viewModelImports])
        #expect(
            violations.map(\.location) == [
                "Features/Home/Sources/HomeFeature/Greeting.swift:2",
                "Features/Home/Sources/HomeFeature/HomeViewModel.swift:2",
            ])
    }

    @Test func aViewModelFileImportingOnlyCoreAndReactivePasses() throws {
        let violations = try check { files in
            files["Features/Home/Sources/HomeFeature/HomeViewModel.swift"] = Tree.source(
                ["NanoCore", "NanoReactive"],
                body: "// AbstractViewModel in a comment, NanoUI in a string: \"import NanoUI\"\nenum A {}")
            files["Features/Home/Sources/HomeFeature/HomeView.swift"] = Tree.source(["NanoUI"])
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aViewModelWithoutTransformFailsWhereItIsDeclared() throws {
        let violations = try check { files in
            files["Features/Home/Sources/HomeFeature/HomeViewModel.swift"] = Tree.source(
                ["NanoCore"],
                body: """
                    final class HomeViewModel: AbstractViewModel<Void, Void, Never> {
                        struct Inner { override func transform() {} }
                        func transform(input: Input) -> Output<Void, Never> { Output(publishers: ()) }
                    }
                    """)
        }
        #expect(rules(violations) == [.viewModelWithoutTransform])
        #expect(violations.first?.location == "Features/Home/Sources/HomeFeature/HomeViewModel.swift:3")
        #expect(violations.first?.message.hasPrefix("HomeViewModel inherits from AbstractViewModel") == true)
    }

    @Test func aViewModelThatOverridesTransformPassesAndTestFixturesMayOmitIt() throws {
        let violations = try check { files in
            files["Features/Home/Sources/HomeFeature/HomeViewModel.swift"] = Tree.source(
                ["NanoCore"],
                body: """
                    // class Commented: AbstractViewModel<Void, Void, Never> {}
                    final class HomeViewModel: AbstractViewModel<
                        HomeViewModel.InputFromView, Void, Never
                    > {
                        struct InputFromView {}
                        class var name: String { "home" }
                        @MainActor override public func transform(input: Input) -> Output<Void, Never> {
                            Output(publishers: ())
                        }
                    }
                    """)
            files["Features/Home/Tests/HomeFeatureTests/Forgetful.swift"] = Tree.source(
                ["NanoCore"], body: "final class Forgetful: AbstractViewModel<Void, Void, Never> {}")
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func interfacesSitBetweenTheFrameworkAndTheFeatures() throws {
        let interface = { (files: inout [String: String], imports: [String]) in
            files["Interfaces/Session/Package.swift"] = Tree.manifest(
                "SessionInterface", paths: ["../../Modules/Navigation"],
                targets: [Tree.target("SessionInterface", [Tree.product("NanoNavigation", "Navigation")])])
            files["Interfaces/Session/Sources/SessionInterface/Session.swift"] = Tree.source(imports)
        }
        let clean = try check { files in
            interface(&files, ["NanoNavigation"])
            files["Features/Home/Sources/HomeFeature/UsesSession.swift"] = Tree.source(["SessionInterface"])
        }
        #expect(clean.isEmpty, "a feature may use an interface: \(clean)")

        let upward = try check { files in
            interface(&files, ["NanoNavigation", "HomeFeature"])
        }
        #expect(rules(upward).contains(.interfaceImportsFeature))

        let framework = try check { files in
            interface(&files, ["NanoNavigation"])
            files["Modules/Navigation/Sources/NanoNavigation/Domain.swift"] = Tree.source(["SessionInterface"])
        }
        #expect(rules(framework).contains(.moduleImportsInterface))

        let misnamed = try check { files in
            interface(&files, ["NanoNavigation"])
            Tree.declare("SessionHelpers", in: "Interfaces/Session", &files)
            files["Interfaces/Session/Sources/SessionHelpers/Helper.swift"] = Tree.source(["Foundation"])
        }
        #expect(rules(misnamed) == [.naming])
    }

    @Test func aGraphThatDisagreesWithTheCodeIsStale() throws {
        let graph = { (arrows: String) in
            Tree.layersDocument + """

                ```mermaid
                flowchart TD
                    Core[NanoCore]
                    UI[NanoUI]
                    Reactive[NanoReactive]
                \(arrows)
                ```
                """
        }
        let wrong = try check { files in
            files["docs/architecture.md"] = graph("    Core --> UI\n    Core -. tests only .-> UI")
        }
        #expect(rules(wrong).allSatisfy { $0 == .staleGraph })
        #expect(
            wrong.map(\.message).contains(
                "the graph draws NanoCore --> NanoUI, which no production module has; remove the arrow"))
        #expect(
            wrong.map(\.message).contains(
                "the code has NanoUI --> NanoCore, which the graph does not draw; add the arrow"))

        let right = try check { files in
            files["docs/architecture.md"] = graph("    UI --> Core\n    UI --> Reactive\n    Core --> Reactive")
        }
        #expect(right.isEmpty, "\(right)")
    }

    @Test func duplicateModuleNameFails() throws {
        let violations = try check { files in
            Tree.declare("NanoCore", in: "Features/Home", &files)
            files["Features/Home/Sources/NanoCore/Shadow.swift"] = Tree.source(["Foundation"])
        }
        #expect(rules(violations).contains(.duplicateModule))
    }

    @Test func missingDocumentFails() throws {
        let violations = try check { files in files["docs/architecture.md"] = nil }
        #expect(rules(violations) == [.layersBlock])
    }

    @Test func documentWithoutALayersBlockFails() throws {
        let violations = try check { files in files["docs/architecture.md"] = "# Architecture\n\nNo block.\n" }
        #expect(rules(violations) == [.layersBlock])
    }

    @Test func moduleListedTwiceFails() throws {
        let violations = try check { files in
            files["docs/architecture.md"] = Tree.layersDocument.replacingOccurrences(
                of: "NanoCore                            # layer 1", with: "NanoCore, NanoDI")
        }
        #expect(rules(violations) == [.layersBlock])
        #expect(violations.first?.location == "docs/architecture.md:11")
    }

    @Test func featureRulesStillApplyWithoutALayersBlock() throws {
        let violations = try check { files in
            files["docs/architecture.md"] = nil
            files["Features/Home/Sources/HomeFeature/Jump.swift"] = Tree.source(["SettingsFeature"])
        }
        #expect(rules(violations) == [.layersBlock, .featureImportsFeature])
    }
}
