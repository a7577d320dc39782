import BenchReport
import Foundation
import NanoToolsKit

/// What `Tools/bench` does once its command line is decided (``BenchPlan/Action``): lists the
/// benchmarks, checks or renders docs/performance.md's tables, or runs benchmarks, each in a
/// bash of its own (``BenchSuiteProcess``), records their rows in the results file and prints
/// their tables. Everything it prints goes straight to the file descriptors (no buffering), so
/// it interleaves with the suites' own output as it happens.
struct BenchDriver {
    /// The repository's root folder (absolute).
    let root: String
    /// `--results FILE` made absolute against the working directory; nil for the default.
    let results: String?

    init(root: String, results: String?) {
        self.root = root
        if let results, !results.hasPrefix("/") {
            self.results = FileManager.default.currentDirectoryPath + "/" + results
        } else {
            self.results = results
        }
    }

    var scratch: String { root + "/.build-bench" }
    var defaultResults: String { root + "/docs/benchmarks.json" }
    var document: String { root + "/docs/performance.md" }

    func perform(_ action: BenchPlan.Action) -> Int32 {
        switch action {
        case .list: list()
        case .checkDocs: docs(write: false)
        case .renderDocs: docs(write: true)
        case .run(let names, let quick): run(names, quick: quick)
        }
    }

    // MARK: - Listing and docs

    func list() -> Int32 {
        guard let titles = titles(of: BenchPlan.suites) else { return 3 }
        for (name, title) in zip(BenchPlan.suites, titles) {
            Self.say("  \(name)\(String(repeating: " ", count: max(0, 10 - name.count))) \(title)")
        }
        return 0
    }

    /// Each benchmark's `about_ID` line, read by sourcing its suite in one bash; nil (with the
    /// reason on standard error) when a suite is missing or prints no line.
    func titles(of names: [String]) -> [String]? {
        let script = """
            set -euo pipefail
            dir="$1"
            shift
            for name in "$@"; do source "$dir/$name.sh"; "about_${name//-/_}"; done
            """
        let output = BenchSuiteProcess.capture(
            ["bash", "-c", script, "Tools/bench", root + "/Tools/bench-suites"] + names)
        let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard output.status == 0, lines.count == names.count, !lines.contains(where: \.isEmpty) else {
            Self.printError(
                "Tools/bench: reading the benchmarks' about_NAME lines from Tools/bench-suites/ failed (exit \(output.status))"
            )
            return nil
        }
        return lines
    }

    func docs(write: Bool) -> Int32 {
        let resultsPath = results ?? defaultResults
        let shown = BenchPlan.display(document, root: root)
        let current: BenchmarkResults
        let text: String
        do {
            current = try ResultsFile.read(resultsPath)
        } catch {
            Self.printError("Tools/bench: cannot read results \(BenchPlan.display(resultsPath, root: root)): \(error)")
            return 3
        }
        do {
            text = try String(contentsOfFile: document, encoding: .utf8)
        } catch {
            Self.printError("Tools/bench: cannot read \(shown): \(error)")
            return 3
        }
        guard write else {
            let problems = DocBlocks.check(text, results: current)
            for problem in problems { Self.say("error: \(shown): \(problem)") }
            if problems.isEmpty { Self.say("\(shown): \(current.benchmarks.count) tables match the results") }
            return problems.isEmpty ? 0 : 1
        }
        do {
            let rendered = try DocBlocks.render(text, results: current)
            if rendered != text { try Data(rendered.utf8).write(to: URL(fileURLWithPath: document), options: .atomic) }
            Self.say("\(shown): \(rendered == text ? "tables already up to date" : "tables regenerated")")
            return 0
        } catch {
            Self.printError("Tools/bench: \(shown): \(error)")
            return 3
        }
    }

    // MARK: - Running

