import NanoNavigation

/// Runs script and interactive commands against the app, through its ``AppDriver`` (the same
/// actions feature tests use), and prints what `stack`, `show` and `help` ask for.
@MainActor
final class SessionRunner {
    /// What to do after a command.
    enum Flow: Equatable {
        /// Go on with the next command.
        case next
        /// `quit` was read: stop with the current status.
        case quit
    }

    let runtime: AppRuntime
    let presenter: Presenter

    init(runtime: AppRuntime, presenter: Presenter) {
        self.runtime = runtime
        self.presenter = presenter
    }

    private var driver: AppDriver { runtime.driver }

    /// Runs `command`.
    /// - Throws: 1 for a refused action or a failed expectation, 65/66/69/70 for `open`.
    func execute(_ command: ScriptCommand) throws(CommandLineError) -> Flow {
        switch command {
        case let .type(id, text): try check(driver.type(text, into: id))
        case let .tap(id): try check(tapOrGoBack(id))
        case let .toggle(id): try check(driver.toggle(id))
        case let .select(id, row): try check(driver.select(row: row, in: id))
        case .back: try check(driver.back())
        case .dismiss: try check(driver.dismiss())
        case let .open(link): try runtime.open(link)
        case let .expect(id, property, value): try check(driver.expect(id, property, equals: value))
        case .stack: presenter.info(presenter.stackText(runtime.app))
        case .show: presenter.info(presenter.showText(runtime.app))
        case .help: presenter.info(ScriptCommand.helpText)
        case .quit: return .quit
        }
        return .next
    }

    /// Runs `lines` in order and stops at the first failure, which names its line
    /// (`source:line`). The state is checkpointed after each command, so a change that cannot
    /// be saved fails the command that made it.
    /// - Returns: the failure, if any.
    func run(_ lines: [ScriptLine], source: String) -> CommandLineError? {
        for line in lines {
            do {
                let flow = try execute(line.command)
                try runtime.checkpointState()
                if flow == .quit { return nil }
            } catch {
                return error.at(source, line: line.number)
            }
        }
        return nil
    }

    private func check<Value>(_ result: Result<Value, DriverError>) throws(CommandLineError) {
        if case .failure(let error) = result { throw CommandLineError(error) }
    }
}
