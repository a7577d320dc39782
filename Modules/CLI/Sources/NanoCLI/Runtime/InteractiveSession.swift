import NanoComposition
import NanoRuntime

/// `--interactive`: reads commands from standard input one line at a time.
///
/// In a terminal it clears and redraws the stack and screen after every command, with the
/// command's result or error under it and an `nvc> ` prompt. Otherwise (input or output
/// piped) it prints the stack and screen after every command in text mode, or one compact
/// JSON object per command in JSON mode (JSON Lines). Errors do not end the session; each is
/// also printed on stderr, naming its input line. End of input or `quit` ends it, with the
/// status of the last command.
///
/// After every command the session saves the state and the stack (a failure is that
/// command's error), so interrupting it loses nothing; in a terminal a `… working` line shows
/// while a command waits for a request.
///
/// Ctrl-C (SIGINT, on the process's own streams: ``Console/handlesInterrupts``) while a command
/// waits for a request gives the request up: in a terminal the session shows the screen as it
/// is with `interrupted: ...` and prompts again; piped, it saves and ends as interrupted by
/// SIGINT (a shell reports 130). Ctrl-C while the session waits for a line ends it the same way
/// at once (everything is saved already). See ``Interrupts``.
///
/// With `--record FILE` (``SessionRecorder``) the commands that succeed are kept and written to
/// FILE when the session ends, interrupted or not, followed by `expect` lines for the screen.
@MainActor
struct InteractiveSession {
    let runner: SessionRunner
    let console: Console

    private var presenter: Presenter { runner.presenter }
    private var app: NanoApp { runner.runtime.app }
    private var redraws: Bool { console.isTerminal && !presenter.json }

    /// Runs until `quit` or end of input; returns the last command's error, if it failed.
    func run(initialError: AppError?) async -> AppError? {
        var lastError = initialError
        var lineNumber = 0
        if redraws {
            let line = "\n" + (presenter.options.charset == .unicode ? "…" : "...") + " working\n"
            runner.runtime.workIndicator.show = { [console] in console.writeOutput(line) }
        }
        defer { runner.runtime.workIndicator.show = nil }
        do {
            try runner.runtime.saveAll()
        } catch {
            lastError = error
            presenter.error(error)
        }
        present(message: "Type 'help' for the commands, 'quit' to leave.", error: lastError)
        if console.handlesInterrupts {
            Interrupts.prepare()
            runner.runtime.clock.interruption = { Interrupts.wasInterrupted() }
        }
        defer { runner.runtime.clock.interruption = nil }
        reading: while true {
            if redraws { console.writeOutput("\(presenter.program)> ") }
            guard let line = console.readLine() else { break }
            lineNumber += 1
            var message = ""
            if console.handlesInterrupts { Interrupts.commandStarted() }
            var interrupted = false
            defer { if console.handlesInterrupts { Interrupts.commandEnded() } }
            do throws(AppError) {
                let command: ScriptCommand?
                do {
                    command = try ScriptParser.parseLine(line, number: lineNumber)
                } catch {
                    throw AppError(.usage, kind: "scriptSyntax", error.description)
                }
                guard let command else { continue }
                lastError = nil
                if redraws, let text = terminalText(for: command) {
                    message = text
                } else {
                    let flow = try await runner.execute(command)
                    try runner.runtime.saveAll()
                    if flow == .quit { break reading }
                    message = Self.confirmation(for: command)
                }
            } catch {
                lastError = error.at("<stdin>", line: lineNumber)
            }
            if console.handlesInterrupts { interrupted = Interrupts.wasInterrupted() }
            if let lastError { presenter.error(lastError) }
            if interrupted {
                message = "interrupted: the request in progress was given up"
                if !redraws {
                    present(message: message, error: lastError)
                    do {
                        try runner.runtime.saveAll()  // again: a command that failed skipped it
                        presenter.warning("interrupted (Ctrl-C) at line \(lineNumber); the state is saved")
                    } catch {
                        presenter.error(error)
                    }
                    if let recordError = runner.writeRecording() { presenter.error(recordError) }
                    Interrupts.endAsInterrupted()
                }
            }
            present(message: message, error: lastError)
        }
        if redraws { console.writeOutput("\n") }
        return lastError
    }

    /// Redraws (terminal), prints the screen (piped text) or one JSON line (JSON).
    private func present(message: String, error: AppError?) {
        if presenter.json {
            presenter.jsonLine(app, error: error)
        } else if redraws {
            let status = error.map { "error: \($0.message)" } ?? message
            console.writeOutput("\u{1B}[H\u{1B}[2J" + presenter.showText(app) + "\n\n" + status + "\n")
        } else {
            console.print(presenter.showText(app))
        }
    }

    /// In a terminal, what `help` and `stack` show under the screen (and `show` just redraws).
    private func terminalText(for command: ScriptCommand) -> String? {
        switch command {
        case .help: ScriptCommand.helpText
        case .stack: presenter.stackText(app)
        case .show: ""
        default: nil
        }
    }

    private static func confirmation(for command: ScriptCommand) -> String {
        switch command {
        case .expect: "ok: expectation holds"
        case .stack, .show, .help, .quit: ""
        default: "ok: \(command.name)"
        }
    }
}
