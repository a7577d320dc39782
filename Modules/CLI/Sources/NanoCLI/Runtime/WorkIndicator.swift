/// Lets a person see that the app is busy: the runtime calls ``willWait()`` when a command
/// left delayed work (a simulated request) that the runtime is about to wait for, and
/// interactive mode in a terminal shows a `… working` line until the screen is redrawn.
@MainActor
final class WorkIndicator {
    /// What to show; `nil` shows nothing (scripts, piped and JSON output).
    var show: (@MainActor () -> Void)?

    /// Called before waiting for pending work.
    func willWait() { show?() }
}
