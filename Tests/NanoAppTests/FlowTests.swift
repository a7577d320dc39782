import Foundation
import NanoTesting
import Testing

/// End-to-end flows through the real `nvc` binary and the app's four features.
struct FlowTests {
    static let signUp = """
        # sign up as Ada
        type name Ada Lovelace
        type email ada@example.com
        expect submit enabled true
        tap submit
        """

    @Test func signUpThenHomeThenSettingsByScript() async throws {
        let run = try await NvcProcess.run(
            ["open", "nvc://signup", "--ephemeral", "--json", "--script", "-"],
            input: Self.signUp + """

                expect welcome text "Welcome, Ada Lovelace"
                expect email text ada@example.com
                tap settings
                expect settings visible true
                refresh settings
                expect settings refreshing false
                """)
        #expect(run.status == 0, "\(run)")
        // Home's Settings button selects the Settings tab: its stack is the list alone.
        #expect(run.stackTitles == ["Settings"])
        let links = ((run.json?["stack"] as? [[String: Any]]) ?? []).compactMap { $0["link"] as? String }
        #expect(links == ["nvc://settings"])
        let tabs = ((run.json?["tabs"] as? [String: Any])?["tabs"] as? [[String: Any]]) ?? []
        #expect(tabs.map { $0["id"] as? String } == ["home", "catalog", "settings"])
        #expect(tabs.map { $0["selected"] as? Bool } == [false, false, true])
        #expect((run.json?["screen"] as? [String: Any])?["scene"] as? String == "SettingsListScene")
        let list = ((run.json?["screen"] as? [String: Any])?["controls"] as? [[String: Any]])?.first
        #expect((list?["state"] as? [String: Any])?["footer"] as? String == "Nano 0.1.0")
    }

    /// Seed 004's screen from a script: a blocked card asks to be unblocked first, unblocking
    /// turns it into the invitation, joining into the welcome; the status and membership are
    /// kept in the state directory. The script is read from `/dev/stdin`, a pipe, as
    /// `--script <(generate)` would hand it.
    @Test func rewardsShowsBothCardStatesAndJoinsFromAScript() async throws {
        let state = try temporaryDirectory()
        let run = try await NvcProcess.run(
            ["open", "nvc://signup", "--state", state.path, "--script", "/dev/stdin"],
            input: Self.signUp + """

                open nvc://rewards/card/blocked
                expect headline text "Your card is blocked"
                expect confirm title "Unblock card"
                tap confirm
                expect headline text "Earn points on every purchase"
                expect confirm title "Join rewards"
                tap confirm
                expect confirm visible false
                """)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Home > Rewards\n"), "\(run)")

        let again = try await NvcProcess.run(["open", "nvc://rewards", "--state", state.path, "--json"])
        #expect(again.status == 0, "\(again)")
        #expect(again.stackTitles == ["Home", "Rewards"])
        let controls = ((again.json?["screen"] as? [String: Any])?["controls"] as? [[String: Any]]) ?? []
        let headline = controls.first { $0["id"] as? String == "headline" }?["state"] as? [String: Any]
        #expect(headline?["text"] as? String == "You are a member", "membership was kept: \(again)")
    }

