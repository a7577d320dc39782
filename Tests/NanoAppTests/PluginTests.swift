import Foundation
import NanoContract
import Testing

/// Features loaded as plugin libraries into the plugin host, `nvc-host` (Tools/plugin-host), from
/// the real binaries: the same output as the static app, the plugins visible in `routes` and
/// `--version`, and every bad plugin refused with status 78 before any state is touched.
///
/// The first test to run builds the host, every feature's plugin and the fixture
/// (Tests/Plugins/Fixture) with the repository's own tools; later builds are no-ops. Most tests
/// load every feature but Settings (`allButSettings`: the static app less Settings), then
/// Settings or the fixture.
@Suite(.serialized)
struct PluginTests {
    static let signUp = "type name Ada\ntype email ada@example.com\ntap submit\n"
    /// The plugin ABI this build's host and plugins are stamped with.
    static let abi = PluginStamp.abiNumber

    @Test func settingsAsAPluginGivesTheStaticAppsOutput() async throws {
        let builds = try PluginBuilds.shared.get()
        let arguments = ["open", "nvc://settings/notifications", "--ephemeral", "--json", "--script", "-"]
        let statically = try await NvcProcess.run(arguments, input: Self.signUp)
        let plugged = try await NvcProcess.run(
            builds.allButSettings + ["--plugin", builds.settings] + arguments, input: Self.signUp,
            executable: builds.host)
        #expect(statically.status == 0, "\(statically)")
        #expect(plugged.status == 0, "\(plugged)")
        #expect(plugged.stdout == statically.stdout)
        #expect(plugged.stackTitles.last == "Notifications")
        // Without the plugin the host has no settings feature at all.
        let bare = try await NvcProcess.run(
            builds.allButSettings + ["open", "nvc://settings", "--ephemeral"], executable: builds.host)
        #expect(bare.status == 66, "\(bare)")
    }

    /// Every package under Features/ built with Tools/build-plugin and loaded, all together, into
    /// the host, which has no feature built in: each library is really opened, its stamp and its
    /// framework's identity checked by the host against the host's own copy (checks that a
    /// feature's in-process PluginEntryTests compare with themselves and cannot fail), and the
    /// app they compose (SignUp's guard, Home's home route) answers as the static app does.
    @Test func everyFeatureLoadsAsAPluginIntoAHostBuiltWithoutAny() async throws {
        let builds = try PluginBuilds.shared.get()
        let names = try PluginBuilds.featurePackages()
        #expect(Set(names).isSuperset(of: ["Home", "Rewards", "Settings", "SignUp"]), "\(names)")
        let libraries = names.compactMap { builds.features[$0] }
        #expect(libraries.count == names.count, "a plugin library per feature: \(builds.features)")
        let plugins = libraries.flatMap { ["--plugin", $0] }

        // Alone, the host has no route: what answers below comes from the libraries.
        let bare = try await NvcProcess.run(["routes", "--json"], executable: builds.host)
        #expect(bare.status == 0, "\(bare)")
        #expect((bare.json?["routes"] as? [Any])?.isEmpty == true, "\(bare)")

        let plugged = try await NvcProcess.run(plugins + ["routes", "--json"], executable: builds.host)
        #expect(plugged.status == 0, "\(plugged)")
        let loaded = try #require(plugged.json?["plugins"] as? [[String: Any]], "\(plugged)")
        #expect(loaded.compactMap { $0["path"] as? String }.sorted() == libraries.sorted(), "\(plugged)")
        let statically = try await NvcProcess.run(["routes", "--json"])
        #expect(!Self.routeFeatures(statically).isEmpty, "\(statically)")
        #expect(Self.routeFeatures(plugged) == Self.routeFeatures(statically), "\(plugged)")
        #expect(Set(Self.routeFeatures(plugged).values) == Set(loaded.compactMap { $0["feature"] as? String }))

        for link in ["signup", "home", "settings/notifications", "settings/about", "rewards", "rewards/card/blocked"] {
            let arguments = ["open", link, "--ephemeral", "--json", "--script", "-"]
            let statically = try await NvcProcess.run(arguments, input: Self.signUp)
            let plugged = try await NvcProcess.run(plugins + arguments, input: Self.signUp, executable: builds.host)
            #expect(statically.status == 0, "\(link): \(statically)")
            #expect(plugged.status == 0, "\(link): \(plugged)")
            #expect(plugged.stdout == statically.stdout, "\(link)")
        }
    }

