/// The file a benchmark adapter writes while it measures (`bench_row` in Tools/lib/bench-suite.sh): one
/// row per line, eight tab-separated fields:
///
///     case  baseline-label  baseline-value  subject-label  subject-value  unit  target  target-text
///
/// `target` is empty (no target) or `QUANTITY COMPARISON BOUND` (`ratio <= 1.5`,
/// `subject < 5`); `target-text` is how the docs say it (empty: written from the target).
/// Empty lines and lines starting with `#` are ignored. Values are plain decimal numbers.
public enum RowsFile {
    /// Parses `text` into rows whose ratios and verdicts are computed from the values.
    public static func parse(_ text: String) throws(DocBlocks.Problem) -> [ResultRow] {
        var rows: [ResultRow] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let place = "rows line \(index + 1)"
            guard fields.count == 8 else {
                throw DocBlocks.Problem("\(place): \(fields.count) tab-separated fields, expected 8")
            }
            guard let baseline = Double(fields[2]), baseline.isFinite else {
                throw DocBlocks.Problem("\(place): baseline value '\(fields[2])' is not a number")
            }
            guard let subject = Double(fields[4]), subject.isFinite else {
                throw DocBlocks.Problem("\(place): subject value '\(fields[4])' is not a number")
            }
            var target: Target?
            if !fields[6].isEmpty {
                guard var parsed = Target(expression: fields[6], text: fields[7]) else {
                    throw DocBlocks.Problem(
                        "\(place): target '\(fields[6])' is not 'ratio|subject <=|<|>=|> NUMBER'")
                }
                if parsed.text.isEmpty { parsed.text = defaultText(parsed, unit: fields[5]) }
                target = parsed
            }
            let unit = fields[5]
            rows.append(
                ResultRow(
                    case: fields[0], baseline: Measure(label: fields[1], value: baseline, unit: unit),
                    subject: Measure(label: fields[3], value: subject, unit: unit), target: target))
        }
        return rows
    }

    /// A target in words when the adapter gave none: `≤ 1.5×`, `< 5 s`.
    public static func defaultText(_ target: Target, unit: String) -> String {
        switch target.on {
        case .ratio: "\(target.comparison.symbol) \(TableRenderer.plain(target.bound))×"
        case .subject: "\(target.comparison.symbol) \(TableRenderer.plain(target.bound)) \(unit)"
        }
    }
}