    /// The issue's acceptance check.
    @Test func aGuardedLinkShowsSignUpWithTheLinkPendingThenResumesAfterSignUp() async throws {
        let signedOut = try await NvcProcess.run(["open", "nvc://settings/notifications", "--ephemeral"])
        #expect(signedOut.status == 0, "\(signedOut)")
        #expect(signedOut.stdout.hasPrefix("Sign up\npending: nvc://settings/notifications\n"), "\(signedOut)")
        #expect(signedOut.stdout.contains("SignUpScene"))

        let json = try await NvcProcess.run(["open", "nvc://settings/notifications", "--ephemeral", "--json"])
        #expect(json.json?["pending"] as? String == "nvc://settings/notifications")
        #expect(json.stackTitles == ["Sign up"])

        let resumed = try await NvcProcess.run(
            ["open", "nvc://settings/notifications", "--ephemeral", "--script", "-"],
            input: Self.signUp)
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout.hasPrefix("Settings > Notifications\n"), "the Settings tab: \(resumed)")
        #expect(resumed.stdout.hasSuffix("tabs: Home  Catalog  [Settings]\n"), "\(resumed)")
        #expect(!resumed.stdout.contains("pending:"))
        #expect(resumed.stdout.contains("NotificationsScene"))
    }

    @Test func stateSurvivesBetweenTwoInvocations() async throws {
        let state = try temporaryDirectory()
        let first = try await NvcProcess.run(
            ["open", "nvc://settings/notifications", "--state", state.path, "--script", "-"],
            input: Self.signUp + "\ntoggle notifications\nexpect notifications on false")
        #expect(first.status == 0, "\(first)")

        let second = try await NvcProcess.run(
            [
                "open", "nvc://settings/notifications", "--state", state.path, "--json",
                "--script", "-",
            ], input: "expect notifications on false")
        #expect(second.status == 0, "still signed in, and the setting kept: \(second)")
        #expect(second.stackTitles == ["Settings", "Notifications"])

        let home = try await NvcProcess.run(
            ["open", "home", "--state", state.path, "--script", "-"],
            input: #"expect welcome text "Welcome, Ada Lovelace""#)
        #expect(home.status == 0, "\(home)")
        let resumed = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(resumed.stackTitles == ["Home"], "resume reopens the last stack: \(resumed)")
    }

    @Test func resumeRestoresTheStackAndThePendingLink() async throws {
        let state = try temporaryDirectory()
        let pending = try await NvcProcess.run(["open", "nvc://settings/about", "--state", state.path])
        #expect(pending.stdout.contains("pending: nvc://settings/about"))
        let saved = try String(contentsOf: state.appendingPathComponent("navigation.json"), encoding: .utf8)
        #expect(saved.contains("nvc://settings/about"))

        let resumed = try await NvcProcess.run(
            ["resume", "--state", state.path, "--json", "--script", "-"], input: Self.signUp)
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stackTitles == ["Settings"], "the Settings tab, About presented over it")
        let presented = resumed.json?["presented"] as? [[[String: Any]]]
        #expect(presented?.first?.first?["title"] as? String == "About")
    }

    @Test func resumeRestoresAScreenPushedInsideAFlow() async throws {
        let state = try temporaryDirectory()
        let tapped = try await NvcProcess.run(
            ["open", "nvc://settings", "--state", state.path, "--script", "-"],
            input: Self.signUp + "\nselect settings 2\ntap edit\ntype name Ada King")
        #expect(tapped.status == 0, "\(tapped)")
        let saved = try String(contentsOf: state.appendingPathComponent("navigation.json"), encoding: .utf8)
        #expect(saved.contains("nvc://settings/profile/edit"), "the in-flow screens' links are saved: \(saved)")

        let resumed = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stackTitles == ["Settings", "Profile", "Edit profile"])

        let linked = try await NvcProcess.run(["open", "nvc://settings/profile/edit", "--state", state.path, "--json"])
        #expect(linked.stackTitles == resumed.stackTitles, "the link builds the same stack as tapping")
    }

    @Test(arguments: [
        ("nvc://settings/gone", "no route"), ("nvc://settings/appearance/sepia", "sepia"),
        ("nvc://%ZZ", "percent"),
    ])
    func aStaleSavedLinkIsDroppedWithAWarningAndResumeGoesOn(stale: String, reason: String) async throws {
        let state = try temporaryDirectory()
        let signedUp = try await NvcProcess.run(
            ["open", "nvc://settings/notifications", "--state", state.path, "--script", "-"], input: Self.signUp)
        #expect(signedUp.status == 0, "\(signedUp)")
        let navigation = state.appendingPathComponent("navigation.json")
        let saved = #"{"stack":{"links":["nvc://home","nvc://settings",""# + stale + #""],"pending":null}}"#
        try Data(saved.utf8).write(to: navigation)

        let resumed = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(resumed.status == 0, "\(resumed)")
        // The rest comes back, each link in its tab: Home's, then Settings' (selected, last).
        #expect(resumed.stackTitles == ["Settings"], "the rest of the stack comes back")
        let tabs = ((resumed.json?["tabs"] as? [String: Any])?["tabs"] as? [[String: Any]]) ?? []
        #expect(tabs.map { $0["selected"] as? Bool } == [false, false, true])
        #expect(resumed.stderr.contains("warning: dropped the saved link"), "\(resumed.stderr)")
        #expect(resumed.stderr.contains(reason), "\(resumed.stderr)")
    }

    @Test func aSavedStackOfOnlyStaleLinksResumesAtHome() async throws {
        let state = try temporaryDirectory()
        _ = try await NvcProcess.run(
            ["open", "nvc://home", "--state", state.path, "--script", "-"], input: Self.signUp)
        let saved = #"{"stack":{"links":["nvc://nowhere"],"pending":"nvc://gone/too"}}"#
        try Data(saved.utf8).write(to: state.appendingPathComponent("navigation.json"))
        let resumed = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stackTitles == ["Home"])
        #expect(resumed.errorLines.isEmpty)
    }

    @Test func aCorruptStateFileGivesAWarningAFreshStartAndIsKeptAside() async throws {
        let state = try temporaryDirectory()
        let signedIn = try await NvcProcess.run(
            ["open", "signup", "--state", state.path, "--script", "-"], input: Self.signUp)
        #expect(signedIn.status == 0)
        let file = state.appendingPathComponent("state.json")
        try Data("{\"session\": {\"name\": tru".utf8).write(to: file)

        let run = try await NvcProcess.run(["open", "nvc://home", "--state", state.path, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.hasPrefix("nvc: warning: state file \(file.path) could not be loaded"), "\(run.stderr)")
        #expect(run.stackTitles == ["Sign up"], "a fresh start: signed out")
        let aside = try FileManager.default.contentsOfDirectory(atPath: state.path).filter {
            $0.hasPrefix("state.json.corrupt-")
        }
        #expect(aside.count == 1)
        let kept = try String(contentsOf: state.appendingPathComponent(aside[0]), encoding: .utf8)
        #expect(kept == "{\"session\": {\"name\": tru", "the bad file is renamed, never deleted")
    }

    @Test func logOutReturnsToSignUpAndClearsTheSession() async throws {
        let state = try temporaryDirectory()
        let run = try await NvcProcess.run(
            ["open", "signup", "--state", state.path, "--script", "-"], input: Self.signUp + "\ntap logout")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Sign up\n"))
        let after = try await NvcProcess.run(["open", "home", "--state", state.path, "--json"])
        #expect(after.stackTitles == ["Sign up"])
        #expect(after.json?["pending"] as? String == "nvc://home")
    }

    @Test func interactiveModeReadsCommandsFromStdin() async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--interactive", "--json"],
            input: "type name Ada\ntype email ada@example.com\ntap submit\nquit\ntap nothing")
        #expect(run.status == 0, "\(run)")
        let objects = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.count == 4, "one object after the open and one per command before quit")
        #expect(((objects.last?["stack"] as? [[String: Any]])?.first?["title"] as? String) == "Home")
    }
}

/// A fresh directory, removed when the test process exits.
func temporaryDirectory() throws -> URL {
    try TestDirectory.make("nvc-e2e")
}