    /// `routes --json`'s routes: each pattern's feature.
    static func routeFeatures(_ run: NvcProcess.Result) -> [String: String] {
        var features: [String: String] = [:]
        for route in run.json?["routes"] as? [[String: Any]] ?? [] {
            if let pattern = route["pattern"] as? String { features[pattern] = route["feature"] as? String ?? "?" }
        }
        return features
    }

    @Test func optionsWorkAfterTheSubcommandAndFromTheEnvironment() async throws {
        let builds = try PluginBuilds.shared.get()
        let after = try await NvcProcess.run(
            builds.allButSettings + ["open", "settings", "--ephemeral", "--plugin=\(builds.settings)"],
            executable: builds.host)
        #expect(after.status == 0 && after.stdout.contains("Sign up"), "\(after)")
        let directory = try PluginBuilds.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: builds.settings, toPath: directory.appendingPathComponent("libSettings.so").path)
        let fromEnvironment = try await NvcProcess.run(
            builds.allButSettings + ["routes"], environment: ["NVC_PLUGINS": directory.path], executable: builds.host)
        #expect(fromEnvironment.status == 0)
        #expect(fromEnvironment.stdout.contains("settings (plugin)"), "\(fromEnvironment)")
    }

    @Test func routesAndVersionSayWhereEachPluginCameFrom() async throws {
        let builds = try PluginBuilds.shared.get()
        let settings = builds.allButSettings + ["--plugin", builds.settings]
        let text = try await NvcProcess.run(settings + ["routes"], executable: builds.host)
        #expect(text.stdout.contains("settings/notifications"))
        #expect(text.stdout.contains("settings (plugin)"))
        #expect(text.stdout.contains("plugin settings 0.1.0: \(builds.settings)"))
        #expect(text.stdout.contains("home (plugin)"))

        let json = try await NvcProcess.run(settings + ["routes", "--json"], executable: builds.host)
        let plugins = try #require(json.json?["plugins"] as? [[String: Any]], "\(json)")
        #expect(plugins.count == 5, "sign-up, home, rewards, catalog, settings")
        #expect(plugins.last?["feature"] as? String == "settings")
        #expect(plugins.last?["path"] as? String == builds.settings)
        #expect(plugins.last?["version"] as? String == "0.1.0")

        let dot = try await NvcProcess.run(settings + ["routes", "--dot"], executable: builds.host)
        #expect(dot.stdout.contains("label=\"settings\nplugin libSettingsPluginEntry.so\""), "\(dot)")

        let version = try await NvcProcess.run(settings + ["--version"], executable: builds.host)
        #expect(version.status == 0)
        #expect(version.stdout.contains("plugin host: Nano 0.1.0, plugin ABI \(Self.abi)"))
        #expect(version.stdout.contains("plugin settings 0.1.0: \(builds.settings)"), "\(version)")
    }

    @Test func aPluginFeatureCanBeDisabledLikeABuiltInOne() async throws {
        let builds = try PluginBuilds.shared.get()
        let run = try await NvcProcess.run(
            builds.allButSettings + ["--plugin", builds.settings, "open", "settings", "--ephemeral"]
                + ["--disable-feature", "settings"],
            executable: builds.host)
        #expect(run.status == 69, "\(run)")
    }

    @Test func aPluginSharesTheAppsFrameworkAndServices() async throws {
        // The fixture needs SessionService, which the sign-up feature (another plugin) provides:
        // it composes only if the container and the interface types are the host's own.
        let builds = try PluginBuilds.shared.get()
        let run = try await NvcProcess.run(
            builds.allButSettings + ["--plugin", builds.fixture, "routes"], executable: builds.host)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("fixture (plugin)"))
    }

    #if os(Linux)
        @Test func openingALinkLoadsNeitherTheWebHostNorTheToolchainsRuntime() async throws {
            // The host starts with the framework library that leaves the web host out (FlyingFox
            // brings FoundationNetworking, libcurl and its 29 libraries; `serve` runs in a copy
            // whose library has it), and the Swift runtime and Foundation are inside that
            // library: the loader opens none of the toolchain's. Read from the loader's own list.
            let builds = try PluginBuilds.shared.get()
            let run = try await NvcProcess.run(
                builds.allButSettings + ["--plugin", builds.settings, "open", "nvc://home", "--ephemeral"],
                environment: ["LD_DEBUG": "files"], executable: builds.host)
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.contains("file=libNanoFramework.so"), "no loader output: \(run.stderr.prefix(400))")
            for library in ["libcurl", "libFoundation", "libswift"] {
                #expect(!run.stderr.contains("file=\(library)"), "the host loaded \(library)")
            }
        }
    #endif

    @Test func thePluginsLeaksAreReportedByTheAppsLeakDetector() async throws {
        // The fixture hands an immortal object to LeakDetector.shared when `fixture` opens; the
        // app reports survivors after a command that waited past the grace period (the 300 ms
        // sign-up request). Only one shared detector can see the plugin's registration.
        let builds = try PluginBuilds.shared.get()
        let run = try await NvcProcess.run(
            builds.allButSettings + ["--plugin", builds.fixture, "open", "signup", "--ephemeral", "--interactive"],
            input: "open fixture\ntype name Ada\ntype email ada@example.com\ntap submit\n",
            environment: ["NANO_FIXTURE_LEAK": "1", "NANO_DETECT_LEAKS": "1", "NVC_SIGNUP_LATENCY_MS": "300"],
            executable: builds.host)
        #expect(run.stderr.contains("nano: leak: FixtureLeak is still alive"), "\(run)")
        #expect(run.stderr.contains("<stdin>:1: feature 'fixture' could not open"), "\(run)")
    }

    @Test func everyFuzzSeedLinkGivesThePluginHostTheStaticAppsResult() async throws {
        // The deep-link fuzz corpus's seeds (Tools/Fuzz/corpus), opened in both builds: a route
        // from a plugin parses, matches and fails exactly as the same route built in.
        let builds = try PluginBuilds.shared.get()
        let corpus = PluginBuilds.root.appendingPathComponent("Tools/Fuzz/corpus")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        var compared = 0
        for seed in seeds {
            guard let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(seed).path),
                let link = String(data: data, encoding: .utf8), !link.contains("\0"), !link.hasPrefix("-")
            else { continue }
            let arguments = ["open", link, "--ephemeral", "--json"]
            let statically = try await NvcProcess.run(arguments)
            let plugged = try await NvcProcess.run(
                builds.allButSettings + ["--plugin", builds.settings] + arguments, executable: builds.host)
            #expect(plugged.exited, "crashed on \(seed): \(plugged)")
            #expect(plugged.status == statically.status, "\(seed): \(link.debugDescription)")
            #expect(plugged.stdout == statically.stdout, "\(seed): \(link.debugDescription)")
            compared += 1
        }
        #expect(compared >= 30, "only \(compared) of \(seeds.count) seeds were usable links")
    }

    /// One bad plugin: how to ask for it, and what the refusal says.
    struct Bad: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: String
        let message: String
        let environment: [String: String]
        let plugins: @Sendable (PluginBuilds.Paths, URL) throws -> [String]
        var testDescription: String { name }

        init(
            _ name: String, _ kind: String, _ message: String, environment: [String: String] = [:],
            plugins: @escaping @Sendable (PluginBuilds.Paths, URL) throws -> [String]
        ) {
            self.name = name
            self.kind = kind
            self.message = message
            self.environment = environment
            self.plugins = plugins
        }
    }

    static let bad: [Bad] = [
        Bad("a path that does not exist", "pluginNotFound", "no such file or directory") { _, scratch in
            ["--plugin", scratch.appendingPathComponent("missing.so").path]
        },
        Bad("a file that is not a shared library", "pluginNotLoadable", "is not a shared library") { _, scratch in
            let file = scratch.appendingPathComponent("notes.so")
            try Data("not a library\n".utf8).write(to: file)
            return ["--plugin", file.path]
        },
        Bad("a truncated library", "pluginNotLoadable", "the file is truncated") { builds, scratch in
            let file = scratch.appendingPathComponent("truncated.so")
            try FileManager.default.contents(atPath: builds.settings)?.prefix(200_000).write(to: file)
            return ["--plugin", file.path]
        },
        Bad("a library without the entry symbol", "pluginNotAPlugin", "without the entry point nano_plugin_entry") {
            builds, _ in ["--plugin", builds.frameworkLibrary]
        },
        Bad(
            "an entry that makes something that is not a plugin", "pluginNotAPlugin",
            "made a NotAPlugin, not a PluginExport", environment: ["NANO_FIXTURE_MAKES": "object"]
        ) { builds, _ in ["--plugin", builds.fixture] },
        Bad(
            "an entry without a stamp", "pluginNotAPlugin", "returned no Nano stamp",
            environment: ["NANO_FIXTURE_STAMP": "hello"]
        ) { builds, _ in ["--plugin", builds.fixture] },
        Bad(
            "a framework version mismatch", "pluginIncompatible",
            "was built for Nano 9.0.0, plugin ABI \(abi), Swift 6.3.1, debug, but this app is Nano 0.1.0, plugin ABI \(abi)",
            environment: ["NANO_FIXTURE_STAMP": "nano-plugin abi=\(abi) framework=9.0.0 swift=6.3.1 build=debug"]
        ) { builds, _ in ["--plugin", builds.fixture] },
        Bad(
            "an ABI mismatch", "pluginIncompatible", "was built for Nano 0.1.0, plugin ABI 1,",
            environment: ["NANO_FIXTURE_STAMP": "nano-plugin abi=1 framework=0.1.0 swift=6.3.1 build=debug"]
        ) { builds, _ in ["--plugin", builds.fixture] },
        Bad(
            "a compiler mismatch", "pluginIncompatible", "Swift 5.10",
            environment: ["NANO_FIXTURE_STAMP": "nano-plugin abi=\(abi) framework=0.1.0 swift=5.10 build=debug"]
        ) { builds, _ in ["--plugin", builds.fixture] },
        Bad(
            "two plugins with the same feature id", "pluginDuplicateFeature", "feature 'settings' comes from both",
            environment: ["NANO_FIXTURE_ID": "settings"]
        ) { builds, _ in ["--plugin", builds.settings, "--plugin", builds.fixture] },
        Bad(
            "a plugin whose route is another feature's", "pluginDoesNotCompose",
            "do not compose with the app: ambiguous route 'home'", environment: ["NANO_FIXTURE_ROUTE": "home"]
        ) { builds, _ in ["--plugin", builds.fixture] },
        Bad(
            "a plugin that needs what nobody provides", "pluginDoesNotCompose",
            "feature 'fixture' needs FixtureMissingService",
            environment: ["NANO_FIXTURE_NEEDS": "missing"]
        ) { builds, _ in ["--plugin", builds.fixture] },
        Bad("a directory given as a plugin file", "pluginNotFound", "is a directory") { _, scratch in
            ["--plugin", scratch.path]
        },
        Bad("a world-writable plugin", "pluginUnsafePermissions", "has mode 0777: writable by its group and others") {
            builds, scratch in
            let file = scratch.appendingPathComponent("libSettings.so")
            try FileManager.default.copyItem(atPath: builds.settings, toPath: file.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: file.path)
            return ["--plugin", file.path]
        },
        Bad(
            "a plugin in a world-writable folder without the sticky bit", "pluginUnsafePermissions",
            "above it has mode 0777: writable by its group and others and has no sticky bit"
        ) { builds, scratch in
            let file = scratch.appendingPathComponent("libSettings.so")
            try FileManager.default.copyItem(atPath: builds.settings, toPath: file.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: scratch.path)
            return ["--plugins", scratch.path]
        },
    ]

    @Test(arguments: bad)
    func aBadPluginIsRefusedBeforeAnyStateIsTouched(_ bad: Bad) async throws {
        let builds = try PluginBuilds.shared.get()
        let scratch = try PluginBuilds.temporaryDirectory()
        let state = try PluginBuilds.temporaryDirectory()
        // A signed-in state and a saved stack the refused run must leave exactly as they are.
        let seeded = try await NvcProcess.run(
            builds.allButSettings + ["open", "home", "--state", state.path, "--script", "-"], input: Self.signUp,
            executable: builds.host)
        #expect(seeded.status == 0, "\(seeded)")
        let before = try PluginBuilds.contents(of: state)

        let plugins = try bad.plugins(builds, scratch)
        let run = try await NvcProcess.run(
            builds.allButSettings + plugins + ["open", "home", "--state", state.path, "--json"],
            environment: bad.environment, executable: builds.host)
        #expect(run.exited, "crashed: \(run)")
        #expect(run.status == 78, "\(run)")
        #expect(run.errorLines.count == 1 && run.errorLines[0].contains(bad.message), "\(run)")
        #expect(run.errorObject?["kind"] as? String == bad.kind, "\(run)")
        #expect(run.errorObject?["code"] as? Int == 78)
        #expect(try PluginBuilds.contents(of: state) == before, "the refused run changed the state directory")
    }

    @Test func aPluginDirectoryIgnoresOtherFilesWithANote() async throws {
        let builds = try PluginBuilds.shared.get()
        let directory = try PluginBuilds.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: builds.settings, toPath: directory.appendingPathComponent("libSettingsPluginEntry.so").path)
        try Data("read me\n".utf8).write(to: directory.appendingPathComponent("README.txt"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("old"), withIntermediateDirectories: false)
        let run = try await NvcProcess.run(
            builds.allButSettings + ["--plugins", directory.path, "routes"], executable: builds.host)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("settings (plugin)"))
        #expect(run.stderr.contains("nvc: warning: ignoring \(directory.path)/README.txt: not a plugin library"))
        #expect(run.stderr.contains("ignoring \(directory.path)/old"))
    }

    /// The refusal of a library others may write is lifted by the documented option only, and
    /// the library is then loaded like any other.
    @Test func theAllowOptionLoadsAPluginOthersMayWrite() async throws {
        let builds = try PluginBuilds.shared.get()
        let directory = try PluginBuilds.temporaryDirectory()
        let file = directory.appendingPathComponent("libSettings.so")
        try FileManager.default.copyItem(atPath: builds.settings, toPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: file.path)
        let refused = try await NvcProcess.run(
            builds.allButSettings + ["--plugin", file.path, "routes"], executable: builds.host)
        #expect(refused.status == 78, "\(refused)")
        #expect(refused.errorLines.first?.contains("--allow-unsafe-plugin-permissions") == true, "\(refused)")
        let allowed = try await NvcProcess.run(
            builds.allButSettings + ["routes", "--plugin", file.path, "--allow-unsafe-plugin-permissions"],
            executable: builds.host)
        #expect(allowed.status == 0, "\(allowed)")
        #expect(allowed.stdout.contains("plugin settings 0.1.0: \(file.path)"), "\(allowed)")
    }

    @Test func theStaticAppRefusesPlugins() async throws {
        let builds = try PluginBuilds.shared.get()
        let run = try await NvcProcess.run(["--plugin", builds.settings, "routes", "--json"])
        #expect(run.status == 78, "\(run)")
        #expect(run.errorObject?["kind"] as? String == "pluginsUnsupported")
        #expect(run.errorLines.first?.contains("links the Nano framework statically") == true)
    }
}
