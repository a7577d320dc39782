import ArgumentParser
import Foundation
import NanoToolsKit

/// `nano-tools wire-feature NAME`: adds a feature to the nvc app outside its folder (the
/// scaffolder's edits; see `FeatureWiring`), idempotently, and prints one line per place.
struct WireFeature: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wire-feature",
        abstract:
            "Add a feature to the nvc app: Package.swift's features list, its import and plugin in App/NvcApp/NvcApp.swift.",
        discussion: """
            Adds "NAME", to `let features = [...]` in Package.swift, `import NAMEFeature` to the \
            imports of App/NvcApp/NvcApp.swift (in alphabetical place) and \
            `features.append(NAMEPlugin())` before `return features` in its builtInFeatures(). \
            A line already there is left alone, so a second run changes nothing. When either file \
            lacks its place, neither is written.

            Prints one line per place: `added: FILE: LINE` or `present: FILE: LINE`.

            Exit status: 0 wired (or already wired); 64 usage; 65 NAME is not a feature name \
            (^[A-Z][A-Za-z0-9]*$, at most 40 characters, not ending in Feature); 70 a file is \
            missing or does not have the expected shape (the message says what was looked for).
            """
    )

    @Argument(help: "The feature's name, as Features/NAME spells it (Profile, ProfileCard).")
    var name: String

    @Option(help: "The repository's root folder.")
    var root: String = "."

    @Flag(help: "Check both files and print what would change; write nothing.")
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
        let appURL = rootURL.appendingPathComponent(FeatureWiring.appPath)
        let manifest = try read(manifestURL, as: FeatureWiring.manifestPath)
        let app = try read(appURL, as: FeatureWiring.appPath)
        let wired: WiredFiles
        do {
            wired = try wiring.wire(manifest: manifest, app: app)
        } catch {
            printError(error.description)
            throw ExitCode(70)
        }
        if !dryRun {
            if wired.manifest != manifest { try write(wired.manifest, to: manifestURL, as: FeatureWiring.manifestPath) }
            if wired.app != app { try write(wired.app, to: appURL, as: FeatureWiring.appPath) }
        }
        let verb = { (change: WiringChange) in dryRun && change == .added ? "would add" : change.rawValue }
        print("\(verb(wired.manifestEntry)): \(FeatureWiring.manifestPath): \(wiring.manifestEntry)")
        print("\(verb(wired.appImport)): \(FeatureWiring.appPath): \(wiring.importLine)")
        print("\(verb(wired.appPlugin)): \(FeatureWiring.appPath): \(wiring.pluginStatement)")
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
