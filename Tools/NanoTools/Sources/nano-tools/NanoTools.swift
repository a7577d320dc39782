import ArgumentParser
import Foundation
import NanoToolsKit

/// `nano-tools`: the logic of Nano's bash entry points under Tools/, one subcommand each; the
/// entry points (Tools/new-feature, ...) build it and call it, and keep only their arguments
/// and messages. Each subcommand runs itself (swift-argument-parser's own dispatch).
@main
struct NanoTools: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nano-tools",
        abstract: "The logic behind Nano's Tools/ entry points (Tools/new-feature, Tools/test).",
        subcommands: [WireFeature.self, XUnitCounts.self, TestTargets.self, DeepestRoute.self, StackDepth.self]
    )
}

/// Writes `nano-tools: error: MESSAGE` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("nano-tools: error: \(message)\n".utf8))
}
