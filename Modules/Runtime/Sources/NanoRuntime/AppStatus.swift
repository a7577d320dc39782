/// The exit codes of `nvc`, one per class of failure (documented in `nvc --help` and
/// docs/cli.md). The link-related codes follow `sysexits.h` where one fits.
public enum AppStatus: Int32, Sendable, CaseIterable, CustomStringConvertible {
    /// Everything worked.
    case ok = 0
    /// A script expectation failed, or a command was refused (disabled or unknown control,
    /// nothing to go back to, ...).
    case failed = 1
    /// The command line or a script line is wrong (unknown option, missing argument,
    /// unknown feature, a script line that does not parse, an unreadable script), or the state
    /// path cannot be a directory (a file, a dangling symbolic link, below a file).
    case usage = 64
    /// The deep link is invalid: malformed, wrong scheme, bad encoding, over a limit, or a
    /// parameter of the wrong type.
    case invalidLink = 65
    /// No route matches the deep link.
    case noRoute = 66
    /// The link's route belongs to a feature disabled with `--disable-feature`.
    case featureDisabled = 69
    /// A bug: the features do not compose, a route showed nothing or failed. Never the user's
    /// environment or files (those are 64, 74 or 75).
    case internalError = 70
    /// `serve` cannot listen: the address is in use, not this machine's, or not an IPv4
    /// address (`sysexits.h` EX_OSERR).
    case cannotServe = 71
    /// The state could not be used: a change (session, settings, the saved stack) could not be
    /// written — the run did what it was asked, but the next run will not see it — or the
    /// state directory could not be created or a state file read (`sysexits.h` EX_IOERR).
    case stateNotSaved = 74
    /// Another run kept the state directory locked longer than the lock timeout, so this run
    /// could not read or write its state safely; trying again may work (EX_TEMPFAIL).
    case stateLocked = 75
    /// A plugin library was refused: missing, not a library, without the entry point, built
    /// for another framework or compiler, not a plugin, or its feature clashes with another or
    /// does not compose (`sysexits.h` EX_CONFIG). Nothing ran and no state was touched.
    case pluginRefused = 78

    /// The name used as `error.kind` in JSON output when no finer kind applies.
    public var name: String {
        switch self {
        case .ok: "ok"
        case .failed: "failed"
        case .usage: "usage"
        case .invalidLink: "invalidLink"
        case .noRoute: "noRoute"
        case .featureDisabled: "featureDisabled"
        case .internalError: "internalError"
        case .cannotServe: "cannotServe"
        case .stateNotSaved: "stateNotSaved"
        case .stateLocked: "stateLocked"
        case .pluginRefused: "pluginRefused"
        }
    }

    /// One line for the exit-code table.
    public var description: String {
        switch self {
        case .ok: "ok"
        case .failed: "a script expectation failed or a command was refused"
        case .usage: "usage: bad option or argument, bad script line, unreadable script, bad state path"
        case .invalidLink: "invalid deep link: malformed, wrong scheme, bad encoding, over a limit, bad parameter"
        case .noRoute: "no route matches the link"
        case .featureDisabled: "the link's feature is disabled (--disable-feature)"
        case .internalError: "internal error: features do not compose, a route failed, ..."
        case .cannotServe: "serve cannot listen: the address is in use or not this machine's"
        case .stateNotSaved: "state not saved: the state directory cannot be created, read or written"
        case .stateLocked: "state locked: another run held the state directory's lock too long; try again"
        case .pluginRefused:
            "plugin refused: missing, not a plugin, built for another framework, clashes, too many, "
                + "or writable by others"
        }
    }

    /// The exit-code table shown by `nvc --help`, wrapped to fit 78 columns.
    public static var table: String {
        allCases.map { status in
            let code = String(status.rawValue)
            return wrap(status.description, width: 72)
                .enumerated()
                .map { index, line in
                    (index == 0 ? "  " + code + String(repeating: " ", count: 4 - code.count) : "      ") + line
                }
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` split into lines of at most `width` characters at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        return lines + [current]
    }
}
