import ArgumentParser
import BenchReport
import Foundation
import NanoToolsKit

/// `nano-tools bench`: the benchmark driver that `Tools/bench` execs with its own arguments (and
/// `--root`). Its command line is Tools/bench's; its usage errors exit 2 with Tools/bench's
/// message, not swift-argument-parser's 64 (see ``runAsToolsBench(_:)``).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Nano's one benchmark entry point, Tools/bench (docs/performance.md).",
        usage: "Tools/bench [--quick] [--results FILE] [NAME...] | --list | --check-docs | --render-docs | --help",
        discussion: """
            Tools/bench                  every benchmark: results in docs/benchmarks.json,
                                         then docs/performance.md's tables rendered from it
            Tools/bench router startup   some benchmarks (each replaces only its own entry)
            Tools/bench --quick [NAME]   a smoke run with few runs and iterations (about a
                                         minute a benchmark once built): results go to
                                         .build-bench/quick.json; the docs are not touched
            Tools/bench --list           the benchmarks and what each compares
            Tools/bench --check-docs     exit 1 unless docs/performance.md's tables match
                                         docs/benchmarks.json (Tools/test's docs step)
            Tools/bench --render-docs    regenerate those tables from docs/benchmarks.json
            Tools/bench --results FILE   store results in FILE instead (docs not touched)

            Every benchmark compares a subject with a baseline measured in the same run and prints \
            the same table: case, baseline, subject, ratio (subject ÷ baseline), target, met. Each \
            is a file Tools/bench-suites/NAME.sh that defines `about_NAME` (one line for --list and \
            the table's title) and `bench_NAME`, which measures and calls `bench_row` once per row \
            (the helpers are Tools/lib/bench-suite.sh's). bench_NAME runs in a bash of its own with \
            `set -euo pipefail`; a failure (a build, a check of the output) fails that benchmark \
            only. Whether a target is met is computed by Tools/BenchReport from the measured \
            numbers, never written by a suite. The order of a full run is this tool's \
            (BenchPlan.suites, quickest first).

            In-process benchmarks run on ordo-one/benchmark (Tools/Benchmarks), read from its JMH \
            export; process-level ones are timed by Tools/StartupBenchmark/spawn-timer.swift (runs \
            interleaved, read from its --tsv output). Builds go to .build-bench/ (git-ignored); \
            logs to .build-bench/logs/NAME.log.

            Exit status: 0 every benchmark ran and every target is met (or has none); 1 a target \
            is not met; 2 usage; 3 a benchmark could not run (the others still ran and were \
            stored); 130 interrupted. --check-docs: 0 the tables match, 1 they do not, 3 \
            unreadable files.
            """
    )

    @Flag(help: "A smoke run with few runs and iterations; results go to .build-bench/quick.json.")
    var quick = false

    @Flag(help: "The benchmarks and what each compares.")
    var list = false

    @Flag(help: "Exit 1 unless docs/performance.md's tables match docs/benchmarks.json.")
    var checkDocs = false

    @Flag(help: "Regenerate those tables from docs/benchmarks.json.")
    var renderDocs = false

    @Option(help: ArgumentHelp("Store results in FILE instead (the docs are not touched).", valueName: "FILE"))
    var results: String?

    @Option(help: .hidden)
    var root: String?

    @Argument(help: ArgumentHelp("Benchmarks to run (default: all, in --list's order).", valueName: "NAME"))
    var names: [String] = []

    /// The one-line usage printed under a usage error.
    static let usageLine =
        "usage: Tools/bench [--quick] [--results FILE] [NAME...] | --list | --check-docs | --render-docs | --help"

    /// Parses `arguments` (those after `bench`) and runs; exits with the run's status. A usage
    /// error prints `Tools/bench: MESSAGE` and the usage line and exits 2; `--help` prints the
    /// help and exits 0.
    static func runAsToolsBench(_ arguments: [String]) -> Never {
        let command: Bench
        do {
            command = try parse(arguments)
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            usageFailure(message(for: error))
        }
        command.execute()
    }

    /// Writes `Tools/bench: MESSAGE` and the usage line to standard error and exits 2.
    static func usageFailure(_ message: String) -> Never {
        BenchDriver.printError("Tools/bench: \(message)\n\(usageLine)")
        Foundation.exit(2)
    }

    /// Decides the action (a usage error exits 2) and performs it; exits with its status.
    func execute() -> Never {
        let action: BenchPlan.Action
        do {
            action = try BenchPlan.action(
                quick: quick, list: list, checkDocs: checkDocs, renderDocs: renderDocs, results: results, names: names)
        } catch {
            Self.usageFailure(error.message)
        }
        guard let root else { Self.usageFailure("--root names the repository (Tools/bench passes it)") }
        let driver = BenchDriver(root: URL(fileURLWithPath: root).standardizedFileURL.path, results: results)
        Foundation.exit(driver.perform(action))
    }

    func run() throws {
        execute()
    }
}
