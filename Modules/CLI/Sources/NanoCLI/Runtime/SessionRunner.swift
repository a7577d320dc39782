import NanoCore
import NanoNavigation
import NanoRuntime
import NanoUI

/// Runs script and interactive commands against the app through the runtime's actions (the
/// same ones the web host performs) and prints what `stack`, `show` and `help` ask for.
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
    /// Keeps every command that succeeds, for `--record`; `nil` when not recording.
    var recorder: SessionRecorder?

    init(runtime: AppRuntime, presenter: Presenter) {
        self.runtime = runtime
        self.presenter = presenter
    }

    /// Runs `command`.
    /// - Throws: 1 for a refused action or a failed expectation, 65/66/69/70 for `open`.
    func execute(_ command: ScriptCommand) async throws(AppError) -> Flow {
        switch command {
        case let .type(id, text): try await runtime.perform(.type(text), on: id)
        case let .tap(id): try await runtime.tap(id)
        case .alert(let action): try await runtime.chooseAlertAction(action)
        case let .toggle(id): try await runtime.perform(.toggle, on: id)
        case let .select(id, row): try await runtime.perform(.select(row: row), on: id)
        case .refresh(let id): try await runtime.perform(.refresh, on: id)
        case .selectTab(let id): try await runtime.selectTab(id)
        case .back: try await runtime.goBack()
        case .dismiss: try await runtime.dismiss()
        case let .open(link):
            try await runtime.open(link)
            try runtime.afterAction()
        case let .expect(id, property, value):
            try runtime.expect(id, property, equals: value)
            try runtime.afterAction()
        case .stack: presenter.info(presenter.stackText(runtime.app))
        case .show: presenter.info(presenter.showText(runtime.app))
        case .help: presenter.info(ScriptCommand.helpText)
        case .quit: return .quit
        }
        recorder?.record(command)
        return .next
    }

    /// Writes the `--record` file, ending on the screen showing; nothing when not recording.
    /// - Returns: the failure (74, `recordNotSaved`), if the file could not be written.
    func writeRecording() -> AppError? {
        do {
            try recorder?.write(ending: runtime.app)
            return nil
        } catch {
            return error
        }
    }

    /// Runs `lines` in order and stops at the first failure, which names its line
    /// (`source:line`). The state is checkpointed after each command, so a change that cannot
    /// be saved fails the command that made it.
    /// - Returns: the failure, if any.
    func run(_ lines: [ScriptLine], source: String) async -> AppError? {
        for line in lines {
            do {
                let flow = try await execute(line.command)
                try runtime.checkpointState()
                if flow == .quit { return nil }
            } catch {
                return error.at(source, line: line.number)
            }
        }
        return nil
    }
}
