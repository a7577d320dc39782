import Foundation
import Testing

@testable import NanoToolsKit

/// A root Package.swift of the shape the repository has.
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
}

@Suite struct FeatureWiringTests {
    @Test func addsTheNameAsTheListsLastElement() throws {
        let (text, change) = try FeatureWiring(name: "Profile").wireManifest(WiringFixture.manifest)
        #expect(change == .added)
        #expect(
            text
                == WiringFixture.manifest.replacingOccurrences(
                    of: "    \"Home\",\n]", with: "    \"Home\",\n    \"Profile\",\n]"))
    }

    @Test func aSecondRunChangesNothing() throws {
        let wiring = try FeatureWiring(name: "Profile")
        let (once, _) = try wiring.wireManifest(WiringFixture.manifest)
        let (twice, change) = try wiring.wireManifest(once)
        #expect(twice == once && change == .present)
    }

    @Test func aListedFeatureIsPresent() throws {
        let (text, change) = try FeatureWiring(name: "SignUp").wireManifest(WiringFixture.manifest)
        #expect(text == WiringFixture.manifest && change == .present)
    }

    @Test func aNameThatPrefixesAnotherIsNotMistakenForIt() throws {
        let (text, change) = try FeatureWiring(name: "Sign").wireManifest(WiringFixture.manifest)
        #expect(change == .added)
        #expect(text.contains("    \"Home\",\n    \"Sign\",\n]"))
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

    @Test(arguments: [
        ("let package = Package(name: \"Nano\")\n", "`let features = [`"),
        ("let features = [\"SignUp\", \"Home\"]\n", "`let features = [`"),
        ("let features = [\n    \"SignUp\",\n", "`let features = [`"),
        ("let features = [\n    \"SignUp\",\n    other,\n]\n", "`let features = [`"),
    ])
    func aManifestWithoutTheListIsRefused(manifest: String, expected: String) throws {
        let error = #expect(throws: FeatureWiringError.self) {
            try FeatureWiring(name: "Profile").wireManifest(manifest)
        }
        guard case .unexpectedShape(let file, let shape) = error else {
            Issue.record("expected unexpectedShape, got \(String(describing: error))")
            return
        }
        #expect(file == "Package.swift" && shape.contains(expected))
        #expect(error?.description.contains("nothing was written") == true)
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
        #expect(try FeatureWiring(name: name).manifestEntry == "\"\(name)\",")
    }
}
