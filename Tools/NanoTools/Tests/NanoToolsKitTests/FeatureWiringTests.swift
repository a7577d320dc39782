import Foundation
import Testing

@testable import NanoToolsKit

/// A root Package.swift and an NvcApp.swift of the shape the repository has.
enum WiringFixture {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let features = [
            "SignUp",
            "Home",
        ]

        let package = Package(name: "Nano")

        """

    static let app = """
        // NvcApp: the app.
        import Foundation
        import HomeFeature
        import NanoNavigation
        import SignUpFeature

        /// The features.
        @MainActor func builtInFeatures() -> [any FeaturePlugin] {
            var features: [any FeaturePlugin] = []
            features.append(SignUpPlugin(latency: latency))
            features.append(HomePlugin())
            return features
        }

        """
}

@Suite struct FeatureWiringTests {
    @Test func wiresANewFeatureIntoBothFiles() throws {
        let wired = try FeatureWiring(name: "Profile").wire(manifest: WiringFixture.manifest, app: WiringFixture.app)
        #expect(wired.manifestEntry == .added && wired.appImport == .added && wired.appPlugin == .added)
        #expect(
            wired.manifest
                == WiringFixture.manifest.replacingOccurrences(
                    of: "    \"Home\",\n]", with: "    \"Home\",\n    \"Profile\",\n]"))
        #expect(
            wired.app
                == WiringFixture.app
                .replacingOccurrences(
                    of: "import NanoNavigation\n", with: "import NanoNavigation\nimport ProfileFeature\n"
                )
                .replacingOccurrences(
                    of: "    return features", with: "    features.append(ProfilePlugin())\n    return features"))
    }

    @Test func aSecondRunChangesNothing() throws {
        let wiring = try FeatureWiring(name: "Profile")
        let once = try wiring.wire(manifest: WiringFixture.manifest, app: WiringFixture.app)
        let twice = try wiring.wire(manifest: once.manifest, app: once.app)
        #expect(twice.manifest == once.manifest && twice.app == once.app)
        #expect(twice.manifestEntry == .present && twice.appImport == .present && twice.appPlugin == .present)
    }

    @Test func aFeatureWiredByHandWithArgumentsIsPresent() throws {
        let wired = try FeatureWiring(name: "SignUp").wire(manifest: WiringFixture.manifest, app: WiringFixture.app)
        #expect(wired.manifest == WiringFixture.manifest && wired.app == WiringFixture.app)
        #expect(wired.appPlugin == .present)
    }

    @Test func aNameThatPrefixesAnotherIsNotMistakenForIt() throws {
        let wired = try FeatureWiring(name: "Sign").wire(manifest: WiringFixture.manifest, app: WiringFixture.app)
        #expect(wired.manifestEntry == .added && wired.appImport == .added && wired.appPlugin == .added)
        #expect(wired.manifest.contains("    \"Home\",\n    \"Sign\",\n]"))
        #expect(wired.app.contains("import NanoNavigation\nimport SignFeature\nimport SignUpFeature\n"))
    }

    @Test func aLastElementWithoutACommaGetsOne() throws {
        let manifest = "let features = [\n  \"SignUp\",\n  \"Home\"  // the start\n]\n"
        let (text, change) = try FeatureWiring(name: "Profile").wireManifest(manifest)
        #expect(change == .added)
        #expect(text == "let features = [\n  \"SignUp\",\n  \"Home\",  // the start\n  \"Profile\",\n]\n")
    }

    @Test func aListThatOpensOnTheNextLineOrIsEmpty() throws {
        let (text, _) = try FeatureWiring(name: "Profile").wireManifest("let features: [String] =\n[\n]\n")
        #expect(text == "let features: [String] =\n[\n    \"Profile\",\n]\n")
    }

    @Test func anImportSortingFirstGoesFirst() throws {
        let (text, change) = try FeatureWiring(name: "Abc").wireImport(WiringFixture.app)
        #expect(change == .added)
        #expect(text.contains("// NvcApp: the app.\nimport AbcFeature\nimport Foundation\n"))
    }

    @Test(arguments: [
        ("let package = Package(name: \"Nano\")\n", "`let features = [`"),
        ("let features = [\"SignUp\", \"Home\"]\n", "`let features = [`"),
        ("let features = [\n    \"SignUp\",\n", "`let features = [`"),
        ("let features = [\n    \"SignUp\",\n    other,\n]\n", "`let features = [`"),
    ])
    func aManifestWithoutTheListIsRefused(manifest: String, expected: String) throws {
        let error = #expect(throws: FeatureWiringError.self) {
            try FeatureWiring(name: "Profile").wire(manifest: manifest, app: WiringFixture.app)
        }
        guard case .unexpectedShape(let file, let shape) = error else {
            Issue.record("expected unexpectedShape, got \(String(describing: error))")
            return
        }
        #expect(file == "Package.swift" && shape.contains(expected))
        #expect(error?.description.contains("nothing was written") == true)
    }

    @Test func anAppWithoutItsPlacesIsRefused() throws {
        let wiring = try FeatureWiring(name: "Profile")
        let noImports = WiringFixture.app.replacingOccurrences(of: "import ", with: "// was import ")
        #expect(
            throws: FeatureWiringError.unexpectedShape(
                file: "App/NvcApp/NvcApp.swift", expected: "`import` lines at the top of the file")
        ) { try wiring.wire(manifest: WiringFixture.manifest, app: noImports) }
        let noReturn = WiringFixture.app.replacingOccurrences(of: "return features", with: "return features + []")
        let error = #expect(throws: FeatureWiringError.self) {
            try wiring.wire(manifest: WiringFixture.manifest, app: noReturn)
        }
        #expect(error?.description.contains("App/NvcApp/NvcApp.swift does not have the expected shape") == true)
    }

    @Test(arguments: [
        "", "profile", "Profile-Card", "Profile Card", "Pröfile", "Pro\"file", "ProfileFeature",
        String(repeating: "A", count: 41), "1Profile", "Profile\n",
    ])
    func oddNamesAreRefused(name: String) {
        #expect(throws: FeatureWiringError.self) { try FeatureWiring(name: name) }
    }

    @Test(arguments: ["P", "ProfileCard", "HTTPClient", "Tab2Go", String(repeating: "A", count: 40)])
    func featureNamesAreAccepted(name: String) throws {
        #expect(try FeatureWiring(name: name).importLine == "import \(name)Feature")
    }
}
