/// The results of Nano's benchmarks: one entry per benchmark, each a table of rows that
/// compare a subject with a baseline measured in the same run (docs/performance.md).
///
/// This is the schema of `docs/benchmarks.json`. Re-running one benchmark replaces only its
/// entry (``merging(_:)``).
public struct BenchmarkResults: Codable, Equatable, Sendable {
    /// The schema's version; ``currentSchema`` for files this code writes.
    public var schema: Int
    /// The entries by benchmark name (`router`, `startup`, ...).
    public var benchmarks: [String: BenchmarkEntry]

    /// The schema version this code reads and writes.
    public static let currentSchema = 1

    /// Results holding `benchmarks`, keyed by their names.
    public init(benchmarks: [BenchmarkEntry] = []) {
        schema = Self.currentSchema
        self.benchmarks = Dictionary(benchmarks.map { ($0.benchmark, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// These results with `entry` added, replacing an earlier entry of the same benchmark.
    public func merging(_ entry: BenchmarkEntry) -> BenchmarkResults {
        var merged = self
        merged.benchmarks[entry.benchmark] = entry
        return merged
    }
}

/// One benchmark's latest run: how it was run and the rows it measured.
public struct BenchmarkEntry: Codable, Equatable, Sendable {
    /// The benchmark's name, as `Tools/bench NAME` takes it.
    public var benchmark: String
    /// A short title for the table (`NanoRouting against RoutingKit`).
    public var title: String
    /// The command, machine and method of the run.
    public var run: RunInfo
    /// The measured rows, in the order the adapter wrote them.
    public var rows: [ResultRow]

    /// An entry with the given parts.
    public init(benchmark: String, title: String, run: RunInfo, rows: [ResultRow]) {
        self.benchmark = benchmark
        self.title = title
        self.run = run
        self.rows = rows
    }

    /// Whether every row with a target met it; `nil` when no row has a target.
    public var allTargetsMet: Bool? {
        let verdicts = rows.compactMap(\.met)
        return verdicts.isEmpty ? nil : !verdicts.contains(false)
    }
}

/// Where and how a benchmark ran.
public struct RunInfo: Codable, Equatable, Sendable {
    /// The command that produced the entry (`Tools/bench router`).
    public var command: String
    /// How the numbers were taken, in one sentence (runs, warm-up, which statistic).
    public var method: String
    /// `true` for a `--quick` smoke run: too few runs to be a measurement.
    public var quick: Bool
    /// The first line of `swift --version`.
    public var toolchain: String
    /// The machine the run used.
    public var machine: Machine
    /// When the run ended, ISO 8601 in UTC (`2026-11-25T07:40:00Z`).
    public var date: String

    /// Run information with the given parts.
    public init(command: String, method: String, quick: Bool, toolchain: String, machine: Machine, date: String) {
        self.command = command
        self.method = method
        self.quick = quick
        self.toolchain = toolchain
        self.machine = machine
        self.date = date
    }
}

/// The machine a benchmark ran on.
public struct Machine: Codable, Equatable, Sendable {
    /// Online processor cores (`nproc`).
    public var cores: Int
    /// Kernel name and release (`uname -sr`).
    public var kernel: String
    /// The processor's model name, or an empty string when unknown.
    public var cpu: String

    /// A machine description with the given parts.
    public init(cores: Int, kernel: String, cpu: String) {
        self.cores = cores
        self.kernel = kernel
        self.cpu = cpu
    }
}

/// One measured value: what was measured, its value and its unit.
public struct Measure: Codable, Equatable, Sendable {
    /// What was measured (`hello-world`, `RoutingKit`).
    public var label: String
    /// The value, in `unit`.
    public var value: Double
    /// The unit (`ms`, `ns`, `s`, `KiB`, `objects`).
    public var unit: String

    /// A measure with the given parts.
    public init(label: String, value: Double, unit: String) {
        self.label = label
        self.value = value
        self.unit = unit
    }
}

/// What a target constrains: the ratio, or the subject's own value.
public enum TargetQuantity: String, Codable, Sendable, CaseIterable {
    /// The row's ratio, subject ÷ baseline.
    case ratio
    /// The subject's value, in its unit.
    case subject
}

/// How a target compares its quantity with its bound.
public enum TargetComparison: String, Codable, Sendable, CaseIterable {
    /// The quantity is at most the bound.
    case atMost = "<="
    /// The quantity is below the bound.
    case below = "<"
    /// The quantity is at least the bound.
    case atLeast = ">="
    /// The quantity is above the bound.
    case above = ">"

    /// Whether `value` compares with `bound` this way.
    public func holds(_ value: Double, _ bound: Double) -> Bool {
        switch self {
        case .atMost: value <= bound
        case .below: value < bound
        case .atLeast: value >= bound
        case .above: value > bound
        }
    }

    /// The comparison as a reader writes it (`≤`, `<`, `≥`, `>`).
    public var symbol: String {
        switch self {
        case .atMost: "≤"
        case .below: "<"
        case .atLeast: "≥"
        case .above: ">"
        }
    }
}

/// A row's goal: a bound on its ratio or on its subject's value, and how a reader says it.
public struct Target: Codable, Equatable, Sendable {
    /// The goal in words (`≤ 1.5× the hello-world`).
    public var text: String
    /// What the bound applies to.
    public var on: TargetQuantity
    /// How the quantity compares with the bound.
    public var comparison: TargetComparison
    /// The numeric bound: a ratio, or a value in the subject's unit.
    public var bound: Double

    /// A target with the given parts.
    public init(text: String, on: TargetQuantity, comparison: TargetComparison, bound: Double) {
        self.text = text
        self.on = on
        self.comparison = comparison
        self.bound = bound
    }

    /// Parses `ratio <= 1.5` or `subject < 5` (quantity, comparison, bound, separated by
    /// spaces); `nil` when the text is not of that form.
    public init?(expression: String, text: String) {
        let parts = expression.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, let on = TargetQuantity(rawValue: String(parts[0])),
            let comparison = TargetComparison(rawValue: String(parts[1])), let bound = Double(parts[2]),
            bound.isFinite
        else { return nil }
        self.init(text: text, on: on, comparison: comparison, bound: bound)
    }

    /// Whether a row with this ratio and subject value meets the target; `nil` when the
    /// quantity the target needs is unknown (a ratio over a zero baseline).
    public func isMet(ratio: Double?, subject: Double) -> Bool? {
        switch on {
        case .ratio: ratio.map { comparison.holds($0, bound) }
        case .subject: comparison.holds(subject, bound)
        }
    }
}

/// One compared case: a baseline and a subject measured in the same run, their ratio, and
/// whether the row's target (if any) is met.
public struct ResultRow: Codable, Equatable, Sendable {
    /// What the row compares (`nvc open nvc://home (signed in)`).
    public var `case`: String
    /// The reference measured in the same run.
    public var baseline: Measure
    /// What is being judged.
    public var subject: Measure
    /// Subject ÷ baseline, to ``significantDigits``; `nil` when the baseline is 0.
    public var ratio: Double?
    /// The row's goal, or `nil` for a row that only informs.
    public var target: Target?
    /// Whether the target is met, computed from the measured numbers; `nil` without a target.
    public var met: Bool?

    /// Significant digits kept of every value and ratio, so that a file read back evaluates
    /// to exactly what was written.
    public static let significantDigits = 6

    /// A row whose ratio and verdict are computed from `baseline`, `subject` and `target`
    /// (values are first rounded to ``significantDigits``).
    public init(case name: String, baseline: Measure, subject: Measure, target: Target?) {
        self.case = name
        var baseline = baseline
        var subject = subject
        baseline.value = Self.rounded(baseline.value)
        subject.value = Self.rounded(subject.value)
        self.baseline = baseline
        self.subject = subject
        self.target = target
        ratio = Self.ratio(subject: subject.value, baseline: baseline.value)
        met = target?.isMet(ratio: ratio, subject: subject.value)
    }

    /// Subject ÷ baseline rounded to ``significantDigits``, or `nil` for a zero baseline.
    public static func ratio(subject: Double, baseline: Double) -> Double? {
        guard baseline != 0 else { return nil }
        return rounded(subject / baseline)
    }

    /// `value` rounded to ``significantDigits`` significant digits.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        var scale = 1.0
        var magnitude = abs(value)
        var digits = 0
        while magnitude >= 1 {
            magnitude /= 10
            digits += 1
        }
        while magnitude < 0.1 {
            magnitude *= 10
            digits -= 1
        }
        let decimals = significantDigits - digits
        for _ in 0..<abs(decimals) { scale *= 10 }
        return decimals >= 0 ? (value * scale).rounded() / scale : (value / scale).rounded() * scale
    }

    /// What in this row disagrees with its own numbers: a ratio or a verdict that is not
    /// the one the values give (a hand-edited file). Empty when the row is consistent.
    public var inconsistencies: [String] {
        var problems: [String] = []
        let expected = ResultRow(case: self.case, baseline: baseline, subject: subject, target: target)
        if expected.baseline != baseline || expected.subject != subject {
            problems.append("'\(self.case)': values are not rounded to \(Self.significantDigits) digits")
        }
        if expected.ratio != ratio {
            problems.append(
                "'\(self.case)': ratio is \(ratio.map { "\($0)" } ?? "null"), the values give "
                    + (expected.ratio.map { "\($0)" } ?? "null"))
        }
        if expected.met != met {
            problems.append(
                "'\(self.case)': met is \(met.map { "\($0)" } ?? "null"), the numbers give "
                    + (expected.met.map { "\($0)" } ?? "null"))
        }
        return problems
    }

    private enum CodingKeys: String, CodingKey {
        case `case`
        case baseline
        case subject
        case ratio
        case target
        case met
    }

    /// Decodes a row; `ratio`, `target` and `met` may be `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.case = try container.decode(String.self, forKey: .case)
        baseline = try container.decode(Measure.self, forKey: .baseline)
        subject = try container.decode(Measure.self, forKey: .subject)
        ratio = try container.decodeIfPresent(Double.self, forKey: .ratio)
        target = try container.decodeIfPresent(Target.self, forKey: .target)
        met = try container.decodeIfPresent(Bool.self, forKey: .met)
    }

    /// Encodes a row, writing `null` for a missing ratio, target or verdict (the schema always
    /// has the key).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.case, forKey: .case)
        try container.encode(baseline, forKey: .baseline)
        try container.encode(subject, forKey: .subject)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(target, forKey: .target)
        try container.encode(met, forKey: .met)
    }
}
