import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension NvcProcess {
    /// Runs `nvc arguments` with standard input and output on a new pseudo-terminal of
    /// `columns` columns (echo and output post-processing off, so stdout reads back exactly as
    /// written), standard error on a pipe; `input` is typed into the terminal. Killed after
    /// `timeout` seconds.
    static func runInTerminal(
        _ arguments: [String],
        input: String = "",
        columns: Int,
        environment: [String: String] = [:],
        timeout: TimeInterval = 30
    ) throws -> Result {
        let binary = try #require(executable, "the nvc binary was not built next to the tests")
        let pty = try #require(PseudoTerminal.make(), "no pseudo-terminal on this machine")
        let master = pty.master
        defer { close(master) }
        let slave = pty.slave
        var size = winsize(ws_row: 60, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        attributes.c_lflag &= ~tcflag_t(ECHO)
        attributes.c_oflag &= ~tcflag_t(OPOST)
        _ = tcsetattr(slave, TCSANOW, &attributes)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NVC_SIGNUP_LATENCY_MS"] = "0"
        for key in ["COLUMNS", "NO_COLOR", "LC_ALL", "LC_CTYPE"] { env.removeValue(forKey: key) }
        env["TERM"] = "xterm"
        env["LANG"] = "C.UTF-8"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        let stderr = Pipe()
        process.standardError = stderr
        let errData = Captured()
        // stderr is read to its end on its own thread (chunks from a handler plus a last read
        // could land out of order under load).
        let errors = DispatchGroup()
        DispatchQueue.global().async(group: errors) {
            errData.append(stderr.fileHandleForReading.readDataToEndOfFile())
        }
        let outData = Captured()
        let readerDone = DispatchSemaphore(value: 0)
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                outData.append(Data(buffer[0..<count]))
            }
            readerDone.signal()
        }
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        close(slave)
        reader.start()
        input.utf8CString.withUnsafeBufferPointer { _ = write(master, $0.baseAddress, $0.count - 1) }
        let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            done.wait()
        }
        // The reader stops when the terminal has no writer left (EIO).
        _ = readerDone.wait(timeout: .now() + 10)
        errors.wait()
        return Result(
            status: process.terminationStatus, exited: process.terminationReason == .exit, stdout: outData.text,
            stderr: errData.text, timedOut: timedOut)
    }
}

/// A new pseudo-terminal pair. Glibc's `posix_openpt`, `grantpt`, `unlockpt` and
/// `ptsname_r` are not in Swift's Glibc module (they need `_XOPEN_SOURCE`), so they are looked
/// up in the C library at run time.
enum PseudoTerminal {
    private typealias OpenFunction = @convention(c) (Int32) -> Int32
    private typealias FlagFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// The master and slave descriptors, or `nil` when the system has no pseudo-terminals.
    static func make() -> (master: Int32, slave: Int32)? {
        guard let library = dlopen(nil, RTLD_NOW),
            let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname_r")
        else { return nil }
        let openMaster = unsafeBitCast(openSymbol, to: OpenFunction.self)
        let grant = unsafeBitCast(grantSymbol, to: FlagFunction.self)
        let unlock = unsafeBitCast(unlockSymbol, to: FlagFunction.self)
        let name = unsafeBitCast(nameSymbol, to: NameFunction.self)
        let master = openMaster(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        var path = [CChar](repeating: 0, count: 128)
        guard grant(master) == 0, unlock(master) == 0, name(master, &path, path.count) == 0 else {
            close(master)
            return nil
        }
        let bytes = path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let slave = open(String(decoding: bytes, as: UTF8.self), O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            return nil
        }
        return (master, slave)
    }
}

/// An `nvc` process that keeps running while a test acts on it: its standard input stays
/// open until ``finish(after:)``, and it can be sent signals.
final class LiveNvc: @unchecked Sendable {
    let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private let stderr = Pipe()
    private let out = Captured()
    private let err = Captured()
    private let done = DispatchSemaphore(value: 0)
    /// One thread per pipe reads it in order until its end, so output is never reordered.
    private let readers = DispatchGroup()

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        let binary = try #require(NvcProcess.executable, "the nvc binary was not built next to the tests")
        process.executableURL = binary
        process.arguments = arguments
        process.environment = NvcProcess.environment(environment)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        for (pipe, captured) in [(stdout, out), (stderr, err)] {
            DispatchQueue.global().async(group: readers) {
                while true {
                    let chunk = pipe.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    captured.append(chunk)
                }
            }
        }
        process.terminationHandler = { [done] _ in done.signal() }
        try process.run()
    }

    /// Types `line` and a line break.
    func type(_ line: String) {
        stdin.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until stdout contains `text` occurrences `count` times (or `timeout` passes).
    @discardableResult
    func waitForOutput(_ text: String, count: Int = 1, timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if out.text.components(separatedBy: text).count - 1 >= count { return true }
            usleep(20_000)
        }
        return false
    }

    /// Kills the process at once — as Ctrl-C does a person's run, but uncatchable (the test
    /// runner starts children with SIGINT and SIGTERM blocked) — and returns the result.
    func kill() -> NvcProcess.Result {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        return collect(timeout: 20)
    }