    func run(_ names: [String], quick: Bool) -> Int32 {
        let resultsPath = results ?? (quick ? scratch + "/quick.json" : defaultResults)
        guard let titles = titles(of: names) else { return 3 }
        let fileManager = FileManager.default
        let runDirectory: String
        do {
            for folder in ["tools", "logs"] {
                try fileManager.createDirectory(atPath: scratch + "/" + folder, withIntermediateDirectories: true)
            }
            runDirectory = try BenchSuiteProcess.temporaryDirectory(in: scratch, prefix: "run.")
        } catch {
            Self.printError("Tools/bench: cannot create \(BenchPlan.display(scratch, root: root))/: \(error)")
            return 3
        }
        let machine = BenchMachine.current()
        BenchSuiteProcess.installInterruptHandlers()
        let cleanup = {
            try? fileManager.removeItem(atPath: runDirectory)
            try? fileManager.removeItem(atPath: "\(scratch)/tools/spawn-timer.\(getpid())")
        }
        let mode = quick ? "--quick: few runs, a smoke test, not a measurement" : "full runs"
        Self.say(
            "Nano benchmarks: \(names.joined(separator: " ")) (\(mode)); results in \(BenchPlan.display(resultsPath, root: root))"
        )
        Self.say(
            "\(machine.toolchain); \(machine.cores) cores\(machine.cpu.isEmpty ? "" : " (\(machine.cpu))"), \(machine.kernel)"
        )
        var notMet: [String] = []
        var failed: [String] = []
        for (name, title) in zip(names, titles) {
            let directory = runDirectory + "/" + name
            let rows = directory + "/rows.tsv"
            let log = scratch + "/logs/" + name + ".log"
            do {
                try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try Data().write(to: URL(fileURLWithPath: rows))
                try Data().write(to: URL(fileURLWithPath: log))
            } catch {
                Self.printError("Tools/bench: \(name): \(error)")
                failed.append(name)
                continue
            }
            Self.say("")
            Self.say("== \(name): \(title)")
            let start = DispatchTime.now().uptimeNanoseconds
            let status = BenchSuiteProcess.runSuite(
                name,
                environment: [
                    "BENCH_ROOT": root, "BENCH_QUICK": quick ? "1" : "0", "BENCH_SCRATCH": scratch,
                    "BENCH_TOOLS": scratch + "/tools", "BENCH_DIR": directory, "BENCH_ROWS": rows, "BENCH_LOG": log,
                    "BENCH_RUN_ID": "\(getpid())", "BENCH_NANO_TOOLS": BenchSuiteProcess.ownExecutable,
                ])
            if BenchSuiteProcess.interrupted {
                cleanup()
                Self.printError("Tools/bench: interrupted")
                return 130
            }
            let seconds = Int((Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9).rounded())
            let rowsText = (try? String(contentsOfFile: rows, encoding: .utf8)) ?? ""
            guard status == 0, !rowsText.isEmpty else {
                Self.say("FAILED after \(seconds)s (exit \(status); log: \(BenchPlan.display(log, root: root)))")
                failed.append(name)
                continue
            }
            let method = (try? String(contentsOfFile: directory + "/method", encoding: .utf8)) ?? ""
            let run = RunInfo(
                command: (quick ? "Tools/bench --quick " : "Tools/bench ") + name, method: method, quick: quick,
                toolchain: machine.toolchain,
                machine: Machine(cores: machine.cores, kernel: machine.kernel, cpu: machine.cpu),
                date: ISO8601DateFormatter().string(from: Date()))
            switch record(name: name, title: title, rows: rowsText, run: run, to: resultsPath) {
            case 0: break
            case 1: notMet.append(name)
            default: failed.append(name)
            }
            Self.say("(\(seconds)s)")
        }
        Self.say("")
        if resultsPath == defaultResults && !quick && docs(write: true) != 0 { failed.append("docs") }
        cleanup()
        if !notMet.isEmpty { Self.say("target not met in: \(notMet.joined(separator: " "))") }
        if !failed.isEmpty {
            Self.say(
                "could not run: \(failed.joined(separator: " ")) (logs in \(BenchPlan.display(scratch, root: root))/logs/)"
            )
        }
        let status = BenchPlan.exitStatus(notMet: notMet, failed: failed)
        if status == 0 { Self.say("every target met") }
        return status
    }

    /// Evaluates one benchmark's rows, stores its entry in the results file (replacing its
    /// earlier one) and prints its table: 0 every target met, 1 one not met, 3 unreadable rows
    /// or results.
    func record(name: String, title: String, rows text: String, run: RunInfo, to path: String) -> Int32 {
        do {
            let rows = try RowsFile.parse(text)
            guard !rows.isEmpty else { throw DocBlocks.Problem("its rows file holds no rows") }
            let entry = BenchmarkEntry(benchmark: name, title: title, run: run, rows: rows)
            try ResultsFile.write(try ResultsFile.read(path).merging(entry), to: path)
            Self.say(TableRenderer.render(entry))
            return entry.allTargetsMet == false ? 1 : 0
        } catch {
            Self.printError(
                "Tools/bench: \(name): cannot record its rows in \(BenchPlan.display(path, root: root)): \(error)")
            return 3
        }
    }

    /// Writes `text` and a newline to standard output, unbuffered.
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
