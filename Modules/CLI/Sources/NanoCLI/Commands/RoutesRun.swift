import NanoNavigation
import NanoRuntime

/// `nvc routes [--json | --dot]`: the composed app's route table.
@MainActor
struct RoutesRun {
    let configuration: AppConfiguration
    let command: RoutesSettings
    /// The features loaded from plugin libraries.
    let plugins: [LoadedPlugin]
    let console: Console

    func run() -> AppStatus {
        let presenter = Presenter(console: console, json: command.json, program: configuration.name)
        let runtime: AppRuntime
        do {
            let state = try StateDirectory(location: .ephemeral)
            runtime = try AppRuntime(
                configuration: configuration, state: state,
                disabledFeatures: command.disabledFeatures, launch: LaunchOptions(), plugins: plugins,
                warn: { console.warning($0, program: configuration.name) })
        } catch {
            presenter.error(error)
            if command.json { presenter.final(nil, error: error) }
            return error.status
        }
        var table = runtime.app.routeTable
        table.plugins =
            plugins.isEmpty ? nil : plugins.map { .init(feature: $0.plugin.id, path: $0.path, version: $0.version) }
        if command.json {
            console.print(String(decoding: AppSnapshot.collapsingEmptyArrays(Array(table.json.utf8)), as: UTF8.self))
        } else {
            console.print(command.dot ? table.dot : table.text)
        }
        return .ok
    }
}
