import ArgumentParser
import Foundation
import NanoToolsKit

/// `nano-tools affected`: what `Tools/test --changed` runs (see `ChangeSelection`).
struct Affected: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "affected",
        abstract: "Print which packages and steps a set of changed files can affect, and why.",
        discussion: """
            Reads the changed files (repo-relative paths, one a line), the package graph from \
            each package's `swift package dump-package` JSON, the packages Tools/test runs and \
            its steps with their inputs. A change under Tools/ or .ci/, to any Package.swift, or \
            outside every package's folder and target runs everything; docs/ and Markdown outside \
            a DocC catalog affect only steps that watch them; a file of a package affects it and \
            every package depending on it. A step without inputs (no `=`) always runs.

            Prints tab-separated lines: `everything REASON` (when it runs everything), \
            `changed PACKAGE` for each package whose files changed, then `package run|skip \
            FOLDER REASON` for each --tested and `step run|skip NAME REASON` for each --step, in \
            the order given.

            Exit status: 0; 1 the selection cannot be computed (a manifest unreadable, a \
            dependency outside the repository or without a manifest, the changed-file list \
            unreadable), which Tools/test answers by running everything; 64 usage.
            """
    )

    @Option(help: "The repository's root folder (absolute); SwiftPM's dependency paths are relative to it.")
    var root: String

    @Option(help: "A file with the changed paths, one a line, relative to the root.")
    var changed: String

    @Option(
        help:
            "FOLDER=JSON: a package folder (repo-relative, . for the root) and its dump-package output; none: paths only."
    )
    var manifest: [String] = []

    @Option(help: "A package folder Tools/test runs, in its order.")
    var tested: [String] = []

    @Option(
        help:
            "NAME or NAME=WATCH WATCH...: a step and its inputs (package:PATTERN path:PREFIX suffix:TEXT any-package).")
    var step: [String] = []

    func validate() throws {
        for entry in manifest where !entry.contains("=") {
            throw ValidationError("--manifest takes FOLDER=JSON, not '\(entry)'")
        }
    }

    func run() throws {
        try printing("affected") { () throws(FactsError) in
            let files = try readLines(changed)
            var graphError: FactsError?
            var graph: PackageGraph?
            do throws(FactsError) {
                // No manifests: the paths alone must place the change (documentation, or everything).
                graph = manifest.isEmpty ? nil : try PackageGraph(dumps: try dumps(), repositoryRoot: root)
            } catch {
                graphError = error
            }
            let steps = try step.map { entry throws(FactsError) in
                guard let equals = entry.firstIndex(of: "=") else {
                    return ChangeSelection.Step(name: entry, watches: nil)
                }
                let specs = entry[entry.index(after: equals)...].split(separator: " ").map(String.init)
                var watches: [StepWatch] = []
                for spec in specs { watches.append(try StepWatch(parsing: spec)) }
                return ChangeSelection.Step(name: String(entry[..<equals]), watches: watches)
            }
            let selection: ChangeSelection
            do throws(FactsError) {
                selection = try ChangeSelection(files: files, graph: graph, tested: tested, steps: steps)
            } catch {
                throw graphError ?? error
            }
            return Self.lines(selection).joined(separator: "\n")
        }
    }

    /// The output lines of `selection`.
    static func lines(_ selection: ChangeSelection) -> [String] {
        var lines: [String] = []
        if let everything = selection.everything { lines.append("everything\t\(everything)") }
        lines += selection.changedPackages.map { "changed\t\($0)" }
        lines += selection.packages.map { "package\t\($0.runs ? "run" : "skip")\t\($0.name)\t\($0.reason)" }
        lines += selection.steps.map { "step\t\($0.runs ? "run" : "skip")\t\($0.name)\t\($0.reason)" }
        return lines
    }

    /// The `--manifest` files, read.
    func dumps() throws(FactsError) -> [String: Data] {
        var dumps: [String: Data] = [:]
        for entry in manifest {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let data = FileManager.default.contents(atPath: parts[1]) else {
                throw FactsError(reason: "cannot read the manifest JSON in '\(entry)'")
            }
            dumps[parts[0]] = data
        }
        return dumps
    }

    /// The non-empty lines of the file at `path`.
    func readLines(_ path: String) throws(FactsError) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { throw FactsError(reason: "cannot read the changed-file list \(path)") }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}
