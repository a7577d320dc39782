#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// ordo-one/benchmark's machine-readable results: the JMH JSON that
/// `swift package benchmark --format jmh --path DIR` writes (`DIR/<baseline>.jmh.json`), one
/// element per benchmark with its metrics' percentiles. Read instead of its text table.
public struct JMHExport: Sendable {
    /// One benchmark's element.
    struct Element: Decodable, Sendable {
        /// `package.benchmark.<Target>.<Name>`, spaces in the name written as `_`.
        var benchmark: String
        /// Throughput (JMH's required primary metric).
        var primaryMetric: Metric
        /// Every other metric, by ordo-one's description (`Time (wall clock)`).
        var secondaryMetrics: [String: Metric]?
    }

    /// One metric's distribution.
    struct Metric: Decodable, Sendable {
        /// Percentile (`"50.0"`) to value, in `scoreUnit`.
        var scorePercentiles: [String: Double]
        /// `μs` for time metrics (ordo-one divides its nanoseconds by 1,000), `#` or `# / s`
        /// for counts.
        var scoreUnit: String
    }

    private let elements: [Element]

    /// Reads an export from its JSON text.
    public init(json: Data) throws {
        elements = try JSONDecoder().decode([Element].self, from: json)
    }

    /// The benchmarks in the export as `Target/Name` (underscores as ordo-one wrote them).
    public var names: [String] {
        elements.map { element in
            let parts = element.benchmark.split(separator: ".", maxSplits: 3)
            return parts.count == 4 ? "\(parts[2])/\(parts[3])" : element.benchmark
        }
    }

    /// The value at `percentile` of `metric` for benchmark `name` of `target` (the name as
    /// registered; its spaces are matched as ordo-one exports them). A time metric comes back
    /// in nanoseconds per measured iteration, that is for all the scaled iterations of one
    /// sample: divide by the benchmark's scaling factor for the time of one. A count comes back
    /// as recorded.
    public func value(
        target: String, benchmark name: String, metric: String = "Time (wall clock)", percentile: Double = 50
    ) throws(DocBlocks.Problem) -> Double {
        let key = "package.benchmark.\(target).\(name.replacing(" ", with: "_"))"
        guard let element = elements.first(where: { $0.benchmark == key }) else {
            throw DocBlocks.Problem(
                "no benchmark '\(target)/\(name)' in the export (it has: \(names.joined(separator: ", ")))")
        }
        let found = metric == "Throughput (# / s)" ? element.primaryMetric : element.secondaryMetrics?[metric]
        guard let found else {
            let known = (element.secondaryMetrics?.keys.sorted() ?? []).joined(separator: ", ")
            throw DocBlocks.Problem("benchmark '\(target)/\(name)' has no metric '\(metric)' (it has: \(known))")
        }
        guard let value = found.scorePercentiles[percentileKey(percentile)] else {
            throw DocBlocks.Problem("metric '\(metric)' of '\(target)/\(name)' has no percentile \(percentile)")
        }
        return found.scoreUnit == "μs" ? value * 1_000 : value
    }

    /// JMH's key for a percentile: `50.0`, `99.9`.
    private func percentileKey(_ percentile: Double) -> String { "\(percentile)" }
}
