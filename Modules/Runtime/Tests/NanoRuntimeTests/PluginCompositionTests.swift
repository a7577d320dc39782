import NanoRuntime
import NanoTesting
import Testing

/// A plugin library's feature composed with an app that builds features in: the plugin host
/// has none, but an app that links the framework library and builds some in must still refuse a
/// plugin that brings one of them again (the process tests cover the host, which cannot).
@MainActor
struct PluginCompositionTests {
    @Test func aPluginWhoseFeatureIsBuiltInIsRefusedNamingBoth() throws {
        let builtIn = try #require(samplePlugins().first)
        let error = #expect(throws: AppError.self) {
            try AppRuntime(
                configuration: AppConfiguration(
                    name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() }),
                state: StateDirectory(location: .ephemeral),
                plugins: [LoadedPlugin(plugin: builtIn, path: "/plugins/libDemo.so", version: "1.0.0")],
                warn: { _ in })
        }
        #expect(error?.status == .pluginRefused)
        #expect(error?.kind == "pluginDuplicateFeature")
        let both = "feature '\(builtIn.id)' comes from both the app (built in) and /plugins/libDemo.so"
        #expect(error?.message.contains(both) == true, "\(String(describing: error?.message))")
    }
}

/// A loaded feature fitted to the launch by the app (the plugin host hands the catalogue
/// `--api` and `--api-faults`): what ``AppConfiguration/configureLoaded`` returns is composed.
@MainActor
struct LoadedPluginConfigurationTests {
    @Test func theAppFitsEachLoadedFeatureToTheLaunch() throws {
        let loaded = samplePlugins().enumerated().map { index, plugin in
            LoadedPlugin(plugin: plugin, path: "/plugins/lib\(index).so", version: "1.0.0")
        }
        let seen = SeenLaunches()
        let configuration = AppConfiguration(
            name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in [] },
            configureLoaded: { plugin, launch in
                seen.launches.append(launch)
                return plugin
            })
        let launch = LaunchOptions(apiFaults: #"{"faults": []}"#)
        let runtime = try AppRuntime(
            configuration: configuration, state: StateDirectory(location: .ephemeral), launch: launch,
            plugins: loaded, warn: { _ in })
        #expect(
            seen.launches == Array(repeating: launch, count: loaded.count), "once a loaded feature, with the launch")
        #expect(Set(runtime.app.routeTable.routes.map(\.feature)) == Set(loaded.map(\.plugin.id)))
    }
}

/// The launches a `configureLoaded` was called with.
@MainActor
private final class SeenLaunches {
    var launches: [LaunchOptions] = []
}
