import NanoCore
import NanoNavigation
import NanoUI

/// Runs script and interactive commands against the app — the same scene actions
/// (``NanoUI/SceneHosting/perform(_:on:)``) a test's flow driver uses — and prints what
/// `stack`, `show` and `help` ask for.
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

    /// Runs `command`.
    /// - Throws: 1 for a refused action or a failed expectation, 65/66/69/70 for `open`.
    func execute(_ command: ScriptCommand) throws(CommandLineError) -> Flow {
        switch command {
        case let .type(id, text): try runtime.perform(.type(text), on: id)
        case let .tap(id): try tapOrGoBack(id)
        case let .toggle(id): try runtime.perform(.toggle, on: id)
        case let .select(id, row): try runtime.perform(.select(row: row), on: id)
        case .refresh(let id): try runtime.perform(.refresh, on: id)
        case .back: try navigate { stack throws(UserActionError) in try stack.goBack() }
        case .dismiss: try navigate { stack throws(UserActionError) in try stack.dismissTopmost() }
        case let .open(link): try runtime.open(link)
        case let .expect(id, property, value):
            do throws(UserActionError) {
                guard let screen = runtime.app.navigationStack.visibleScene else { throw UserActionError.noScreen }
                try screen.expect(id, property, equals: value)
            } catch {
                throw CommandLineError(error)
            }
        case .stack: presenter.info(presenter.stackText(runtime.app))
        case .show: presenter.info(presenter.showText(runtime.app))
        case .help: presenter.info(ScriptCommand.helpText)
        case .quit: return .quit
        }
        try afterCommand()
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

    /// What every command is followed by: screens whose guard no longer passes leave (a logout,
    /// whatever features are enabled), and a link the app's own coordinators failed to open (a
    /// button leading to a disabled feature) fails the command as that link would, and shows
    /// the reason as an error toast on the screen the person is looking at.
    func afterCommand() throws(CommandLineError) {
        runtime.app.enforceGuards()
        if let failure = runtime.app.takeNavigationFailures().last {
            let error = CommandLineError(failure)
            runtime.app.navigationStack.visibleScene?.show(Toast(error.message, style: .error))
            throw error
        }
    }

    /// Goes back or dismisses on the app's stacks, then settles.
    func navigate(
        _ action: (any NavigationStack) throws(UserActionError) -> Void
    ) throws(CommandLineError) {
        do {
            try action(runtime.app.navigationStack)
        } catch {
            throw CommandLineError(error)
        }
        runtime.settle()
    }
}
