/// What `Tools/bench` (`nano-tools bench`) was asked to do, decided from its parsed command
/// line: the benchmarks it knows, which of them a run takes, and the exit status a run ends with.
public enum BenchPlan {
    /// The benchmarks, in the order a full run takes them (quickest first). Each is a file
    /// `Tools/bench-suites/NAME.sh` that defines `about_ID` and `bench_ID` (see ``identifier(_:)``).
    public static let suites = [
        "reactive", "push-pop", "router", "state", "restore", "catalog", "startup", "plugins", "web", "scale",
    ]

    /// The shell identifier of a benchmark's functions: `push-pop` → `push_pop` (`bench_push_pop`).
    public static func identifier(_ name: String) -> String {
        String(name.map { $0 == "-" ? "_" : $0 })
    }

    /// One thing `Tools/bench` does per invocation.
    public enum Action: Equatable, Sendable {
        /// Runs `names` (every benchmark when none was named), `quick` for `--quick`.
        case run(names: [String], quick: Bool)
        /// `--list`: each benchmark and what it compares.
        case list
        /// `--check-docs`: docs/performance.md's tables against the results file.
        case checkDocs
        /// `--render-docs`: regenerates those tables from the results file.
        case renderDocs
    }

    /// A command line `Tools/bench` refuses (exit status 2); `message` follows `Tools/bench: `.
    public struct UsageError: Error, Equatable, Sendable {
        /// Lowercase, no period: `no benchmark named 'x' (see Tools/bench --list)`.
        public let message: String

        /// A usage error saying `message`.
        public init(_ message: String) { self.message = message }
    }

    /// The action for the parsed flags and names, checked as the bash driver checked them:
    /// unknown names first, then names or `--quick` given to an action that is not a run, then
    /// `--results` without a file. At most one of `--list`, `--check-docs`, `--render-docs`.
    public static func action(
        quick: Bool, list: Bool, checkDocs: Bool, renderDocs: Bool, results: String?, names: [String]
    ) throws(UsageError) -> Action {
        for name in names where !suites.contains(name) {
            throw UsageError("no benchmark named '\(name)' (see Tools/bench --list)")
        }
        let chosen = [(list, "--list"), (checkDocs, "--check-docs"), (renderDocs, "--render-docs")].filter(\.0)
        guard chosen.count <= 1 else {
            throw UsageError("\(chosen.map(\.1).joined(separator: " and ")) cannot be combined")
        }
        if let option = chosen.first?.1 {
            guard names.isEmpty else { throw UsageError("\(option) takes no benchmark names") }
            guard !quick else { throw UsageError("--quick is for running benchmarks") }
        }
        if let results, results.isEmpty { throw UsageError("--results needs a file") }
        if list { return .list }
        if checkDocs { return .checkDocs }
        if renderDocs { return .renderDocs }
        return .run(names: names.isEmpty ? suites : names, quick: quick)
    }

    /// How a run ends: 3 when a benchmark could not run (`failed`, which may hold `docs` when
    /// the tables could not be rendered), else 1 when a target was not met, else 0.
    public static func exitStatus(notMet: [String], failed: [String]) -> Int32 {
        if !failed.isEmpty { return 3 }
        return notMet.isEmpty ? 0 : 1
    }

    /// `path` as the driver prints it: relative to `root` when inside it, else as given.
    public static func display(_ path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The CPU's model from /proc/cpuinfo's text: the first `model name : TEXT` line's TEXT;
    /// empty when there is none (on a machine whose cpuinfo names no model, as on some ARM).
    public static func cpuModel(cpuinfo: String) -> String {
        for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
            let rest = line.dropFirst("model name".count).drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix(":") else { continue }
            return String(rest.dropFirst().drop { $0 == " " })
        }
        return ""
    }
}
