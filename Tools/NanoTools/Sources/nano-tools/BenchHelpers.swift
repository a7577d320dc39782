import ArgumentParser
import BenchReport
import Foundation
import NanoToolsKit

/// `nano-tools bench-jmh`: one value from ordo-one/benchmark's JMH export (`bench_jmh`).
struct BenchJMH: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-jmh",
        abstract: "Print one value of an ordo-one/benchmark JMH export (a suite's bench_jmh).",
        discussion: """
            Nanoseconds per iteration for a time metric (divided by N with --per), the count as \
            recorded for a count metric. Exit status: 0; 1 the export cannot be read or has no \
            such value.
            """
    )

    @Argument(help: "The export's path (bench_ordo prints it).") var export: String
    @Argument(help: "The benchmark target (ReactivePipeline).") var target: String
    @Argument(help: "The benchmark's name within the target.") var name: String
    @Option(help: "The metric.") var metric = "Time (wall clock)"
    @Option(help: "The percentile.") var percentile = 50.0
    @Option(help: "Divide by N (iterations per scaled iteration).") var per = 1.0

    func validate() throws {
        guard per > 0 else { throw ValidationError("--per takes a number above 0") }
    }

    func run() throws {
        try printing("bench-jmh") { () throws(FactsError) in
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: export))
                let value = try JMHExport(json: data).value(
                    target: target, benchmark: name, metric: metric, percentile: percentile)
                return "\(value / per)"
            } catch {
                throw FactsError(reason: "\(export): \(error)")
            }
        }
    }
}

/// `nano-tools spawn-medians`: the two medians of the spawn timer's `--tsv` report (`bench_time`).
struct SpawnMedians: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spawn-medians",
        abstract: "Print 'BASELINE SUBJECT', the medians in ms of spawn-timer --tsv's report on standard input.",
        discussion: "Exit status: 0; 1 the report has no baseline or subject line with a number."
    )

    func run() throws {
        try printing("spawn-medians") { () throws(FactsError) in
            let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            do throws(BenchStatistics.InputError) {
                let medians = try BenchStatistics.spawnMedians(tsv: text)
                return "\(medians.baseline) \(medians.subject)"
            } catch {
                throw FactsError(reason: error.reason)
            }
        }
    }
}

/// `nano-tools median`: the median of a suite's timed runs (`bench_median`).
struct Median: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "median",
        abstract: "Print the median of VALUE... (the mean of the middle two of an even count).",
        discussion: "Exit status: 0; 1 no values, or one is not a number."
    )

    @Option(help: "Decimals to print at most (trailing zeros are dropped).") var digits = 4
    @Argument(help: "The numbers.") var values: [String] = []

    func run() throws {
        try printing("median") { () throws(FactsError) in
            do throws(BenchStatistics.InputError) {
                return BenchStatistics.format(try BenchStatistics.median(of: values), digits: digits)
            } catch {
                throw FactsError(reason: error.reason)
            }
        }
    }
}

/// `nano-tools elapsed`: the time between two `$EPOCHREALTIME` readings (`bench_elapsed`).
struct Elapsed: ParsableCommand {
    /// The unit `elapsed` prints in.
    enum Unit: String, ExpressibleByArgument {
        case s, ms
    }

    static let configuration = CommandConfiguration(
        commandName: "elapsed",
        abstract: "Print the time from START to END, two $EPOCHREALTIME readings.",
        discussion: "Exit status: 0; 1 a reading is not a number."
    )

    @Argument(help: "The first reading.") var start: String
    @Argument(help: "The second reading.") var end: String
    @Option(help: "s or ms.") var unit = Unit.s
    @Option(help: "Decimals to print at most (trailing zeros are dropped).") var digits = 4

    func run() throws {
        try printing("elapsed") { () throws(FactsError) in
            do throws(BenchStatistics.InputError) {
                let seconds = try BenchStatistics.elapsed(from: start, to: end)
                return BenchStatistics.format(unit == .ms ? seconds * 1000 : seconds, digits: digits)
            } catch {
                throw FactsError(reason: error.reason)
            }
        }
    }
}
