import ArgumentParser
import Testing

@testable import NanoCLI

/// `PlainCommandLine` reads plain `open`, `resume` and `routes` lines without ArgumentParser:
/// whatever it accepts, ArgumentParser must read the same way, and everything else must be
/// left to ArgumentParser.
@MainActor
struct PlainCommandLineTests {
    /// ArgumentParser's reading of `arguments` for the app `identity` describes, or `nil` when
    /// it refuses them or reads something other than `open`, `resume` or `routes`.
    private func argumentParser(_ arguments: [String], _ identity: CommandIdentity) -> CommandChoice? {
        CommandIdentity.$current.withValue(identity) {
            switch try? RootCommand.parseAsRoot(arguments) {
            case let open as OpenCommand<GuardOptions>: open.choice
            case let open as OpenCommand<NoLaunchArguments>: open.choice
            case let resume as ResumeCommand<GuardOptions>: resume.choice
            case let resume as ResumeCommand<NoLaunchArguments>: resume.choice
            case let routes as RoutesCommand: routes.choice
            default: nil
            }
        }
    }

    private func identity(preview: Bool) -> CommandIdentity {
        CommandIdentity(name: "demo", version: "1.0", abstract: "", scheme: "demo", isPreview: preview, serves: true)
    }

    @Test func theUsualCommandLinesAreReadPlainlyAndAsArgumentParserReadsThem() {
        let app = identity(preview: false)
        let lines: [[String]] = [
            ["open", "demo://home"],
            ["open", "nvc://home", "--state", "/tmp/state"],
            ["open", "home", "--ephemeral", "--json"],
            ["open", "--json", "settings/notifications", "--state=/tmp/s"],
            ["open", "signup", "--state", "s", "--script", "-"],
            ["open", "signup", "--script", "a.nvc", "--disable-feature", "rewards", "--disable-feature", "home"],
            ["open", "home", "--interactive", "--record", "out.nvc"],
            ["open", "settings", "--locale", "de", "--ephemeral"],
            ["resume", "--locale=de_DE.UTF-8"],
            ["open", "-", "--ephemeral"],
            ["open", "help"],
            ["resume", "--state", "dir", "--json"],
            ["resume"],
            ["routes"],
            ["routes", "--json", "--disable-feature", "settings"],
            ["routes", "--dot"],
        ]
        for line in lines {
            let plain = PlainCommandLine.parse(line, preview: false)
            #expect(plain != nil, "read plainly: \(line)")
            #expect(plain == argumentParser(line, app), "\(line)")
        }
        #expect(
            PlainCommandLine.parse(
                ["open", "x", "--state", "d", "--script", "f", "--disable-feature", "a"], preview: false)
                == .open(link: "x", RunSettings(state: "d", scripts: ["f"], disabledFeatures: ["a"])))
    }

    @Test func everythingElseIsLeftToArgumentParser() {
        let lines: [[String]] = [
            [], ["--version", "--help"], ["open", "--version"], ["--help"], ["-h"], ["help"], ["help", "open"],
            ["open"], ["open", "a", "b"],
            ["open", "home", "--help"], ["open", "home", "-h"], ["open", "home", "--version"],
            ["open", "--", "home"], ["open", "home", "--state"], ["open", "home", "--state", "--json"],
            ["open", "home", "--state", "a", "--state", "b"], ["open", "home", "--json", "--json"],
            ["open", "home", "--json=true"], ["open", "home", "--state="], ["open", "home", "--unknown"],
            ["open", "home", "---state", "a"], ["open", "home", "-state", "a"], ["open", "-x"],
            ["open", "home", "--state", "a", "--ephemeral"], ["open", "home", "--state", ""],
            ["open", "home", "--script", "a", "--script", "b"], ["open", "home", "--record", "r"],
            ["open", "home", "--guard", "signedIn=fail"], ["resume", "--ephemeral"], ["resume", "home"],
            ["routes", "--json", "--dot"], ["routes", "extra"], ["routes", "--state", "a"],
            ["serve"], ["--generate-completion-script", "bash"], ["---completion", "open", "--", "x", "0", "0"],
            ["OPEN", "home"], ["open", "home", "--STATE", "a"],
            ["open", "home", "--locale", "de", "--locale", "en"], ["open", "home", "--locale", ""],
            ["routes", "--locale", "de"],
        ]
        for line in lines {
            #expect(PlainCommandLine.parse(line, preview: false) == nil, "left to ArgumentParser: \(line)")
        }
    }

    @Test func versionAloneIsReadPlainlyAsArgumentParserAnswersIt() {
        #expect(PlainCommandLine.parse(["--version"], preview: false) == .version)
        CommandIdentity.$current.withValue(identity(preview: false)) {
            do {
                _ = try RootCommand.parseAsRoot(["--version"])
                Issue.record("ArgumentParser answers --version with an error carrying the version")
            } catch {
                #expect(RootCommand.exitCode(for: error) == .success)
                #expect(RootCommand.fullMessage(for: error) == "1.0")
            }
        }
    }

    @Test func aPreviewsGuardsAreReadPlainlyWhenValid() {
        let line = ["open", "home", "--guard", "signedIn=fail", "--guard=other=pass"]
        #expect(PlainCommandLine.parse(line, preview: true) == argumentParser(line, identity(preview: true)))
        #expect(PlainCommandLine.parse(line, preview: true) != nil)
        #expect(PlainCommandLine.parse(["open", "home", "--guard", "signedIn=maybe"], preview: true) == nil)
        #expect(PlainCommandLine.parse(line, preview: false) == nil, "an app's commands have no --guard")
        #expect(argumentParser(line, identity(preview: false)) == nil)
    }

    /// Generated lines from tokens chosen to sit on every edge of the plain reader: each one it
    /// accepts must be read the same way by ArgumentParser.
    @Test(arguments: [false, true])
    func generatedLinesAcceptedPlainlyAreReadTheSameWayByArgumentParser(preview: Bool) {
        let described = identity(preview: preview)
        let tokens = [
            "open", "resume", "routes", "home", "nvc://home", "help", "-", "", "--", "--state", "dir", "--state=d2",
            "--state=", "--ephemeral", "--json", "--json=1", "--dot", "--script", "a.nvc", "--script=-",
            "--interactive", "--record", "r.nvc", "--record=-", "--disable-feature", "rewards",
            "--disable-feature=home", "--guard", "signedIn=fail", "x=pass", "--guard=y=fail", "-h", "--help",
            "--version", "-x", "---y", "--unknown", "open", "--state", "--json",
        ]
        var random = SplitMix(seed: preview ? 7 : 3)
        var accepted = 0
        for _ in 0..<1_200 {
            var line = [["open", "resume", "routes"][random.next(3)]]
            for _ in 0..<random.next(7) { line.append(tokens[random.next(tokens.count)]) }
            guard let plain = PlainCommandLine.parse(line, preview: preview) else { continue }
            accepted += 1
            #expect(plain == argumentParser(line, described), "\(line)")
        }
        #expect(accepted > 100, "\(accepted) of 1,200 read plainly: too few for the comparison to mean something")
    }
}

/// A small deterministic generator (SplitMix64), so a failure names a line that fails again.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
