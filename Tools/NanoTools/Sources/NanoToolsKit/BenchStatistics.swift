import BenchReport

/// The arithmetic the benchmark suites (Tools/bench-suites/*.sh) need between their timed runs:
/// the median of a sample, the time between two `$EPOCHREALTIME` readings, the medians the spawn
/// timer reports. Every input is text as bash holds it; every output is text bash passes on to
/// `bench_row`.
public enum BenchStatistics {
    /// Why a value or a report could not be read; `reason` is lowercase, no period.
    public struct InputError: Error, Equatable, Sendable {
        /// What was wrong: `'1.2.3' is not a number`.
        public let reason: String

        /// An error saying `reason`.
        public init(_ reason: String) { self.reason = reason }
    }

    /// The median of `values`: the middle one of an odd count, the mean of the two middle ones
    /// of an even count; nil for none.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of numbers given as text (`0.2345`, `12`, `1e3`).
    public static func median(of texts: [String]) throws(InputError) -> Double {
        var values: [Double] = []
        for text in texts { values.append(try number(text)) }
        guard let median = median(values) else { throw InputError("no values") }
        return median
    }

    /// Seconds from `start` to `end`, both `$EPOCHREALTIME` readings (seconds since the epoch
    /// with a fraction; a `,` as decimal separator, as bash writes it under some locales, is
    /// read as a `.`). Negative when `end` is before `start`.
    public static func elapsed(from start: String, to end: String) throws(InputError) -> Double {
        try number(end.replacingComma) - number(start.replacingComma)
    }

    /// `value` with `digits` decimals (0 to 9), trailing zeros and a trailing point removed:
    /// `format(0.23450, digits: 4)` is `0.2345`, `format(12.0, digits: 1)` is `12`.
    public static func format(_ value: Double, digits: Int) -> String {
        var text = TableRenderer.fixed(value, decimals: min(max(digits, 0), 9)).replacing(",", with: "")
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// The baseline's and the subject's median (milliseconds, as printed) from the spawn
    /// timer's `--tsv` report (Tools/StartupBenchmark/spawn-timer.swift): a header line, then
    /// `baseline` and `subject` lines whose second field is the median.
    public static func spawnMedians(tsv: String) throws(InputError) -> (baseline: String, subject: String) {
        var baseline: String?
        var subject: String?
        for line in tsv.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "baseline": baseline = String(fields[1])
            case "subject": subject = String(fields[1])
            default: continue
            }
        }
        guard let baseline, let subject else { throw InputError("the spawn timer printed no medians") }
        _ = try number(baseline)
        _ = try number(subject)
        return (baseline, subject)
    }

    /// A finite number from its text, or why not.
    static func number(_ text: String) throws(InputError) -> Double {
        guard let value = Double(text), value.isFinite else { throw InputError("'\(text)' is not a number") }
        return value
    }
}

extension String {
    /// The text with its first `,` read as a decimal point (bash's `$EPOCHREALTIME` under a
    /// locale that writes one).
    fileprivate var replacingComma: String {
        guard let comma = firstIndex(of: ",") else { return self }
        var copy = self
        copy.replaceSubrange(comma...comma, with: ".")
        return copy
    }
}
