import Foundation
import Testing

/// Every documented exit code, from the real binary, with its one-line error and its JSON
/// `error` object.
struct ExitCodeTests {
    static let signUp = "type name Ada\ntype email ada@example.com\ntap submit\n"

    @Test func helpAndTheDocsListTheSameExitCodes() async throws {
        let help = try await NvcProcess.run(["--help"])
        let section = help.stdout.components(separatedBy: "EXIT CODES\n").last?.components(separatedBy: "\n\n").first
        let helpCodes = (section ?? "").split(separator: "\n").compactMap { line in
            line.hasPrefix("  ") && !line.hasPrefix("   ") ? Int(line.split(separator: " ").first ?? "") : nil
        }
        let docs = try String(
            contentsOf: PluginBuilds.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let table = docs.components(separatedBy: "## Exit codes and errors").last ?? ""
        let docCodes = table.components(separatedBy: "\n\n").dropFirst().first?.split(separator: "\n").compactMap {
            line in line.hasPrefix("| ") ? Int(line.dropFirst(2).prefix { $0 != " " }) : nil
        }
        #expect(helpCodes == [0, 1, 64, 65, 66, 69, 70, 71, 74, 75, 78], "\(help)")
        #expect(docCodes == helpCodes)
    }

    @Test func zeroWhenEverythingWorks() async throws {
        let run = try await NvcProcess.run(["open", "nvc://signup", "--ephemeral"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }

    @Test func oneWhenAnExpectationFailsOrACommandIsRefused() async throws {
        let expectation = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--json", "--script", "-"],
            input: "type name Ada\nexpect name text Bob")
        #expect(expectation.status == 1)
        #expect(expectation.errorLines == ["nvc: error: <stdin>:2: expected name.text to be 'Bob' but it is 'Ada'"])
        #expect(expectation.errorObject?["kind"] as? String == "expectationFailed")
        #expect(expectation.errorObject?["line"] as? Int == 2)

        let refused = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--json", "--script", "-"], input: "tap submit")
        #expect(refused.status == 1)
        #expect(refused.errorObject?["kind"] as? String == "refused")
    }

    @Test func sixtyFourForUsageErrors() async throws {
        let run = try await NvcProcess.run(["open", "--json"])
        #expect(run.status == 64)
        #expect(run.errorLines.count == 1 && run.errorLines[0].contains("Missing expected argument '<link>'"), "\(run)")
        #expect(run.errorObject?["code"] as? Int == 64)
    }

    @Test func sixtyFiveForAnInvalidLink() async throws {
        let run = try await NvcProcess.run(["open", "https://example.com/home", "--ephemeral", "--json"])
        #expect(run.status == 65)
        #expect(run.errorLines == ["nvc: error: invalid deep link: scheme 'https' is not 'nvc'"])
        #expect(run.errorObject?["kind"] as? String == "invalidLink")
    }

    @Test func sixtySixWhenNoRouteMatches() async throws {
        let run = try await NvcProcess.run(["open", "nvc://settings/wifi", "--ephemeral", "--json"])
        #expect(run.status == 66)
        #expect(run.errorLines == ["nvc: error: no route for 'settings/wifi'"])
        #expect(run.errorObject?["kind"] as? String == "noRoute")
    }

    @Test func sixtyNineForADisabledFeature() async throws {
        let run = try await NvcProcess.run([
            "open", "nvc://settings", "--ephemeral", "--json", "--disable-feature", "settings",
        ])
        #expect(run.status == 69)
        #expect(run.errorLines == ["nvc: error: feature 'settings' is disabled, so 'nvc://settings' cannot be opened"])
        #expect(run.errorObject?["kind"] as? String == "featureDisabled")
    }

    @Test func sixtyNineForAButtonThatLeadsToADisabledFeature() async throws {
        let state = try temporaryDirectory()
        _ = try await NvcProcess.run(["open", "home", "--state", state.path, "--script", "-"], input: Self.signUp)
        let run = try await NvcProcess.run(
            ["open", "home", "--state", state.path, "--disable-feature", "settings", "--json", "--script", "-"],
            input: "tap settings")
        #expect(run.status == 69, "\(run)")
        #expect(run.errorObject?["kind"] as? String == "featureDisabled")
        #expect(run.errorLines.first?.contains("feature 'settings' is disabled") == true, "\(run.stderr)")
        #expect(run.stackTitles == ["Home"], "the button changes nothing")
        let toast = (run.json?["screen"] as? [String: Any])?["toast"] as? [String: Any]
        #expect(toast?["style"] as? String == "error", "\(run.stdout)")
        #expect((toast?["message"] as? String)?.contains("feature 'settings' is disabled") == true)

        // Interactive: the same error line, and the toast on the redrawn screen until the next action.
        let interactive = try await NvcProcess.run(
            ["open", "home", "--state", state.path, "--disable-feature", "settings", "--interactive"],
            input: "tap settings\nshow\n")
        #expect(interactive.status == 0, "the session goes on; its last command worked: \(interactive)")
        #expect(interactive.errorLines.first?.contains("<stdin>:1: feature 'settings' is disabled") == true)
        let screens = interactive.stdout.components(separatedBy: "Home\n\n+-").dropFirst()
        #expect(screens.count == 4, "first, after each command, at the end: \(interactive.stdout)")
        #expect(screens.map { $0.contains("! feature 'settings' is disabled") } == [false, true, true, true])
    }

    @Test func logoutWithSignUpDisabledLeavesNoGuardedScreenBehind() async throws {
        let state = try temporaryDirectory()
        _ = try await NvcProcess.run(["open", "home", "--state", state.path, "--script", "-"], input: Self.signUp)
        let run = try await NvcProcess.run(
            [
                "open", "settings/profile", "--state", state.path, "--disable-feature", "signup", "--json", "--script",
                "-",
            ],
            input: "back\nselect tab home\ntap logout")
        #expect(run.status == 69, "Log out opens sign-up, which is disabled: \(run)")
        #expect(run.stackTitles.isEmpty, "Home and its name left with the session: \(run.stdout)")
        #expect(!run.stdout.contains("Profile"), "the Settings tab's screens left too: \(run.stdout)")
        #expect(!run.stdout.contains("Ada"))
        let after = try await NvcProcess.run(["open", "home", "--state", state.path])
        #expect(after.stdout.contains("Sign up"), "the session is gone: \(after)")
    }

    @Test func sixtyFourNotSeventyForAStateDirectoryUnderAFile() async throws {
        // Once exit 70 (internal error); it is the user's path, so a usage error naming it
        // (70 is left for bugs: NanoCLI's tests provoke it with features that do not compose).
        let run = try await NvcProcess.run(["open", "nvc://signup", "--state", "/dev/null/nvc", "--json"])
        #expect(run.status == 64)
        #expect(
            run.errorLines.count == 1
                && run.errorLines[0].contains(
                    "cannot create the state directory /dev/null/nvc: /dev/null is a device, not a directory")
        )
        #expect(run.errorObject?["code"] as? Int == 64)
        #expect(run.errorObject?["kind"] as? String == "statePathInvalid")
    }

    @Test func helpDocumentsEveryExitCode() async throws {
        let help = try await NvcProcess.run(["--help"])
        #expect(help.status == 0)
        for line in [
            "  0   ok", "  1   a script expectation failed", "  64  usage", "  65  invalid deep link",
            "  66  no route", "  69  the link's feature is disabled", "  70  internal error",
            "  74  state not saved", "  75  state locked",
        ] {
            #expect(help.stdout.contains(line), "nvc --help documents '\(line)'")
        }
    }

    @Test func completionScriptsComeFromArgumentParser() async throws {
        for (shell, marker) in [
            ("bash", "complete -o filenames -F _nvc nvc"), ("zsh", "#compdef nvc"), ("fish", "complete -c 'nvc'"),
        ] {
            let run = try await NvcProcess.run(["--generate-completion-script", shell])
            #expect(run.status == 0)
            #expect(run.stdout.contains(marker), "\(shell): \(run.stdout.prefix(300))")
            #expect(run.stdout.contains("disable-feature"))
        }
    }

    @Test func routesListsEveryRouteAsTextJSONAndDot() async throws {
        let text = try await NvcProcess.run(["routes"])
        #expect(text.status == 0)
        for route in ["signup", "home", "settings", "settings/notifications", "settings/about"] {
            #expect(text.stdout.contains("\n\(route) "), "routes lists \(route)")
        }
        let json = try await NvcProcess.run(["routes", "--json"])
        #expect((json.json?["routes"] as? [[String: Any]])?.count ?? 0 >= 8)
        let dot = try await NvcProcess.run(["routes", "--dot"])
        #expect(dot.stdout.hasPrefix("digraph routes {") && dot.stdout.contains("\"home\" -> \"settings\""))
    }
}
