import Foundation
import Testing

@testable import NanoToolsKit

@Suite struct BenchPlanTests {
    typealias Action = BenchPlan.Action

    static func action(
        quick: Bool = false, list: Bool = false, checkDocs: Bool = false, renderDocs: Bool = false,
        results: String? = nil, _ names: [String] = []
    ) throws(BenchPlan.UsageError) -> Action {
        try BenchPlan.action(
            quick: quick, list: list, checkDocs: checkDocs, renderDocs: renderDocs, results: results, names: names)
    }

    @Test func noNamesRunsEveryBenchmarkInOrder() throws {
        #expect(try Self.action() == .run(names: BenchPlan.suites, quick: false))
        #expect(try Self.action(quick: true) == .run(names: BenchPlan.suites, quick: true))
        #expect(BenchPlan.suites.first == "reactive")
    }

    @Test func namedBenchmarksRunInTheGivenOrder() throws {
        #expect(try Self.action(["router", "startup"]) == .run(names: ["router", "startup"], quick: false))
        #expect(try Self.action(quick: true, results: "out.json", ["state"]) == .run(names: ["state"], quick: true))
    }

    @Test func theOtherActions() throws {
        #expect(try Self.action(list: true) == .list)
        #expect(try Self.action(checkDocs: true) == .checkDocs)
        #expect(try Self.action(renderDocs: true, results: "r.json") == .renderDocs)
        #expect(try Self.action(checkDocs: true, results: "r.json") == .checkDocs)
    }

    /// Each refusal says what the bash driver said (the message follows `Tools/bench: `).
    @Test(arguments: [
        (Self.Call(names: ["nope"]), "no benchmark named 'nope' (see Tools/bench --list)"),
        (Self.Call(list: true, names: ["nope"]), "no benchmark named 'nope' (see Tools/bench --list)"),
        (Self.Call(list: true, names: ["router"]), "--list takes no benchmark names"),
        (Self.Call(checkDocs: true, names: ["web"]), "--check-docs takes no benchmark names"),
        (Self.Call(quick: true, list: true), "--quick is for running benchmarks"),
        (Self.Call(quick: true, renderDocs: true), "--quick is for running benchmarks"),
        (Self.Call(results: ""), "--results needs a file"),
        (Self.Call(list: true, checkDocs: true), "--list and --check-docs cannot be combined"),
    ])
    func usageErrors(call: Call, message: String) {
        #expect(throws: BenchPlan.UsageError(message)) {
            try Self.action(
                quick: call.quick, list: call.list, checkDocs: call.checkDocs, renderDocs: call.renderDocs,
                results: call.results, call.names)
        }
    }

    struct Call: Sendable {
        var quick = false
        var list = false
        var checkDocs = false
        var renderDocs = false
        var results: String?
        var names: [String] = []
    }

    @Test func exitStatus() {
        #expect(BenchPlan.exitStatus(notMet: [], failed: []) == 0)
        #expect(BenchPlan.exitStatus(notMet: ["router"], failed: []) == 1)
        #expect(BenchPlan.exitStatus(notMet: ["router"], failed: ["web"]) == 3)
        #expect(BenchPlan.exitStatus(notMet: [], failed: ["docs"]) == 3)
    }

    @Test func identifiers() {
        #expect(BenchPlan.identifier("push-pop") == "push_pop")
        #expect(BenchPlan.identifier("router") == "router")
    }

    @Test func pathsAreShownRelativeToTheRoot() {
        #expect(BenchPlan.display("/repo/docs/benchmarks.json", root: "/repo") == "docs/benchmarks.json")
        #expect(BenchPlan.display("/repo/docs/x", root: "/repo/") == "docs/x")
        #expect(BenchPlan.display("/repository/x", root: "/repo") == "/repository/x")
        #expect(BenchPlan.display("/tmp/r.json", root: "/repo") == "/tmp/r.json")
    }

    @Test func cpuModel() {
        let cpuinfo = """
            processor\t: 0
            vendor_id\t: GenuineIntel
            model\t\t: 85
            model name\t: Intel(R) Xeon(R) CPU @ 2.20GHz
            processor\t: 1
            model name\t: Another
            """
        #expect(BenchPlan.cpuModel(cpuinfo: cpuinfo) == "Intel(R) Xeon(R) CPU @ 2.20GHz")
        #expect(BenchPlan.cpuModel(cpuinfo: "processor\t: 0\nmodel\t\t: 85\n") == "")
    }

    /// The list of benchmarks is the folder's: every Tools/bench-suites/NAME.sh is run by a full
    /// run, and every name in the list has its file (so adding a suite without listing it, or
    /// removing one still listed, fails here rather than in a run).
    @Test func theListIsTheSuitesFolder() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("bench-suites")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sh") }.map { String($0.dropLast(3)) }
        #expect(Set(files) == Set(BenchPlan.suites))
        #expect(Set(BenchPlan.suites).count == BenchPlan.suites.count)
    }
}
