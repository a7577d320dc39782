/// What `Tools/test --changed` runs for a set of changed files, and why each package and step
/// runs or is skipped. Fails closed: a change it cannot place (the tools, CI, a manifest, a
/// file outside every package) runs everything, and a step that declares no inputs always runs.
public struct ChangeSelection: Sendable, Equatable {
    /// One package's or step's verdict.
    public struct Verdict: Sendable, Equatable {
        /// The package folder or step name.
        public var name: String
        /// Whether it runs.
        public var runs: Bool
        /// Why, in a few words, for the run's output.
        public var reason: String

        /// A verdict on `name`.
        public init(name: String, runs: Bool, reason: String) {
            self.name = name
            self.runs = runs
            self.reason = reason
        }
    }

    /// A step of Tools/test and the inputs it declares; nil inputs means it declares none, so it
    /// runs on every change; an empty list means only a change that runs everything runs it.
    public struct Step: Sendable, Equatable {
        /// The step's name (`docs`).
        public var name: String
        /// Its inputs, or nil when it declares none.
        public var watches: [StepWatch]?

        /// A step named `name` watching `watches`.
        public init(name: String, watches: [StepWatch]?) {
            self.name = name
            self.watches = watches
        }
    }

    /// Set when the change runs everything: why (the first file that does).
    public var everything: String?
    /// The packages whose own files changed, sorted.
    public var changedPackages: [String]
    /// Whether a documentation file (docs/, Markdown outside a catalog) changed.
    public var documentationChanged: Bool
    /// One verdict per tested package, in the order given.
    public var packages: [Verdict]
    /// One verdict per step, in the order given.
    public var steps: [Verdict]

    /// The selection for `files` (repo-relative paths) over `tested` package folders and `steps`,
    /// in `graph`. `graph` may be nil when every file's path places it alone (the tools, CI, a
    /// manifest: everything; documentation: no package); otherwise a missing graph throws, and
    /// Tools/test reads the manifests (or, failing that, runs everything).
    public init(files: [String], graph: PackageGraph?, tested: [String], steps: [Step]) throws(FactsError) {
        var everything: String?
        var changed: Set<String> = []
        var documentation = false
        var unplaced: String?
        for file in files {
            let kind = graph.map { ChangedFile.classify(file, in: $0) } ?? ChangedFile.classifyWithoutGraph(file)
            switch kind {
            case .everything(let reason): everything = everything ?? reason
            case .documentation: documentation = true
            case .package(let package): changed.insert(package)
            case nil: unplaced = unplaced ?? file
            }
        }
        self.everything = everything
        documentationChanged = documentation
        changedPackages = changed.sorted()
        if let everything {
            packages = tested.map { Verdict(name: $0, runs: true, reason: everything) }
            self.steps = steps.map { Verdict(name: $0.name, runs: true, reason: everything) }
            return
        }
        if let unplaced {
            throw FactsError(reason: "\(unplaced) can be placed only in the package graph, and there is none")
        }
        let graph = graph ?? PackageGraph(dependencies: Dictionary(tested.map { ($0, []) }) { first, _ in first })
        for package in tested where !graph.packages.contains(package) {
            throw FactsError(reason: "the package \(package) is not in the graph")
        }
        let affected = graph.affected(by: changed)
        let changedList = changedPackages
        packages = tested.map { package in
            if changed.contains(package) { return Verdict(name: package, runs: true, reason: "changed") }
            if affected.contains(package) {
                let via = changedList.compactMap { graph.chain(from: package, to: $0) }.min { $0.count < $1.count }
                return Verdict(
                    name: package, runs: true,
                    reason: "depends on " + (via.map { $0.dropFirst().joined(separator: " → ") } ?? "a changed package")
                )
            }
            return Verdict(name: package, runs: false, reason: "depends on no changed package")
        }
        self.steps = steps.map { step in
            Self.verdict(step, files: files, changed: changed, affected: affected)
        }
    }

    /// One step's verdict when the change does not run everything.
    static func verdict(_ step: Step, files: [String], changed: Set<String>, affected: Set<String>) -> Verdict {
        guard let watches = step.watches else {
            return Verdict(
                name: step.name, runs: true, reason: "declares no inputs (no watch_\(step.name)): runs always")
        }
        for watch in watches {
            switch watch {
            case .package(let pattern):
                if let hit = affected.sorted().first(where: { StepWatch.matches($0, pattern) }) {
                    return Verdict(name: step.name, runs: true, reason: "\(hit) is affected")
                }
            case .path(let prefix):
                if let hit = files.first(where: { ChangedFile.isInside($0, prefix) || $0.hasPrefix(prefix) }) {
                    return Verdict(name: step.name, runs: true, reason: "\(hit) changed")
                }
            case .suffix(let text):
                if let hit = files.first(where: { $0.hasSuffix(text) }) {
                    return Verdict(name: step.name, runs: true, reason: "\(hit) changed")
                }
            case .anyPackage:
                if let hit = changed.sorted().first {
                    return Verdict(name: step.name, runs: true, reason: "\(hit) changed")
                }
            }
        }
        let inputs =
            watches.isEmpty
            ? "only a change to Tools/, .ci/ or a manifest runs it"
            : "none of its inputs changed (\(watches.map(\.description).joined(separator: " ")))"
        return Verdict(name: step.name, runs: false, reason: inputs)
    }
}
