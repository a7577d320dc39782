#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reading and writing `docs/benchmarks.json` (or any results file): pretty-printed JSON with
/// sorted keys, so a re-run changes only the lines of the numbers that moved.
public enum ResultsFile {
    /// The results in the file at `path`; empty results when there is no file yet.
    public static func read(_ path: String) throws -> BenchmarkResults {
        guard FileManager.default.fileExists(atPath: path) else { return BenchmarkResults() }
        let results = try decode(Data(contentsOf: URL(fileURLWithPath: path)))
        return results
    }

    /// Results from JSON; throws for a schema other than ``BenchmarkResults/currentSchema``.
    public static func decode(_ data: Data) throws -> BenchmarkResults {
        let results = try JSONDecoder().decode(BenchmarkResults.self, from: data)
        guard results.schema == BenchmarkResults.currentSchema else {
            throw DocBlocks.Problem(
                "results schema \(results.schema), this tool reads \(BenchmarkResults.currentSchema)")
        }
        return results
    }

    /// The results as the file holds them: pretty-printed, keys sorted, a final newline.
    public static func encode(_ results: BenchmarkResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(results) + Data("\n".utf8)
    }

    /// Writes `results` to `path` (through a temporary file, renamed into place).
    public static func write(_ results: BenchmarkResults, to path: String) throws {
        try encode(results).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
