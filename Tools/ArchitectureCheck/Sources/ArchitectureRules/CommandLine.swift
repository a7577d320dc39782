import Foundation

/// The `architecture-check` command: `architecture-check [REPO_ROOT]`.
///
/// Prints one line per violation (`file:line: [rule] message`) and a closing summary line.
/// Exit status: 0 when clean, 1 when there are violations, 2 for a usage or I/O error.
public enum ArchitectureCheckCommand {
    /// The usage text.
    public static let usage = """
        USAGE: architecture-check [REPO_ROOT]

        Checks the Nano module graph against the rules and the layers block of
        docs/architecture.md: features never import other features, modules never import
        features, no cycles, dependencies only on lower layers, Nano* naming.
        REPO_ROOT defaults to the current directory.
        Exit status: 0 clean, 1 violations found, 2 usage or I/O error, or a package
        that `swift package describe` cannot describe.
        """

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: the arguments, without the program name.
    ///   - currentDirectory: where a relative or missing REPO_ROOT is resolved.
    ///   - output: receives each line meant for standard output.
    ///   - error: receives each line meant for standard error.
    /// - Returns: the exit status.
    public static func run(
        arguments: [String],
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        output: (String) -> Void,
        error: (String) -> Void
    ) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output(usage)
            return 0
        }
        guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
            error("architecture-check: error: unexpected arguments: \(arguments.joined(separator: " "))")
            error(usage)
            return 2
        }
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let root = arguments.first.map { URL(fileURLWithPath: $0, relativeTo: base) } ?? base
        let tree: RepositoryTree
        let cacheDirectory = root.standardizedFileURL.appendingPathComponent(".build-arch")
        do {
            let root = root.standardizedFileURL
            // Package descriptions are cached beside the build folders (git-ignored).
            let describer = PackageDescriber(cacheDirectory: cacheDirectory.appendingPathComponent("packages"))
            tree = try RepositoryTree.load(root: root, describer: describer)
        } catch let loadError {
            error("architecture-check: error: \(loadError.description)")
            return 2
        }
        // Parsed facts are cached there too, per checker build.
        let factsCache = FactsCache.executableStamp().map {
            FactsCache(directory: cacheDirectory.appendingPathComponent("facts"), stamp: $0)
        }
        let report = ArchitectureChecker(tree: tree, factsCache: factsCache).check()
        for violation in report.violations { output(violation.description) }
        let scope =
            "\(report.packageCount) packages, \(report.moduleCount) modules, "
            + "\(report.dependencyCount) dependencies"
        if report.violations.isEmpty {
            output("architecture check: \(scope), no violations")
            return 0
        }
        output("architecture check: \(scope), \(report.violations.count) violation(s)")
        return 1
    }
}
