import ArgumentParser
import Foundation
import NanoToolsKit

/// `nano-tools coverage`: the table and the floors of `Tools/test --coverage`.
struct Coverage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Print each module's line coverage from llvm-cov exports and check it against the floors.",
        discussion: """
            Each --export names a package folder and the `llvm-cov export -summary-only` JSON of \
            its test binary. A module is a folder under the package's Sources/; only its files \
            count. Every module of a package under Modules/ (a framework module) must have a \
            floor in the floors file; any module with a floor must reach it. A module without \
            a figure (no export, no counted line) fails: the check fails closed.

            Prints a table (module, package, lines, covered, percent, floor, verdict) and a \
            last line `coverage: N module(s), F failed`. Exit status: 0 every module keeps its \
            floor; 1 one does not, or has no figure, or the floors file cannot be read.
            """
    )

    @Option(help: "The repository's root folder (absolute); llvm-cov prints absolute file names.")
    var root: String

    @Option(help: "The floors file: one `Module percent` a line.")
    var floors: String

    @Option(help: "FOLDER=JSON: a package folder (repo-relative) and its llvm-cov export (missing: no figure).")
    var export: [String] = []

    func run() throws {
        let floorTable: CoverageFloors
        do throws(FactsError) {
            guard let data = FileManager.default.contents(atPath: floors),
                let text = String(data: data, encoding: .utf8)
            else { throw FactsError(reason: "cannot read \(floors)") }
            floorTable = try CoverageFloors(text: text)
        } catch {
            printError("coverage: \(error.reason)")
            throw ExitCode.failure
        }
        var rows: [(ModuleCoverage, String?)] = []
        for entry in export {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--export takes FOLDER=JSON, not '\(entry)'") }
            let package = parts[0]
            let expected = modules(of: package)
            var found: [ModuleCoverage] = []
            var problem: String?
            if let data = FileManager.default.contents(atPath: parts[1]) {
                do throws(FactsError) {
                    found = try ModuleCoverage.modules(inExport: data, package: package, root: root)
                } catch {
                    problem = error.reason
                }
            } else {
                problem = "no llvm-cov export (the tests did not run or llvm-cov failed)"
            }
            let required = package.hasPrefix("Modules/")
            for name in Set(expected).union(found.map(\.module)).sorted() {
                let coverage =
                    found.first { $0.module == name }
                    ?? ModuleCoverage(module: name, package: package, lines: 0, covered: 0)
                rows.append((coverage, problem ?? floorTable.failure(of: coverage, required: required)))
            }
        }
        print(Self.table(rows, floors: floorTable))
        let failed = rows.filter { $0.1 != nil }.count
        print("coverage: \(rows.count) module(s), \(failed) failed")
        if failed > 0 || rows.isEmpty { throw ExitCode.failure }
    }

    /// The module folders under the package's Sources/.
    func modules(of package: String) -> [String] {
        let sources = URL(fileURLWithPath: root).appendingPathComponent(package).appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { name in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: sources.appendingPathComponent(name).path, isDirectory: &folder)
                && folder.boolValue
        }
    }

    /// The table's lines: a header, then one row per module.
    static func table(_ rows: [(ModuleCoverage, String?)], floors: CoverageFloors) -> String {
        var lines = [
            pad("Module", 22) + pad("Package", 22) + left("Lines", 7) + left("Covered", 9) + left("Lines %", 9)
                + "  Floor"
        ]
        for (coverage, failure) in rows {
            let percent = coverage.percent.map { String(format: "%.1f", $0) } ?? "-"
            let floor = floors.floors[coverage.module].map { "\($0)" } ?? "-"
            let verdict = failure.map { "FAIL: \($0)" } ?? "ok"
            lines.append(
                pad(coverage.module, 22) + pad(coverage.package, 22) + left("\(coverage.lines)", 7)
                    + left("\(coverage.covered)", 9) + left(percent, 9) + left(floor, 7) + "  " + verdict)
        }
        return lines.joined(separator: "\n")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func left(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
