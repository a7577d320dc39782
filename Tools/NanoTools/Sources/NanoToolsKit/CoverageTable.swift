import Foundation

/// `Tools/test --coverage`'s figures: each module's line coverage, from `llvm-cov export
/// -summary-only` of a package's test binary, counting only the files under the package's own
/// `Sources/<Module>/` (its tests, its dependencies' sources and their checkouts left out), and
/// the floors of Tools/coverage-floors.
public struct ModuleCoverage: Sendable, Equatable {
    /// The module (`NanoCore`): the folder under the package's `Sources/`.
    public var module: String
    /// The package folder, repo-relative (`Modules/Core`).
    public var package: String
    /// Lines llvm-cov counts as code in the module's files.
    public var lines: Int
    /// Of those, the lines the package's tests ran.
    public var covered: Int

    /// A module's figures.
    public init(module: String, package: String, lines: Int, covered: Int) {
        self.module = module
        self.package = package
        self.lines = lines
        self.covered = covered
    }

    /// The covered share in percent; nil for a module without a counted line.
    public var percent: Double? { lines > 0 ? Double(covered) * 100 / Double(lines) : nil }

    /// The modules of `package` (repo-relative, under `root`) in one `llvm-cov export` JSON,
    /// one per folder under the package's `Sources/` that has a counted file, sorted by name.
    /// Throws when the JSON is not an export (no `data` array of objects with `files`).
    public static func modules(inExport data: Data, package: String, root: String) throws(FactsError)
        -> [ModuleCoverage]
    {
        let parsed = try FactsError.json(data, "the llvm-cov export of \(package)")
        guard let export = parsed as? [String: Any], let units = export["data"] as? [[String: Any]] else {
            throw FactsError(reason: "the llvm-cov export of \(package) has no \"data\" array")
        }
        let base = URL(fileURLWithPath: root).appendingPathComponent(package).standardizedFileURL.path
        let sources = base + "/Sources/"
        var totals: [String: (lines: Int, covered: Int)] = [:]
        for unit in units {
            guard let files = unit["files"] as? [[String: Any]] else {
                throw FactsError(reason: "the llvm-cov export of \(package) has a unit without \"files\"")
            }
            for file in files {
                guard let name = file["filename"] as? String,
                    let summary = file["summary"] as? [String: Any], let lines = summary["lines"] as? [String: Any],
                    let count = lines["count"] as? Int, let covered = lines["covered"] as? Int
                else { throw FactsError(reason: "a file of the llvm-cov export of \(package) has no line summary") }
                let path = URL(fileURLWithPath: name).standardizedFileURL.path
                guard path.hasPrefix(sources), let module = path.dropFirst(sources.count).split(separator: "/").first,
                    path.dropFirst(sources.count).contains("/")
                else { continue }
                let sum = totals[String(module), default: (0, 0)]
                totals[String(module)] = (sum.lines + count, sum.covered + covered)
            }
        }
        return totals.keys.sorted().map { name in
            ModuleCoverage(
                module: name, package: package, lines: totals[name]?.lines ?? 0, covered: totals[name]?.covered ?? 0)
        }
    }
}

/// The floors of Tools/coverage-floors: one `Module percent` a line (a whole number), `#`
/// starting a comment; the lowest line coverage each module may have.
public struct CoverageFloors: Sendable, Equatable {
    /// Each module's floor, in percent.
    public var floors: [String: Int]

    /// Floors read from the file's `text`; throws naming the first line that is not
    /// `Module percent` with a percent from 0 to 100, or a module given twice.
    public init(text: String) throws(FactsError) {
        var floors: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if words.isEmpty { continue }
            guard words.count == 2, let floor = Int(words[1]), (0...100).contains(floor) else {
                throw FactsError(reason: "line \(index + 1) is not 'Module percent' (0-100): \(raw)")
            }
            guard floors[words[0]] == nil else {
                throw FactsError(reason: "line \(index + 1): \(words[0]) has two floors")
            }
            floors[words[0]] = floor
        }
        self.floors = floors
    }

    /// One module's verdict: nil when it keeps its floor (or has none and needs none), else why
    /// it fails. `required` says whether the module must have a floor (a framework module).
    public func failure(of coverage: ModuleCoverage, required: Bool) -> String? {
        guard let percent = coverage.percent else { return "no line counted, so no figure" }
        guard let floor = floors[coverage.module] else {
            return required ? "no floor in Tools/coverage-floors" : nil
        }
        return percent < Double(floor) ? String(format: "%.1f%% is below its floor of %d%%", percent, floor) : nil
    }
}
