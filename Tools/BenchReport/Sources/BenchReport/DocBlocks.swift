/// The generated tables inside a Markdown document: each sits between `<!-- bench:NAME -->`
/// and `<!-- /bench:NAME -->` on lines of their own, and everything between the two markers
/// is the rendering of benchmark NAME's entry (``TableRenderer/render(_:)``). The prose
/// around them is the author's and is never touched.
public enum DocBlocks {
    /// A problem found in a document or in the results it shows.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, in one sentence.
        public var description: String

        /// A problem described by `description`.
        public init(_ description: String) { self.description = description }
    }

    /// One block found in a document.
    public struct Block: Equatable, Sendable {
        /// The benchmark name in the markers.
        public var name: String
        /// The lines strictly between the two markers, joined with newlines.
        public var content: String
        /// The 1-based line number of the opening marker.
        public var line: Int
    }

    /// The opening marker of benchmark `name`'s block.
    public static func openingMarker(_ name: String) -> String { "<!-- bench:\(name) -->" }

    /// The closing marker of benchmark `name`'s block.
    public static func closingMarker(_ name: String) -> String { "<!-- /bench:\(name) -->" }

    /// What a block of `entry` holds between its markers: a blank line, the table, a blank
    /// line, the run line, a blank line.
    public static func content(_ entry: BenchmarkEntry) -> String {
        "\n" + TableRenderer.render(entry) + "\n"
    }

    /// The blocks of `document`, in order. Throws for a marker without its partner, a block
    /// inside a block, or two blocks of the same benchmark.
    public static func blocks(in document: String) throws(Problem) -> [Block] {
        var blocks: [Block] = []
        var open: (name: String, line: Int, lines: [String])?
        for (index, line) in document.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            if let name = markerName(text, prefix: "<!-- bench:") {
                if let open {
                    throw Problem("line \(index + 1): block '\(name)' opens inside block '\(open.name)'")
                }
                if blocks.contains(where: { $0.name == name }) {
                    throw Problem("line \(index + 1): a second block for '\(name)'")
                }
                open = (name, index + 1, [])
            } else if let name = markerName(text, prefix: "<!-- /bench:") {
                guard let current = open, current.name == name else {
                    throw Problem("line \(index + 1): '\(text)' closes no open block")
                }
                blocks.append(Block(name: name, content: current.lines.joined(separator: "\n"), line: current.line))
                open = nil
            } else if open != nil {
                open?.lines.append(text)
            }
        }
        if let open { throw Problem("line \(open.line): block '\(open.name)' is never closed") }
        return blocks
    }

    /// `document` with every block's content replaced by the rendering of its entry in
    /// `results`. Throws when a block names a benchmark that has no entry.
    public static func render(_ document: String, results: BenchmarkResults) throws(Problem) -> String {
        _ = try blocks(in: document)
        var output: [String] = []
        var skipping = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            if let name = markerName(text, prefix: "<!-- bench:") {
                guard let entry = results.benchmarks[name] else {
                    throw Problem("docs name benchmark '\(name)', which the results do not have")
                }
                output.append(text)
                output.append(
                    contentsOf: content(entry).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                )
                skipping = true
            } else if markerName(text, prefix: "<!-- /bench:") != nil {
                output.append(text)
                skipping = false
            } else if !skipping {
                output.append(text)
            }
        }
        return output.joined(separator: "\n")
    }

    /// Everything that makes `document` disagree with `results`: a block whose content is
    /// not the rendering of its entry, a benchmark without a block or a block without a
    /// benchmark, a `--quick` entry (not a measurement), and rows whose ratio or verdict do
    /// not follow from their own values. Empty when they agree.
    public static func check(_ document: String, results: BenchmarkResults) -> [Problem] {
        let found: [Block]
        do {
            found = try blocks(in: document)
        } catch {
            return [error]
        }
        var problems: [Problem] = []
        for block in found {
            guard let entry = results.benchmarks[block.name] else {
                problems.append(Problem("line \(block.line): block '\(block.name)' has no entry in the results"))
                continue
            }
            if block.content != content(entry) {
                problems.append(
                    Problem(
                        "line \(block.line): the '\(block.name)' table differs from the results "
                            + "(regenerate it with Tools/bench --render-docs)"))
            }
        }
        for name in results.benchmarks.keys.sorted() where !found.contains(where: { $0.name == name }) {
            problems.append(
                Problem("benchmark '\(name)' has results but no block \(openingMarker(name)) in the document"))
        }
        for (name, entry) in results.benchmarks.sorted(by: { $0.key < $1.key }) {
            if entry.benchmark != name {
                problems.append(Problem("the entry under '\(name)' says it is benchmark '\(entry.benchmark)'"))
            }
            if entry.run.quick {
                problems.append(Problem("'\(name)' holds a --quick run, which is not a measurement"))
            }
            for row in entry.rows {
                problems.append(contentsOf: row.inconsistencies.map { Problem("\(name): \($0)") })
            }
        }
        return problems
    }

    /// The benchmark name of a marker line (`<!-- bench:router -->` → `router`), or `nil`.
    static func markerName(_ line: String, prefix: String) -> String? {
        let trimmed = line.trimmingCharacters(in: " \t\r")
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(" -->") else { return nil }
        let name = trimmed.dropFirst(prefix.count).dropLast(4)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            return nil
        }
        return String(name)
    }
}

extension String {
    /// This string without leading and trailing characters in `characters` (no Foundation).
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
