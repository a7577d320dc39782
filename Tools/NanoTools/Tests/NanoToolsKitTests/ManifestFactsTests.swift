import Foundation
import Testing

@testable import NanoToolsKit

@Suite struct ManifestFactsTests {
    static let manifest = """
        {
          "name" : "Core",
          "targets" : [
            { "name" : "NanoCore", "type" : "regular" },
            { "name" : "NanoCoreTests", "type" : "test" },
            { "name" : "NanoCoreMoreTests", "type" : "test" }
          ]
        }
        """

    @Test func countsTestTargets() throws {
        #expect(try ManifestFacts.testTargets(inDumpPackage: Data(Self.manifest.utf8)) == 2)
    }

    /// The harness's plant: SwiftPM printing the manifest without whitespace.
    @Test func aManifestWithoutWhitespaceIsReadTheSame() throws {
        let compact = #"{"name":"OneTest","targets":[{"name":"OneTestTests","type":"test"}]}"#
        #expect(try ManifestFacts.testTargets(inDumpPackage: Data(compact.utf8)) == 1)
    }

    /// Tools/test runs the root package's test bundle itself, found by this name.
    @Test func readsThePackageName() throws {
        #expect(try ManifestFacts.packageName(inDumpPackage: Data(Self.manifest.utf8)) == "Core")
        for input in ["", "not json", #"{"targets":[]}"#, #"{"name":7}"#] {
            #expect(throws: FactsError.self) { try ManifestFacts.packageName(inDumpPackage: Data(input.utf8)) }
        }
    }

    @Test func aPackageWithoutTestTargets() throws {
        let json = #"{"name":"Framework","targets":[{"name":"NanoFramework","type":"regular"}]}"#
        #expect(try ManifestFacts.testTargets(inDumpPackage: Data(json.utf8)) == 0)
    }

    /// The harness's plants: `dump-package` printing nothing, or something that is not a manifest,
    /// must fail the package, never pass it as "built only".
    @Test(arguments: [
        ("", "no manifest"),
        ("error: manifest parse error", "not JSON"),
        (#"{"targets":[]}"#, "no \"name\""),
        (#"{"name":"X"}"#, "no \"targets\" array"),
        (#"{"name":"X","targets":[{"name":"XTests"}]}"#, "XTests has no \"type\""),
        ("[1, 2]", "no \"name\""),
    ])
    func whatIsNotAManifestIsRefused(input: String, reason: String) {
        let error = #expect(throws: FactsError.self) { try ManifestFacts.testTargets(inDumpPackage: Data(input.utf8)) }
        #expect(error?.reason.contains(reason) == true)
    }

    static func table(_ routes: [(pattern: String, parent: String?, feature: String)]) -> Data {
        let rows = routes.map { route in
            let parent = route.parent.map { "\"\($0)\"" } ?? "null"
            return #"{"pattern":"\#(route.pattern)","parent":\#(parent),"feature":"\#(route.feature)"}"#
        }
        return Data(#"{"routes":[\#(rows.joined(separator: ","))]}"#.utf8)
    }

    @Test func theDeepestOwnRouteWithoutParameters() throws {
        let routes = Self.table([
            ("home", nil, "stand-ins"),
            ("signup", nil, "stand-ins"),
            ("settings", "home", "settings"),
            ("settings/account", "settings", "settings"),
            ("settings/account/:id", "settings/account", "settings"),
            ("settings/about", "settings", "settings"),
            ("settings/files/*", "settings/about", "settings"),
        ])
        #expect(try ManifestFacts.deepestRoute(inRoutesJSON: routes) == "settings/account")
    }

    @Test func standInsAndParametersAloneGiveNoRoute() throws {
        let routes = Self.table([("home", nil, "stand-ins"), ("item/:id", "home", "shop")])
        #expect(try ManifestFacts.deepestRoute(inRoutesJSON: routes) == nil)
    }

    /// A chain of parents that comes back on itself ends where it would repeat.
    @Test func aCycleOfParentsEnds() throws {
        let routes = Self.table([("a", "b", "x"), ("b", "a", "x"), ("c", "c", "x"), ("d", "a", "x")])
        #expect(try ManifestFacts.deepestRoute(inRoutesJSON: routes) == "d")
    }

    @Test(arguments: ["", "{}", #"{"routes":[{"pattern":"a"}]}"#])
    func whatIsNotARouteTableIsRefused(input: String) {
        #expect(throws: FactsError.self) { try ManifestFacts.deepestRoute(inRoutesJSON: Data(input.utf8)) }
    }

    @Test func theStackAnAppShows() throws {
        let json = #"{"stack":[{"scene":"HomeScene"},{"scene":"SettingsScene"}],"link":"settings"}"#
        #expect(try ManifestFacts.stackDepth(inScreenJSON: Data(json.utf8)) == 2)
        #expect(try ManifestFacts.stackDepth(inScreenJSON: Data(#"{"stack":[]}"#.utf8)) == 0)
        #expect(try ManifestFacts.stackDepth(inScreenJSON: Data(#"{"error":"no route"}"#.utf8)) == 0)
        #expect(try ManifestFacts.stackDepth(inScreenJSON: Data(#"{"stack":"HomeScene"}"#.utf8)) == 0)
    }

    @Test(arguments: ["", "nvc: error: no route", "[1]"])
    func whatIsNotAnAppsOutputIsRefused(input: String) {
        #expect(throws: FactsError.self) { try ManifestFacts.stackDepth(inScreenJSON: Data(input.utf8)) }
    }
}
