import NanoComposition
import NanoRuntime

/// `--record FILE`: keeps what the person did in an interactive session (and the `--script`
/// before it) as a script, written at the end — NanoRuntime's `ScriptRecording`, fed with
/// the script commands that succeeded (a refused command changed nothing and is left out;
/// `stack`, `show`, `help` and `quit` are not steps).
@MainActor
final class SessionRecorder {
    /// The file the script goes to.
    let path: String
    private let recording: ScriptRecording

    /// A recording that starts with `open start`, written to `path`.
    init(path: String, start: String) {
        self.path = path
        recording = ScriptRecording(start: start, origin: "--record")
    }

    /// Adds `command`, which has just succeeded, when it is one a replay performs.
    func record(_ command: ScriptCommand) {
        switch command {
        case let .type(id, text): recording.record(.type(id: id, text: text))
        case .tap(let id): recording.record(.tap(id: id))
        case .toggle(let id): recording.record(.toggle(id: id))
        case let .select(id, row): recording.record(.select(id: id, row: row))
        case .refresh(let id): recording.record(.refresh(id: id))
        case .selectTab(let id): recording.record(.selectTab(id: id))
        case .back: recording.record(.back)
        case .dismiss: recording.record(.dismiss)
        case .alert(let action): recording.record(.alert(action: action))
        case .open(let link): recording.record(.open(link: link))
        case let .expect(id, property, value): recording.record(.expect(id: id, property: property, value: value))
        case .stack, .show, .help, .quit: break
        }
    }

    /// Writes the script ending on `app`'s screen to ``path`` atomically.
    /// - Throws: 74 (`recordNotSaved`) naming the file and the reason.
    func write(ending app: NanoApp) throws(AppError) { try recording.write(to: path, ending: app) }
}
