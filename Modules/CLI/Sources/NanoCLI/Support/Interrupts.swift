#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C in interactive mode (docs/cli.md, "Scripts and interactive mode").
///
/// While the session waits for a line, SIGINT has its default action: the process ends as
/// interrupted (a shell reports 130), and nothing is lost, as the state and the stack were
/// saved after the last command and no lock is held between commands. While a command runs,
/// SIGINT only writes a byte to a pipe (the self-pipe trick: a signal handler may do little
/// more than `write`); the app's clock asks ``wasInterrupted()`` while it waits for a request,
/// gives the request up, and the session either goes back to its prompt (in a terminal) or
/// saves and ends as interrupted (input or output piped).
///
/// The handler is installed only by a session on the process's own streams
/// (``Console/handlesInterrupts``), never in tests that drive a session through buffers.
enum Interrupts {
    /// The pipe the handler writes to: read end, write end (both non-blocking), or `nil` when
    /// no pipe could be made (then SIGINT keeps its default action throughout).
    private static let channel: (read: Int32, write: Int32)? = makePipe()

    /// Unblocks SIGINT (a parent such as a test runner may start its children with it blocked)
    /// and gives it its default action: call once before the session reads its first line.
    static func prepare() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        _ = signal(SIGINT, SIG_DFL)
    }

    /// Whether SIGINT arrived during the command running now (kept until the next one starts).
    @MainActor private static var latched = false

    /// A command starts: from now on SIGINT is recorded instead of ending the process.
    @MainActor static func commandStarted() {
        latched = false
        guard channel != nil else { return }
        _ = drain()
        _ = signal(SIGINT, recordInterrupt)
    }

    /// The command (and the save after it) is over: SIGINT ends the process again.
    static func commandEnded() {
        _ = signal(SIGINT, SIG_DFL)
    }

    /// Whether SIGINT arrived since the command started; the app's clock asks it while it
    /// waits for a request.
    @MainActor static func wasInterrupted() -> Bool {
        if drain() { latched = true }
        return latched
    }

    /// Empties the pipe; whether it held anything.
    private static func drain() -> Bool {
        guard let channel else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var received = false
        while read(channel.read, &buffer, buffer.count) > 0 { received = true }
        return received
    }

    /// Ends the process as interrupted by SIGINT, the way a shell expects (it then stops a
    /// script that ran this command, and reports 130): the default action, raised again.
    static func endAsInterrupted() -> Never {
        _ = signal(SIGINT, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGINT)
        // Only reached if SIGINT could not end the process.
        exit(130)
    }

    private static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// The SIGINT handler while a command runs: one byte into the pipe (async-signal-safe).
    fileprivate static func record() {
        guard let channel else { return }
        var byte: UInt8 = 1
        _ = write(channel.write, &byte, 1)
    }
}

/// A C function pointer for `signal`; it only calls ``Interrupts/record()``.
private func recordInterrupt(_: Int32) {
    Interrupts.record()
}
