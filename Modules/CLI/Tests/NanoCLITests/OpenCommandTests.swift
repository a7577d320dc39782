import Foundation
import NanoCLI
import NanoRuntime
import NanoTesting
import Testing

@MainActor
struct OpenCommandTests {
    @Test func openPrintsTheStackLineThenTheScreen() async {
        let run = await demo("open", "demo://login", "--ephemeral")
        #expect(run.status == .ok)
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.first == "Log in")
        #expect(run.stdout.contains("LoginScene"))
        #expect(run.stdout.contains("[Name"), "the name field is drawn")
        #expect(run.stderr.isEmpty)
    }

    @Test func aGuardedLinkShowsTheGuardFlowWithTheLinkPending() async {
        let run = await demo("open", "demo://home/detail", "--ephemeral")
        #expect(run.status == .ok)
        #expect(run.stdout.hasPrefix("Log in\npending: demo://home/detail\n"))
    }

    @Test func aScriptCompletesTheGuardFlowAndLandsOnThePendingLink() async {
        let run = await demo(
            "open", "home/detail", "--ephemeral", "--json", "--script", "-",
            stdin: "type name Ada\ntap go   # logs in after 20 ms on the live clock\nexpect greeting visible true")
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stackTitles == ["Home", "Detail"])
        #expect(run.json?["pending"] is NSNull)
    }

    @Test func jsonHasTheStableSchema() async throws {
        let run = await demo("open", "demo://login", "--ephemeral", "--json")
        let json = try #require(run.json, "stdout is one JSON object: \(run.stdout)")
        #expect(Set(json.keys) == ["stack", "presented", "screen", "pending", "toast", "tabs", "alert"])
        let entry = try #require((json["stack"] as? [[String: Any]])?.first)
        #expect(entry["route"] as? String == "login")
        #expect(entry["link"] as? String == "demo://login")
        #expect(entry["scene"] as? String == "SampleLoginScene")
        #expect(entry["title"] as? String == "Log in")
        let screen = try #require(json["screen"] as? [String: Any])
        let controls = try #require(screen["controls"] as? [[String: Any]])
        #expect(controls.map { $0["id"] as? String } == ["greeting", "name", "go", "flag", "items"])
        #expect(controls.map { $0["kind"] as? String } == ["label", "textField", "button", "toggle", "list"])
        #expect(controls.allSatisfy { $0["state"] is [String: Any] })
        let again = await demo("open", "demo://login", "--ephemeral", "--json")
        #expect(run.stdout == again.stdout, "the output is deterministic")
    }

    @Test func modalStacksAreListedAsPresented() async throws {
        let run = await demo(
            "open", "home/about", "--ephemeral", "--json", "--script", "-", stdin: "type name Ada\ntap go")
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stackTitles == ["Home"])
        let presented = try #require(run.json?["presented"] as? [[[String: Any]]])
        #expect(presented.map { $0.compactMap { $0["title"] as? String } } == [["About"]])
        let text = await demo("open", "home/about", "--ephemeral", "--script", "-", stdin: "type name Ada\ntap go")
        #expect(text.stdout.hasPrefix("Home\npresented: About\n"))
    }

    @Test(arguments: [
        ("https://home", AppStatus.invalidLink, "invalidLink"),
        ("demo://home/%zz", .invalidLink, "invalidLink"),
        ("demo://items/abc", .invalidLink, "invalidLink"),
        ("demo://nowhere", .noRoute, "noRoute"),
        ("", .invalidLink, "invalidLink"),
    ])
    func badLinksExitWithTheirCode(link: String, status: AppStatus, kind: String) async {
        let run = await demo("open", link, "--ephemeral", "--json")
        #expect(run.status == status)
        #expect(run.errorObject?["code"] as? Int == Int(status.rawValue))
        #expect(run.errorObject?["kind"] as? String == kind)
        #expect(run.stderr.hasPrefix("demo: error: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "one line: \(run.stderr)")
        #expect(
            run.stdout.contains(#""stack" : [],"#) && run.stdout.contains(#""presented" : [],"#),
            "empty arrays print as []")
    }

    @Test func aDisabledFeatureExits69() async {
        let run = await demo("open", "demo://extra", "--ephemeral", "--disable-feature", "extra")
        #expect(run.status == .featureDisabled)
        #expect(run.stderr == "demo: error: feature 'extra' is disabled, so 'demo://extra' cannot be opened\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func usageErrorsExit64WithOneLine() async {
        for arguments in [
            ["open"], ["open", "x", "--state", "/tmp/a", "--ephemeral"], ["open", "x", "--bogus"],
            ["open", "x", "--disable-feature", "nope", "--ephemeral"], ["routes", "--json", "--dot"],
            ["frobnicate"], ["resume", "--ephemeral"], ["open", "x", "--script", "-", "--interactive"],
        ] {
            let out = Buffer()
            let err = Buffer()
            let console = Console(
                writeOutput: { out.append($0) }, writeError: { err.append($0) }, readLine: { nil },
                isTerminal: false, outputIsTerminal: false, environment: [:])
            let status = await NanoCommandLine.run(fakeConfiguration(), arguments: arguments, console: console)
            #expect(status == .usage, "\(arguments)")
            #expect(
                err.text.hasPrefix("demo: error: ") && err.text.filter { $0 == "\n" }.count == 1,
                "\(arguments): \(err.text)")
        }
    }

    @Test func aUsageErrorWithJSONAlsoPrintsTheErrorObject() async {
        let run = await demo("open", "--json")
        #expect(run.status == .usage)
        #expect(run.errorObject?["kind"] as? String == "usage")
        #expect(run.errorObject?["code"] as? Int == 64)
    }

    @Test func featuresThatDoNotComposeExit70() async {
        let broken = fakeConfiguration(plugins: { _ in
            [
                SamplePlugin(id: "a") { feature in
                    feature.route("a", parent: "missing", handler: samplePage(SampleHomeScene.self))
                }
            ]
        })
        let run = await demo("open", "a", "--ephemeral", "--json", configuration: broken)
        #expect(run.status == .internalError)
        #expect(run.errorObject?["kind"] as? String == "composition")
        #expect(run.stderr.contains("names parent 'missing'"))
    }

    @Test func helpVersionAndCompletionSucceed() async {
        let help = await demo("--help")
        #expect(help.status == .ok)
        for code in ["0 ", "1 ", "64", "65", "66", "69", "70"] {
            #expect(help.stdout.contains("  \(code)"), "exit code \(code)")
        }
        #expect(help.stdout.contains("--plugin FILE, --plugins DIR, $DEMO_PLUGINS"), "\(help.stdout)")
        #expect(help.stdout.contains("--allow-unsafe-plugin-permissions"), "\(help.stdout)")
        #expect(await demo("--version").stdout == "9.9.9\n")
        let bash = await demo("--generate-completion-script", "bash")
        #expect(bash.status == .ok)
        #expect(bash.stdout.contains("_demo()") && bash.stdout.contains("--disable-feature"))
        #expect(await demo("--generate-completion-script", "zsh").stdout.contains("#compdef demo"))
        #expect(await demo("help", "open").stdout.contains("expect ID PROPERTY VALUE"))
    }
}
