import BenchReport
import Foundation
import NanoToolsKit
import Testing

@testable import nano_tools

/// `nano-tools bench` as Tools/bench runs it: its command line, and whole runs of stand-in
/// benchmarks in a scratch repository (the real Tools/lib/bench-suite.sh, suites written here),
/// down to the exit status and the results file.
@Suite struct BenchDriverTests {
    /// The repository this package lives in (Tools/NanoTools/Tests/NanoToolsTests/ → root).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    // MARK: - The command line

    @Test func optionsAndNamesAsToolsBenchTakesThem() throws {
        let command = try Bench.parse(["--quick", "state", "--results", "out.json", "router"])
        #expect(command.quick && command.names == ["state", "router"] && command.results == "out.json")
        #expect(try Bench.parse(["--check-docs"]).checkDocs)
        #expect(try Bench.parse(["--render-docs"]).renderDocs)
        #expect(try Bench.parse(["--list"]).list)
    }

    /// swift-argument-parser's own usage errors are the ones `runAsToolsBench` turns into exit 2.
    @Test(arguments: [["--foo"], ["--results"], ["-q"]])
    func parserUsageErrorsAreValidationFailures(arguments: [String]) {
        do {
            _ = try Bench.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(Bench.exitCode(for: error) == .validationFailure)
        }
    }

    @Test func helpIsNotAFailure() {
        do {
            _ = try Bench.parse(["--help"])
            Issue.record("--help parsed as a run")
        } catch {
            #expect(Bench.exitCode(for: error) == .success)
            #expect(Bench.fullMessage(for: error).contains("Tools/bench --check-docs"))
        }
    }

    // MARK: - Runs

    /// A scratch repository with the real suite library and a stand-in `router` suite whose
    /// body is `body`.
    static func repository(router body: String) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("bench-driver-\(UUID().uuidString)").path
        let fileManager = FileManager.default
        for folder in ["Tools/lib", "Tools/bench-suites", "docs"] {
            try fileManager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        try fileManager.copyItem(
            atPath: "\(repository)/Tools/lib/bench-suite.sh", toPath: "\(root)/Tools/lib/bench-suite.sh")
        for name in BenchPlan.suites {
            let id = BenchPlan.identifier(name)
            let suite = """
                about_\(id)() { echo "stand-in \(name)"; }
                bench_\(id)() {
                \(name == "router" ? body : "    false")
                }

                """
            try suite.write(toFile: "\(root)/Tools/bench-suites/\(name).sh", atomically: true, encoding: .utf8)
        }
        return root
    }

    static func results(_ path: String) throws -> BenchmarkResults {
        try ResultsFile.read(path)
    }

    @Test func listReadsEveryAboutLine() throws {
        let root = try Self.repository(router: "    :")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let titles = BenchDriver(root: root, results: nil).titles(of: BenchPlan.suites)
        #expect(titles == BenchPlan.suites.map { "stand-in \($0)" })
        #expect(BenchDriver(root: root, results: nil).perform(.list) == 0)
    }

    @Test func aMissingSuiteFailsTheListing() throws {
        let root = try Self.repository(router: "    :")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: "\(root)/Tools/bench-suites/web.sh")
        #expect(BenchDriver(root: root, results: nil).perform(.list) == 3)
    }

    @Test func aRunRecordsTheRowsAndTheMethod() throws {
        let root = try Self.repository(
            router: """
                    bench_method "stand-in, quick=$BENCH_QUICK"
                    bench_row "lookup" trie 2 nano 3 ns "ratio <= 2"
                """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = "\(root)/out.json"
        #expect(BenchDriver(root: root, results: path).perform(.run(names: ["router"], quick: true)) == 0)
        let entry = try #require(try Self.results(path).benchmarks["router"])
        #expect(entry.title == "stand-in router")
        #expect(entry.run.command == "Tools/bench --quick router" && entry.run.quick)
        #expect(entry.run.method == "stand-in, quick=1")
        #expect(entry.rows.count == 1 && entry.rows[0].subject.value == 3 && entry.allTargetsMet == true)
        // The run's temporary folder is gone.
        let left = try FileManager.default.contentsOfDirectory(atPath: "\(root)/.build-bench")
        #expect(!left.contains { $0.hasPrefix("run.") })
    }

    @Test func aTargetNotMetExitsOne() throws {
        let root = try Self.repository(router: #"    bench_row "lookup" trie 1 nano 3 ns "ratio <= 2""#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = "\(root)/out.json"
        #expect(BenchDriver(root: root, results: path).perform(.run(names: ["router"], quick: false)) == 1)
        #expect(try Self.results(path).benchmarks["router"]?.allTargetsMet == false)
    }

    /// A suite that fails, or measures nothing, is not stored, and the others still run.
    @Test func aBenchmarkThatCannotRunExitsThree() throws {
        let root = try Self.repository(router: #"    bench_row "lookup" trie 1 nano 1 ns"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = "\(root)/out.json"
        let status = BenchDriver(root: root, results: path).perform(.run(names: ["state", "router"], quick: true))
        #expect(status == 3)
        #expect(try Self.results(path).benchmarks.keys.sorted() == ["router"])
    }

    @Test func aSuiteThatWritesNoRowsCannotRun() throws {
        let root = try Self.repository(router: "    bench_note nothing measured")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(BenchDriver(root: root, results: "\(root)/out.json").perform(.run(names: ["router"], quick: true)) == 3)
    }

    /// `set -e` holds inside a suite, as it did in the bash driver's subshell.
    @Test func aFailingCommandInASuiteStopsIt() throws {
        let root = try Self.repository(
            router: """
                    false
                    bench_row "lookup" trie 1 nano 1 ns
                """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(BenchDriver(root: root, results: "\(root)/out.json").perform(.run(names: ["router"], quick: true)) == 3)
    }

    // MARK: - Docs

    @Test func checkAndRenderDocs() throws {
        let root = try Self.repository(router: #"    bench_row "lookup" trie 1 nano 1 ns"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let driver = BenchDriver(root: root, results: nil)
        #expect(driver.perform(.run(names: ["router"], quick: false)) == 3, "no docs/performance.md to render")
        let document = "# Performance\n\n<!-- bench:router -->\nstale\n<!-- /bench:router -->\n"
        try document.write(toFile: "\(root)/docs/performance.md", atomically: true, encoding: .utf8)
        #expect(driver.perform(.checkDocs) == 1)
        #expect(driver.perform(.renderDocs) == 0)
        #expect(driver.perform(.checkDocs) == 0)
        try "{".write(toFile: "\(root)/docs/benchmarks.json", atomically: true, encoding: .utf8)
        #expect(driver.perform(.checkDocs) == 3)
    }
}
