import NanoNavigation

/// `nvc routes [--json | --dot]`: the composed app's route table.
@MainActor
struct RoutesRun {
    let configuration: AppConfiguration
    let command: RoutesCommand
    let console: Console

    func run() -> CommandLineStatus {
        let presenter = Presenter(console: console, json: command.json, program: configuration.name)
        let runtime: AppRuntime
        do {
            let state = try StateDirectory(location: .ephemeral)
            runtime = try AppRuntime(
                configuration: configuration, state: state,
                disabledFeatures: command.disabledFeatures, launch: LaunchOptions(), console: console)
        } catch {
            presenter.error(error)
            if command.json { presenter.final(nil, error: error) }
            return error.status
        }
        let table = runtime.app.routeTable
        if command.json {
            console.print(String(decoding: AppSnapshot.collapsingEmptyArrays(Array(table.json.utf8)), as: UTF8.self))
        } else {
            console.print(command.dot ? table.dot : table.text)
        }
        return .ok
    }
}
