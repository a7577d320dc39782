/// Renders benchmark results as the one table shape every benchmark prints and
/// docs/performance.md shows: case, baseline, subject, ratio, target, met.
public enum TableRenderer {
    /// The column headers, in order.
    public static let headers = ["case", "baseline", "subject", "ratio", "target", "met"]

    /// The entry as a Markdown table whose columns are padded to line up (readable as plain
    /// text too), followed by a blank line and the ``runLine(_:)``.
    public static func render(_ entry: BenchmarkEntry) -> String {
        table(entry.rows) + "\n\n" + runLine(entry)
    }

    /// The rows as a padded Markdown table, without a trailing newline.
    public static func table(_ rows: [ResultRow]) -> String {
        let cells = rows.map { row in
            [
                row.case,
                "\(row.baseline.label): \(format(row.baseline.value)) \(row.baseline.unit)",
                "\(row.subject.label): \(format(row.subject.value)) \(row.subject.unit)",
                row.ratio.map { formatRatio($0) } ?? "n/a",
                row.target?.text ?? "",
                verdict(row.met),
            ].map(escaped)
        }
        var widths = headers.map(\.count)
        for line in cells {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        // The ratio column is right-aligned; the others left-aligned.
        func line(_ values: [String]) -> String {
            let padded = values.enumerated().map { column, value in
                let padding = String(repeating: " ", count: widths[column] - value.count)
                return column == 3 ? padding + value : value + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                column == 3
                    ? " " + String(repeating: "-", count: width - 1) + ": "
                    : " " + String(repeating: "-", count: width) + " "
            }.joined(separator: "|") + "|"
        return ([line(headers), rule] + cells.map(line)).joined(separator: "\n")
    }

    /// One sentence on how the entry was measured: command, date, toolchain, machine, method.
    public static func runLine(_ entry: BenchmarkEntry) -> String {
        let run = entry.run
        let day = run.date.prefix(10)
        let cpu = run.machine.cpu.isEmpty ? "" : " (\(run.machine.cpu))"
        let quick = run.quick ? " **A `--quick` smoke run: too few runs to be a measurement.**" : ""
        return "Measured by `\(run.command)` on \(day); \(run.toolchain); \(run.machine.cores) cores\(cpu), "
            + "\(run.machine.kernel). \(run.method)\(quick)"
    }

    /// `met`, `**not met**`, or `–` without a target.
    public static func verdict(_ met: Bool?) -> String {
        switch met {
        case .some(true): "met"
        case .some(false): "**not met**"
        case .none: "–"
        }
    }

    /// A value with three significant digits or more: `1,595`, `48.8`, `6.42`, `0.255`; a whole
    /// number (a count) without decimals: `12`.
    public static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let whole = value == value.rounded()
        let decimals = magnitude >= 100 || whole ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return fixed(value, decimals: decimals)
    }

    /// A ratio with three significant digits (four below 0.1), and `×`: `2.46×`, `12.6×`,
    /// `0.957×`, `0.0746×`.
    public static func formatRatio(_ ratio: Double) -> String {
        let magnitude = abs(ratio)
        let decimals =
            magnitude >= 100
            ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : magnitude >= 0.1 ? 3 : magnitude == 0 ? 0 : 4
        return fixed(ratio, decimals: decimals) + "×"
    }

    /// A bound as written: `1.5`, `5`, `0.333` (Swift's shortest form, without a `.0`).
    public static func plain(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `value` rounded to `decimals` places, with a comma between thousands.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let units = UInt64(scaled)
        let whole = units / UInt64(scale)
        let fraction = units % UInt64(scale)
        var digits = Array(String(whole))
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + String(digits.suffix(3)) + grouped
            digits.removeLast(3)
        }
        grouped = String(digits) + grouped
        let sign = value < 0 && units > 0 ? "-" : ""
        guard decimals > 0 else { return sign + grouped }
        let fractionText = String(fraction)
        return sign + grouped + "." + String(repeating: "0", count: decimals - fractionText.count) + fractionText
    }

    /// A cell safe inside a Markdown table: `|` escaped, line breaks as spaces.
    static func escaped(_ cell: String) -> String {
        cell.replacing("|", with: "\\|").replacing("\n", with: " ")
    }
}
