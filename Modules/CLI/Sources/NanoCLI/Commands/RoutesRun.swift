import NanoComposition
import NanoRuntime

/// `nvc routes [--json | --dot]`: the composed app's route table.
@MainActor
struct RoutesRun {
    /// The app, the plugins loaded and the console.
    let context: RunContext
    let command: RoutesSettings

    func run() -> AppStatus {
        let presenter = Presenter(console: context.console, json: command.json, program: context.configuration.name)
        let runtime: AppRuntime
        do {
            let state = try StateDirectory(location: .ephemeral)
            runtime = try AppRuntime(
                configuration: context.configuration, state: state,
                disabledFeatures: command.disabledFeatures, launch: LaunchOptions(), plugins: context.plugins,
                warn: { context.console.warning($0, program: context.configuration.name) })
        } catch {
            presenter.error(error)
            if command.json { presenter.final(nil, error: error) }
            return error.status
        }
        var table = runtime.app.routeTable
        table.plugins =
            context.plugins.isEmpty
            ? nil : context.plugins.map { .init(feature: $0.plugin.id, path: $0.path, version: $0.version) }
        if command.json {
            context.console.print(
                String(decoding: AppSnapshot.collapsingEmptyArrays(Array(table.json.utf8)), as: UTF8.self))
        } else {
            context.console.print(command.dot ? table.dot : table.text)
        }
        return .ok
    }
}
