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
                disabledFeatures: command.disabledFeatures, console: console)
        } catch {
            presenter.error(error)
            if command.json { presenter.final(nil, error: error) }
            return error.status
        }
        let table = runtime.app.routeTable
        console.print(command.json ? table.json : command.dot ? table.dot : table.text)
        return .ok
    }
}
