import Foundation
import Testing

@testable import NanoToolsKit

@Suite struct CoverageTableTests {
    static func file(_ name: String, _ count: Int, _ covered: Int) -> String {
        #"{"filename":"\#(name)","summary":{"lines":{"count":\#(count),"covered":\#(covered),"percent":0}}}"#
    }

    /// An export as `llvm-cov export -summary-only` prints it for Modules/Testing's test binary:
    /// its two modules, its tests, a dependency's sources and a checkout.
    static let export = Data(
        (#"{"type":"llvm.coverage.json.export","version":"2.0.1","data":[{"files":["#
            + [
                file("/repo/Modules/Testing/Sources/NanoTesting/Doubles.swift", 100, 90),
                file("/repo/Modules/Testing/Sources/NanoTesting/Snapshots/Pixels.swift", 50, 20),
                file("/repo/Modules/Testing/Sources/NanoPreview/Preview.swift", 10, 10),
                file("/repo/Modules/Testing/Tests/NanoTestingTests/DoublesTests.swift", 400, 400),
                file("/repo/Modules/Core/Sources/NanoCore/Navigator.swift", 300, 3),
                file("/repo/.build-coverage/checkouts/swift-snapshot-testing/Sources/SnapshotTesting/A.swift", 9, 0),
                file("/repo/Modules/Testing/Sources/Stray.swift", 7, 0),
            ].joined(separator: ",") + #"],"totals":{}}]}"#).utf8)

    @Test func onlyThePackagesOwnSourcesCountPerModule() throws {
        let modules = try ModuleCoverage.modules(inExport: Self.export, package: "Modules/Testing", root: "/repo")
        #expect(
            modules == [
                ModuleCoverage(module: "NanoPreview", package: "Modules/Testing", lines: 10, covered: 10),
                ModuleCoverage(module: "NanoTesting", package: "Modules/Testing", lines: 150, covered: 110),
            ])
        #expect(modules[1].percent.map { ($0 * 10).rounded() / 10 } == 73.3)
    }

    @Test(arguments: ["", "[]", #"{"data":[{}]}"#, #"{"data":[{"files":[{"filename":"/repo/X/Sources/A/a.swift"}]}]}"#])
    func anExportThatIsNotOneThrows(_ text: String) {
        #expect(throws: FactsError.self) {
            try ModuleCoverage.modules(inExport: Data(text.utf8), package: "X", root: "/repo")
        }
    }

    @Test func floorsReadOneModuleAndPercentALineWithComments() throws {
        let floors = try CoverageFloors(text: "# floors\nNanoCore 85\n\n  NanoUI   80  # today 81.2\n")
        #expect(floors.floors == ["NanoCore": 85, "NanoUI": 80])
        for bad in ["NanoCore", "NanoCore 85 90", "NanoCore high", "NanoCore 101", "NanoCore 85\nNanoCore 86"] {
            #expect(throws: FactsError.self) { try CoverageFloors(text: bad) }
        }
    }

    @Test func aModuleFailsBelowItsFloorWithoutAFigureOrWithoutARequiredFloor() throws {
        let floors = try CoverageFloors(text: "NanoCore 85\n")
        let core = { (covered: Int) in
            ModuleCoverage(module: "NanoCore", package: "Modules/Core", lines: 1000, covered: covered)
        }
        #expect(floors.failure(of: core(850), required: true) == nil)
        #expect(floors.failure(of: core(849), required: true) == "84.9% is below its floor of 85%")
        #expect(floors.failure(of: core(0).with(lines: 0), required: true) == "no line counted, so no figure")
        let ui = ModuleCoverage(module: "NanoUI", package: "Modules/UI", lines: 10, covered: 10)
        #expect(floors.failure(of: ui, required: true) == "no floor in Tools/coverage-floors")
        let feature = ModuleCoverage(module: "HomeFeature", package: "Features/Home", lines: 10, covered: 1)
        #expect(floors.failure(of: feature, required: false) == nil)
    }
}

extension ModuleCoverage {
    fileprivate func with(lines: Int) -> ModuleCoverage {
        ModuleCoverage(module: module, package: package, lines: lines, covered: covered)
    }
}
