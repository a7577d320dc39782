/// Lets a person see that the app is busy: the runtime calls ``willWait()`` when an action
/// left delayed work (a simulated request) that the runtime is about to wait for, and the
/// terminal's interactive mode shows a `… working` line until the screen is redrawn.
@MainActor
public final class WorkIndicator {
    /// What to show; `nil` shows nothing (scripts, piped and JSON output, the web host).
    public var show: (@MainActor () -> Void)?

    /// An indicator that shows nothing until a host sets ``show``.
    public init() {}

    /// Called before waiting for pending work.
    public func willWait() { show?() }
}
