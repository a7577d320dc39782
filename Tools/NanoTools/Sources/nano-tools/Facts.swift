import ArgumentParser
import Foundation
import NanoToolsKit

/// `nano-tools xunit-counts REPORT`: Tools/test's test counts of one `swift test` run.
struct XUnitCounts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xunit-counts",
        abstract: "Print 'total failed skipped reported' from REPORT.xml and REPORT-swift-testing.xml.",
        discussion: """
            One <testcase> is one test; it failed when it holds a <failure> or <error>, it was \
            skipped when it holds <skipped>. reported is 1 when either file exists (0 0 0 0 when \
            neither does). The files are read tag by tag, as Tools/test's grep did, so a message \
            with a character XML forbids still counts its test. Exit status: 0 counted; 1 a file \
            exists but cannot be read.
            """
    )

    @Argument(help: "The report's path without .xml, as given to swift test --xunit-output REPORT.xml.")
    var report: String

    func run() throws {
        try printing("xunit-counts") { () throws(FactsError) in try TestCounts(reportBase: report).line }
    }
}

/// `nano-tools test-targets`: how many test targets a manifest declares.
struct TestTargets: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test-targets",
        abstract: "Print how many test targets the `swift package dump-package` JSON on standard input declares.",
        discussion: """
            With --name, the package's name instead: its test bundle is <name>PackageTests.xctest \
            (Tools/test runs the root package's bundle itself). Exit status: 0 printed; 1 the \
            input is not a manifest (empty, not JSON, no name, no targets array, a target without \
            a type).
            """
    )

    @Flag(help: "Print the package's name instead of the count.")
    var name = false

    func run() throws {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        try printing("test-targets") { () throws(FactsError) in
            name
                ? try ManifestFacts.packageName(inDumpPackage: input)
                : String(try ManifestFacts.testTargets(inDumpPackage: input))
        }
    }
}

/// `nano-tools deepest-route`: the link Tools/test opens in a feature's preview.
struct DeepestRoute: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deepest-route",
        abstract:
            "Print the deepest parameterless route of the feature's own in `PREVIEW routes --json` on standard input.",
        discussion: """
            Routes of the feature `stand-ins` and patterns with `:` or `*` are left out; depth is \
            the chain of parents. Prints nothing when no route is left. Exit status: 0; 1 the \
            input is not a route table.
            """
    )

    func run() throws {
        try printing("deepest-route") { () throws(FactsError) in
            try ManifestFacts.deepestRoute(inRoutesJSON: FileHandle.standardInput.readDataToEndOfFile())
        }
    }
}

/// `nano-tools stack-depth`: how deep the stack is that an app's `--json` output shows.
struct StackDepth: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack-depth",
        abstract: "Print how many screens the stack holds in the `open LINK --json` output on standard input.",
        discussion: """
            0 when the output has no stack array. Exit status: 0; 1 the input is not a JSON object.
            """
    )

    func run() throws {
        try printing("stack-depth") { () throws(FactsError) in
            String(try ManifestFacts.stackDepth(inScreenJSON: FileHandle.standardInput.readDataToEndOfFile()))
        }
    }
}

/// Prints what `body` returns (nothing for nil); when it throws, writes
/// `nano-tools: error: COMMAND: REASON` to standard error and exits 1.
func printing(_ command: String, _ body: () throws(FactsError) -> String?) throws {
    do {
        if let line = try body() { print(line) }
    } catch {
        printError("\(command): \(error.reason)")
        throw ExitCode.failure
    }
}
