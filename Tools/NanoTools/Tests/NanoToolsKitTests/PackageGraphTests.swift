import Foundation
import Testing

@testable import NanoToolsKit

@Suite struct PackageGraphTests {
    /// A `dump-package` JSON as SwiftPM prints it: path dependencies absolute, remote ones by URL.
    static func dump(_ name: String, paths: [String], targets: String = #"{"name":"X","type":"regular"}"#) -> Data {
        let local = paths.map { #"{"fileSystem":[{"identity":"x","path":"\#($0)"}]}"# }
        let remote = #"{"sourceControl":[{"identity":"y","location":{"remote":[{"urlString":"https://e.com/y"}]}}]}"#
        let dependencies = (local + [remote]).joined(separator: ",")
        return Data(#"{"name":"\#(name)","dependencies":[\#(dependencies)],"targets":[\#(targets)]}"#.utf8)
    }

    @Test func pathDependenciesBecomeRepoRelativeFoldersAndURLsAreLeftOut() throws {
        let graph = try PackageGraph(
            dumps: [
                "Features/Settings": Self.dump(
                    "Settings", paths: ["/repo/Modules/Core", "/repo/Features/Settings/../../Modules/UI"]),
                "Modules/Core": Self.dump("Core", paths: []),
                "Modules/UI": Self.dump("UI", paths: ["/repo/Modules/Core"]),
            ], repositoryRoot: "/repo")
        #expect(graph.dependencies["Features/Settings"] == ["Modules/Core", "Modules/UI"])
        #expect(graph.dependencies["Modules/UI"] == ["Modules/Core"])
        #expect(graph.dependencies["Modules/Core"] == [])
    }

    @Test func targetFoldersAreTheGivenPathOrSwiftPMsDefault() throws {
        let targets =
            #"{"name":"NvcApp","type":"regular","path":"App/NvcApp"},{"name":"NanoAppTests","type":"test"},"#
            + #"{"name":"nvc","type":"executable"},{"name":"FeatureList","type":"plugin"}"#
        let graph = try PackageGraph(
            dumps: [".": Self.dump("Nano", paths: [], targets: targets)], repositoryRoot: "/repo")
        #expect(graph.targetFolders["."] == ["App/NvcApp", "Tests/NanoAppTests", "Sources/nvc", "Plugins/FeatureList"])
    }

    /// Fail closed: a graph with a hole would skip packages that a change does affect.
    @Test func aDependencyOutsideTheRepositoryOrWithoutAManifestThrows() {
        #expect(throws: FactsError(reason: "Modules/UI depends on /elsewhere/Core, outside the repository")) {
            try PackageGraph(
                dumps: ["Modules/UI": Self.dump("UI", paths: ["/elsewhere/Core"])], repositoryRoot: "/repo")
        }
        #expect(throws: FactsError(reason: "Modules/UI depends on Modules/Core, whose manifest was not read")) {
            try PackageGraph(
                dumps: ["Modules/UI": Self.dump("UI", paths: ["/repo/Modules/Core"])], repositoryRoot: "/repo")
        }
    }

    @Test(arguments: ["", "not json", #"{"name":"X","targets":[]}"#, #"{"name":"X","dependencies":[],"targets":[{}]}"#])
    func aManifestThatIsNotOneThrows(_ text: String) {
        #expect(throws: FactsError.self) {
            try PackageGraph(dumps: ["Modules/X": Data(text.utf8)], repositoryRoot: "/repo")
        }
    }

    @Test func affectedIsTheChangeAndEveryTransitiveDependent() {
        let graph = PackageGraph(dependencies: [
            "Modules/Core": [], "Modules/UI": ["Modules/Core"], "Features/Settings": ["Modules/UI"],
            "Features/Home": ["Modules/Core"], "Modules/Reactive": [], ".": ["Features/Settings", "Features/Home"],
        ])
        #expect(graph.affected(by: ["Modules/UI"]) == ["Modules/UI", "Features/Settings", "."])
        #expect(
            graph.affected(by: ["Modules/Core"]) == [
                "Modules/Core", "Modules/UI", "Features/Settings", "Features/Home", ".",
            ]
        )
        #expect(graph.affected(by: []) == [])
        #expect(graph.chain(from: ".", to: "Modules/UI") == [".", "Features/Settings", "Modules/UI"])
        #expect(graph.chain(from: "Modules/Reactive", to: "Modules/Core") == nil)
    }

    @Test func aCycleEnds() {
        let graph = PackageGraph(dependencies: ["A": ["B"], "B": ["A"]])
        #expect(graph.affected(by: ["A"]) == ["A", "B"])
    }
}
