import Testing

@testable import BenchReport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A run description for test entries.
let testRun = RunInfo(
    command: "Tools/bench startup", method: "spawn-timer, 300 runs.", quick: false,
    toolchain: "Swift version 6.3.1", machine: Machine(cores: 2, kernel: "Linux 6.18", cpu: "AMD EPYC"),
    date: "2026-11-25T07:00:00Z")

/// An entry with one row of each kind: a ratio target not met, no target, a subject target met.
func sampleEntry(_ name: String = "startup") -> BenchmarkEntry {
    BenchmarkEntry(
        benchmark: name, title: "nvc startup", run: testRun,
        rows: [
            ResultRow(
                case: "open", baseline: Measure(label: "hello-world", value: 2.6, unit: "ms"),
                subject: Measure(label: "nvc", value: 6.5, unit: "ms"),
                target: Target(text: "≤ 1.5×", on: .ratio, comparison: .atMost, bound: 1.5)),
            ResultRow(
                case: "--version", baseline: Measure(label: "hello-world", value: 2.6, unit: "ms"),
                subject: Measure(label: "nvc", value: 3.9, unit: "ms"), target: nil),
            ResultRow(
                case: "state", baseline: Measure(label: "--ephemeral", value: 0.25, unit: "s"),
                subject: Measure(label: "--state", value: 0.27, unit: "s"),
                target: Target(text: "under 5 s", on: .subject, comparison: .below, bound: 5)),
        ])
}

@Suite struct RowTests {
    @Test func ratioAndVerdictComeFromTheValues() {
        let rows = sampleEntry().rows
        #expect(rows[0].ratio == 2.5)
        #expect(rows[0].met == false)
        #expect(rows[1].ratio == 1.5)
        #expect(rows[1].met == nil)
        #expect(rows[2].met == true)
        #expect(sampleEntry().allTargetsMet == false)
    }

    @Test func aZeroBaselineHasNoRatio() {
        let row = ResultRow(
            case: "c", baseline: Measure(label: "b", value: 0, unit: "x"),
            subject: Measure(label: "s", value: 1, unit: "x"),
            target: Target(text: "", on: .ratio, comparison: .atMost, bound: 1))
        #expect(row.ratio == nil)
        #expect(row.met == nil)
        #expect(row.inconsistencies.isEmpty)
    }

    @Test(arguments: [
        (246.911_234_5, 246.911), (0.074_612_345, 0.074_612_3), (1_234_567.8, 1_234_570), (2.5, 2.5), (0, 0),
    ])
    func valuesKeepSixSignificantDigits(value: Double, expected: Double) {
        #expect(ResultRow.rounded(value) == expected)
        #expect(ResultRow.rounded(ResultRow.rounded(value)) == ResultRow.rounded(value))
    }

    @Test func comparisons() {
        #expect(TargetComparison.atMost.holds(1.5, 1.5))
        #expect(!TargetComparison.below.holds(1.5, 1.5))
        #expect(TargetComparison.atLeast.holds(3, 3))
        #expect(!TargetComparison.above.holds(3, 3))
    }

    @Test func targetExpressions() {
        #expect(
            Target(expression: "ratio <= 1.5", text: "t")
                == Target(text: "t", on: .ratio, comparison: .atMost, bound: 1.5))
        #expect(Target(expression: "subject < 5", text: "")?.on == .subject)
        #expect(Target(expression: "ratio =< 1.5", text: "") == nil)
        #expect(Target(expression: "ratio <= fast", text: "") == nil)
        #expect(Target(expression: "speed <= 1", text: "") == nil)
    }

    @Test func aHandEditedVerdictIsInconsistent() {
        var row = sampleEntry().rows[0]
        row.met = true
        #expect(row.inconsistencies.count == 1)
        row.met = false
        row.ratio = 1.2
        #expect(row.inconsistencies.count == 1)
    }
}

@Suite struct ResultsFileTests {
    @Test func roundTripsExactly() throws {
        let results = BenchmarkResults(benchmarks: [sampleEntry("startup"), sampleEntry("state")])
        let data = try ResultsFile.encode(results)
        let decoded = try ResultsFile.decode(data)
        #expect(decoded == results)
        for entry in decoded.benchmarks.values {
            for row in entry.rows { #expect(row.inconsistencies.isEmpty) }
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"met\" : null"))
        #expect(text.contains("\"target\" : null"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func mergingReplacesOnlyThatBenchmark() {
        let results = BenchmarkResults(benchmarks: [sampleEntry("startup"), sampleEntry("state")])
        var rerun = sampleEntry("state")
        rerun.title = "re-run"
        let merged = results.merging(rerun)
        #expect(merged.benchmarks["state"]?.title == "re-run")
        #expect(merged.benchmarks["startup"] == results.benchmarks["startup"])
        #expect(merged.benchmarks.count == 2)
    }

    @Test func anotherSchemaIsRefused() throws {
        var results = BenchmarkResults()
        results.schema = 2
        let data = try JSONEncoder().encode(results)
        #expect(throws: DocBlocks.Problem.self) { try ResultsFile.decode(data) }
    }
}

@Suite struct RowsFileTests {
    @Test func parsesRowsAndDefaultTargetText() throws {
        let text = """
            # a comment
            open\thello-world\t2.6\tnvc\t6.5\tms\tratio <= 1.5\t
            state\t--ephemeral\t0.25\t--state\t0.27\ts\tsubject < 5\tunder 5 s
            info\ta\t1\tb\t2\tns\t\t

            """
        let rows = try RowsFile.parse(text)
        #expect(rows.count == 3)
        #expect(rows[0].target?.text == "≤ 1.5×")
        #expect(rows[0].met == false)
        #expect(rows[1].target?.text == "under 5 s")
        #expect(rows[1].met == true)
        #expect(rows[2].target == nil)
        #expect(rows[2].subject == Measure(label: "b", value: 2, unit: "ns"))
    }

    @Test(arguments: [
        "open\thello\t2.6\tnvc\t6.5\tms\tratio <= 1.5",
        "open\thello\tfast\tnvc\t6.5\tms\t\t",
        "open\thello\t2.6\tnvc\tnan\tms\t\t",
        "open\thello\t2.6\tnvc\t6.5\tms\tratio about 1.5\t",
    ])
    func refusesMalformedRows(_ line: String) {
        #expect(throws: DocBlocks.Problem.self) { try RowsFile.parse(line) }
    }
}
