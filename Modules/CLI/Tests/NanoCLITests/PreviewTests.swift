import NanoCLI
import NanoContract
import NanoPreview
import NanoRuntime
import NanoTesting
import Testing

/// The fake `home` feature run alone, as its preview would run it: stand-ins for the `auth`
/// guard (it does not provide it) and nothing else.
@MainActor
func homePreview() -> AppConfiguration {
    fakeConfiguration(
        plugins: { launch in
            let home = samplePlugins()[1]
            return standIns(for: home, failing: launch.failingGuards)
        }, isPreview: true)
}

@MainActor
private func standIns(for plugin: any FeaturePlugin, failing: Set<GuardID>) -> [any FeaturePlugin] {
    FeaturePreview.plugins(for: plugin, failingGuards: failing)
}

@MainActor
struct PreviewTests {
    @Test func aPreviewOpensItsFeatureWithTheGuardStandInPassing() async {
        let run = await demo("open", "home/detail", "--ephemeral", "--json", configuration: homePreview())
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stackTitles == ["Home", "Detail"])
    }

    @Test func aFailingStandInGuardShowsItsFlowWithTheLinkPending() async {
        let run = await demo(
            "open", "home/detail", "--ephemeral", "--json", "--guard", "auth=fail", configuration: homePreview())
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.json?["pending"] as? String == "demo://home/detail")
        #expect(run.stdout.contains("Stand-in for the auth guard's flow"))
    }

    @Test func passingTheStandInGuardResumesTheLink() async {
        let run = await demo(
            "open", "home/detail", "--ephemeral", "--json", "--guard", "auth=fail", "--script", "-",
            stdin: "tap pass\n", configuration: homePreview())
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stackTitles == ["Home", "Detail"])
    }

    @Test func guardOverridesAreForPreviewsOnly() async {
        let run = await demo("open", "home", "--ephemeral", "--guard", "auth=fail")
        #expect(run.status == .usage)
        #expect(run.stderr.contains("--guard is for feature previews"))
    }

    @Test func aMalformedGuardOverrideIsAUsageError() async {
        let run = await demo("open", "home", "--ephemeral", "--guard", "auth=maybe", configuration: homePreview())
        #expect(run.status == .usage)
        #expect(run.stderr.contains("ID=pass or ID=fail"))
    }

    @Test func onlyAPreviewsCommandsHaveTheGuardOption() async {
        for command in ["open", "resume"] {
            let app = await demo(command, "--help")
            #expect(app.status == .ok)
            #expect(!app.stdout.contains("--guard"), "an app's \(command) --help")
            let preview = await demo(command, "--help", configuration: homePreview())
            #expect(preview.stdout.contains("--guard <ID=pass|fail>"), "a preview's \(command) --help")
        }
    }

    @Test func aPreviewsServeTakesTheGuardOptionAndAnAppsDoesNot() async {
        let serve: ServeHandler = { options, _ in options.launch.failingGuards == [GuardID("auth")] ? .ok : .failed }
        #expect(await demo("serve", "--help", configuration: homePreview(), serve: serve).stdout.contains("--guard"))
        #expect(await !demo("serve", "--help", serve: serve).stdout.contains("--guard"))
        #expect(await demo("serve", "--guard", "auth=fail", configuration: homePreview(), serve: serve).status == .ok)
        let app = await demo("serve", "--guard", "auth=fail", serve: serve)
        #expect(app.status == .usage)
        #expect(
            app.stderr.contains("--guard is for feature previews; demo composes real guards (see 'demo serve --help')"))
    }
}
