import Testing

@testable import BenchReport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct RenderingTests {
    @Test func theTableHasTheOneShape() {
        let table = TableRenderer.table(sampleEntry().rows)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("| case "))
        #expect(
            lines[0].contains("| baseline ") && lines[0].contains("| ratio |") && lines[0].hasSuffix("| met         |"))
        #expect(
            lines[2].contains("hello-world: 2.60 ms") && lines[2].contains("2.50×") && lines[2].contains("**not met**"))
        #expect(lines[3].hasSuffix("| –           |"))
        #expect(lines[4].contains("| met         |"))
        // Columns line up: every line is as long as the header.
        #expect(Set(lines.map(\.count)).count == 1)
    }

    @Test(arguments: [
        (1_595.4, "1,595"), (48.8, "48.8"), (6.421, "6.42"), (0.255, "0.255"), (12, "12"), (26_936, "26,936"), (0, "0"),
    ])
    func values(_ value: Double, _ text: String) {
        #expect(TableRenderer.format(value) == text)
    }

    @Test(arguments: [(2.458, "2.46×"), (12.63, "12.6×"), (0.9571, "0.957×"), (0.07461, "0.0746×"), (0, "0×")])
    func ratios(_ value: Double, _ text: String) {
        #expect(TableRenderer.formatRatio(value) == text)
    }

    @Test func cellsCannotBreakTheTable() {
        #expect(TableRenderer.escaped("a|b\nc") == "a\\|b c")
    }

    @Test func quickRunsSaySo() {
        var entry = sampleEntry()
        entry.run.quick = true
        #expect(TableRenderer.runLine(entry).contains("smoke run"))
        #expect(TableRenderer.runLine(sampleEntry()).hasPrefix("Measured by `Tools/bench startup` on 2026-11-25;"))
    }
}

@Suite struct DocBlocksTests {
    let results = BenchmarkResults(benchmarks: [sampleEntry("startup")])
    let document = """
        # Performance

        Prose before.

        <!-- bench:startup -->
        stale table
        <!-- /bench:startup -->

        Prose after.
        """

    @Test func renderReplacesOnlyTheBlock() throws {
        let rendered = try DocBlocks.render(document, results: results)
        #expect(rendered.hasPrefix("# Performance\n\nProse before.\n\n<!-- bench:startup -->\n\n| case "))
        #expect(rendered.hasSuffix("<!-- /bench:startup -->\n\nProse after."))
        #expect(!rendered.contains("stale table"))
        #expect(try DocBlocks.render(rendered, results: results) == rendered)
        #expect(DocBlocks.check(rendered, results: results).isEmpty)
    }

    @Test func checkFindsAStaleTable() {
        let problems = DocBlocks.check(document, results: results)
        #expect(problems.count == 1)
        #expect(problems.first?.description.contains("differs") == true)
    }

    @Test func checkFindsAChangedNumber() throws {
        let rendered = try DocBlocks.render(document, results: results)
        var changed = results
        changed.benchmarks["startup"]?.rows[0] = ResultRow(
            case: "open", baseline: Measure(label: "hello-world", value: 2.6, unit: "ms"),
            subject: Measure(label: "nvc", value: 3.0, unit: "ms"),
            target: Target(text: "≤ 1.5×", on: .ratio, comparison: .atMost, bound: 1.5))
        #expect(DocBlocks.check(rendered, results: changed).count == 1)
    }

    @Test func checkFindsMissingBlocksEntriesAndQuickRuns() throws {
        var quick = sampleEntry("state")
        quick.run.quick = true
        let problems = DocBlocks.check(
            try DocBlocks.render(document, results: results), results: results.merging(quick))
        #expect(problems.contains { $0.description.contains("'state' has results but no block") })
        #expect(problems.contains { $0.description.contains("--quick") })
        let orphan = document + "\n<!-- bench:router -->\n<!-- /bench:router -->\n"
        #expect(DocBlocks.check(orphan, results: results).contains { $0.description.contains("'router' has no entry") })
        #expect(throws: DocBlocks.Problem.self) { try DocBlocks.render(orphan, results: results) }
    }

    @Test func checkFindsAHandEditedVerdict() throws {
        var edited = results
        edited.benchmarks["startup"]?.rows[0].met = true
        let problems = DocBlocks.check(try DocBlocks.render(document, results: edited), results: edited)
        #expect(problems.count == 1)
        #expect(problems.first?.description.contains("met is true") == true)
    }

    @Test(arguments: [
        "<!-- bench:a -->\n",
        "<!-- /bench:a -->\n",
        "<!-- bench:a -->\n<!-- bench:b -->\n<!-- /bench:b -->\n<!-- /bench:a -->",
        "<!-- bench:a -->\n<!-- /bench:a -->\n<!-- bench:a -->\n<!-- /bench:a -->",
        "<!-- bench:a -->\n<!-- /bench:b -->",
    ])
    func malformedMarkers(_ text: String) {
        #expect(throws: DocBlocks.Problem.self) { try DocBlocks.blocks(in: text) }
    }
}

@Suite struct JMHExportTests {
    let json = Data(
        """
        [{"benchmark":"package.benchmark.Router.nano-resolve_10","mode":"thrpt",
          "primaryMetric":{"scorePercentiles":{"50.0":19800},"scoreUnit":"# / s"},
          "secondaryMetrics":{"Time (wall clock)":{"scorePercentiles":{"0.0":49.5,"50.0":50.512,"100.0":80},"scoreUnit":"μs"},
                              "objects alive":{"scorePercentiles":{"100.0":0},"scoreUnit":"#"}}}]
        """.utf8)

    @Test func readsPercentilesInNanoseconds() throws {
        let export = try JMHExport(json: json)
        #expect(export.names == ["Router/nano-resolve_10"])
        #expect(try export.value(target: "Router", benchmark: "nano-resolve 10") == 50_512)
        #expect(try export.value(target: "Router", benchmark: "nano-resolve 10", percentile: 0) == 49_500)
        #expect(
            try export.value(target: "Router", benchmark: "nano-resolve 10", metric: "objects alive", percentile: 100)
                == 0)
        #expect(
            try export.value(target: "Router", benchmark: "nano-resolve 10", metric: "Throughput (# / s)") == 19_800)
    }

    @Test func namesWhatIsMissing() throws {
        let export = try JMHExport(json: json)
        #expect(throws: DocBlocks.Problem.self) { try export.value(target: "Router", benchmark: "kit-resolve 10") }
        #expect(throws: DocBlocks.Problem.self) {
            try export.value(target: "Router", benchmark: "nano-resolve 10", metric: "Malloc (total)")
        }
        #expect(throws: DocBlocks.Problem.self) {
            try export.value(target: "Router", benchmark: "nano-resolve 10", percentile: 99)
        }
    }
}