    /// Closes standard input and waits for the process to end; returns the result.
    func finish(timeout: TimeInterval = 20) -> NvcProcess.Result {
        try? stdin.fileHandleForWriting.close()
        return collect(timeout: timeout)
    }

    private func collect(timeout: TimeInterval) -> NvcProcess.Result {
        let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            _ = Glibc.kill(process.processIdentifier, SIGKILL)
            done.wait()
        }
        _ = readers.wait(timeout: .now() + 10)
        return NvcProcess.Result(
            status: process.terminationStatus, exited: process.terminationReason == .exit, stdout: out.text,
            stderr: err.text, timedOut: timedOut)
    }
}

/// Holds the state directory's lock as a live run would, until ``release()``.
final class HeldLock {
    private let descriptor: Int32

    init(_ directory: URL) throws {
        descriptor = open(directory.appendingPathComponent(".lock").path, O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0, "cannot take the lock")
    }

    func release() {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

/// Makes `file` immutable (`chattr +i`, which binds root too) or, when not root, read-only
/// with a read-only directory; `nil` when neither is possible here. Undo with the returned
/// closure.
func makeUnwritable(_ file: URL) -> (() -> Void)? {
    if run("/usr/bin/chattr", ["+i", file.path]) {
        return { _ = run("/usr/bin/chattr", ["-i", file.path]) }
    }
    guard getuid() != 0 else { return nil }
    let directory = file.deletingLastPathComponent()
    chmod(file.path, 0o444)
    chmod(directory.path, 0o555)
    return {
        chmod(directory.path, 0o755)
        chmod(file.path, 0o644)
    }
}

/// Runs a tool; whether it exited 0.
@discardableResult
func run(_ tool: String, _ arguments: [String]) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

/// An `nvc` process in a pseudo-terminal of its own that keeps running while a test types into
/// it: started through `setsid --wait --ctty` (util-linux), so the terminal is its controlling
/// terminal and a typed Ctrl-C (byte 3) reaches it as SIGINT from the line discipline, exactly
/// as when a person presses it. (`setsid` forks, as Foundation starts every child as a process
/// group leader, and waits: the result is nvc's exit status, or `setsid`'s report of a death
/// by signal.)
final class LiveTerminal: @unchecked Sendable {
    let process = Process()
    private let master: Int32
    private let out = Captured()
    private let err = Captured()
    private let done = DispatchSemaphore(value: 0)
    private let readerDone = DispatchSemaphore(value: 0)
    private let errors = DispatchGroup()

    init(_ arguments: [String], environment: [String: String] = [:], columns: Int = 80) throws {
        let binary = try #require(NvcProcess.executable, "the nvc binary was not built next to the tests")
        let setsid = URL(fileURLWithPath: "/usr/bin/setsid")
        try #require(FileManager.default.isExecutableFile(atPath: setsid.path), "no /usr/bin/setsid (util-linux)")
        let pty = try #require(PseudoTerminal.make(), "no pseudo-terminal on this machine")
        master = pty.master
        var size = winsize(ws_row: 60, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.slave, UInt(TIOCSWINSZ), &size)
        var attributes = termios()
        _ = tcgetattr(pty.slave, &attributes)
        attributes.c_lflag &= ~tcflag_t(ECHO)
        _ = tcsetattr(pty.slave, TCSANOW, &attributes)
        process.executableURL = setsid
        process.arguments = ["--wait", "--ctty", binary.path] + arguments
        var env = NvcProcess.environment(environment)
        env["TERM"] = "xterm"
        env["LANG"] = "C.UTF-8"
        process.environment = env
        let terminal = FileHandle(fileDescriptor: pty.slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        let stderr = Pipe()
        process.standardError = stderr
        DispatchQueue.global().async(group: errors) { [err] in
            err.append(stderr.fileHandleForReading.readDataToEndOfFile())
        }
        process.terminationHandler = { [done] _ in done.signal() }
        try process.run()
        close(pty.slave)
        let master = self.master
        Thread { [out, readerDone] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                out.append(Data(buffer[0..<count]))
            }
            readerDone.signal()
        }.start()
    }

    deinit { close(master) }

    /// Types `text` into the terminal as it is (add "\n" for Return, "\u{3}" for Ctrl-C).
    func type(_ text: String) {
        text.utf8CString.withUnsafeBufferPointer { _ = write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Waits until the terminal shows `text` `count` times (or `timeout` passes).
    @discardableResult
    func waitForOutput(_ text: String, count: Int = 1, timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if out.text.components(separatedBy: text).count - 1 >= count { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits for the process to end (killing it after `timeout`); returns the result.
    func finish(timeout: TimeInterval = 20) -> NvcProcess.Result {
        let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            _ = Glibc.kill(process.processIdentifier, SIGKILL)
            done.wait()
        }
        _ = readerDone.wait(timeout: .now() + 10)
        errors.wait()
        return NvcProcess.Result(
            status: process.terminationStatus, exited: process.terminationReason == .exit, stdout: out.text,
            stderr: err.text, timedOut: timedOut)
    }
}
