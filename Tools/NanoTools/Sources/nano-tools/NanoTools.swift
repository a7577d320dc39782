import ArgumentParser
import Foundation
import NanoToolsKit

/// `nano-tools`: the logic of Nano's bash entry points under Tools/, one subcommand each; the
/// entry points (Tools/new-feature, Tools/bench, ...) build it and call it, and keep only their
/// arguments and messages. Each subcommand runs itself (swift-argument-parser's own dispatch),
/// except `bench`, which is Tools/bench's whole command line and so answers a usage error as
/// Tools/bench always has (exit 2, see `Bench.runAsToolsBench`).
@main
struct NanoTools: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nano-tools",
        abstract: "The logic behind Nano's Tools/ entry points (Tools/new-feature, Tools/test, Tools/bench).",
        subcommands: [
            WireFeature.self, XUnitCounts.self, TestTargets.self, DeepestRoute.self, StackDepth.self, Affected.self,
            Coverage.self,
            Bench.self, BenchJMH.self, SpawnMedians.self, Median.self, Elapsed.self,
        ]
    )

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == Bench.configuration.commandName {
            Bench.runAsToolsBench(Array(arguments.dropFirst()))
        }
        main(arguments)
    }
}

/// Writes `nano-tools: error: MESSAGE` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("nano-tools: error: \(message)\n".utf8))
}
