import ArgumentParser
import Foundation
import NanoToolsKit

/// `nano-tools wire-feature NAME`: adds a feature to the nvc app outside its folder (the
/// scaffolder's one edit; see `FeatureWiring`), idempotently, and prints what it did.
struct WireFeature: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wire-feature",
        abstract:
            "Add a feature to the nvc app: its name in Package.swift's features list.",
        discussion: """
            Adds "NAME", to `let features = [...]` in Package.swift: the one line a feature needs \
            outside its folder (the FeatureList build plugin lists its NAMEPlugin() in the app). \
            A name already there is left alone, so a second run changes nothing. When the file \
            lacks the list, it is not written.

            Prints one line: `added: Package.swift: LINE` or `present: Package.swift: LINE`.

            Exit status: 0 wired (or already wired); 64 usage; 65 NAME is not a feature name \
            (^[A-Z][A-Za-z0-9]*$, at most 40 characters, not ending in Feature); 70 a file is \
            missing or does not have the expected shape (the message says what was looked for).
            """
    )

    @Argument(help: "The feature's name, as Features/NAME spells it (Profile, ProfileCard).")
    var name: String

    @Option(help: "The repository's root folder.")
    var root: String = "."

    @Flag(help: "Check the file and print what would change; write nothing.")
    var dryRun = false

    func run() throws {
        let wiring: FeatureWiring
        do {
            wiring = try FeatureWiring(name: name)
        } catch {
            printError(error.description)
            throw ExitCode(65)
        }
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        let manifestURL = rootURL.appendingPathComponent(FeatureWiring.manifestPath)
        let manifest = try read(manifestURL, as: FeatureWiring.manifestPath)
        let wired: String
        let change: WiringChange
        do {
            (wired, change) = try wiring.wireManifest(manifest)
        } catch {
            printError(error.description)
            throw ExitCode(70)
        }
        if !dryRun && wired != manifest { try write(wired, to: manifestURL, as: FeatureWiring.manifestPath) }
        let verb = dryRun && change == .added ? "would add" : change.rawValue
        print("\(verb): \(FeatureWiring.manifestPath): \(wiring.manifestEntry)")
    }

    /// The file's text; a missing or unreadable file exits 70 with its repo-relative name.
    private func read(_ url: URL, as path: String) throws -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            printError("cannot read \(path) under \(root): \(error.localizedDescription)")
            throw ExitCode(70)
        }
    }

    /// Replaces the file's text (atomically); a failure exits 70.
    private func write(_ text: String, to url: URL, as path: String) throws {
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            printError("cannot write \(path) under \(root): \(error.localizedDescription)")
            throw ExitCode(70)
        }
    }
}
