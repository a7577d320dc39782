import Foundation
import NanoToolsKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes `Tools/bench` starts: each benchmark's bash (posix_spawn, in the driver's
/// process group, so a Ctrl-C reaches it as it reached the bash driver's subshell), and the short
/// commands whose output it reads. SIGINT or SIGTERM sends SIGTERM to the running benchmark
/// (whose own traps restore what it edited) and marks the run interrupted (exit 130).
enum BenchSuiteProcess {
    /// The benchmark's bash while one runs, else 0 (read by the signal handler).
    nonisolated(unsafe) static var child: pid_t = 0
    /// Set by the signal handler: the run was interrupted.
    nonisolated(unsafe) static var interrupted = false

    /// This executable's path, for the suites' helpers (`bench_jmh`, `bench_median`, ...).
    static var ownExecutable: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Installs the SIGINT and SIGTERM handlers (once the two flags above are initialised).
    static func installInterruptHandlers() {
        child = 0
        interrupted = false
        for number in [SIGINT, SIGTERM] {
            _ = signal(number) { _ in
                BenchSuiteProcess.interrupted = true
                if BenchSuiteProcess.child > 0 { kill(BenchSuiteProcess.child, SIGTERM) }
            }
        }
    }

    /// Runs the benchmark NAME: a bash with `set -euo pipefail` and nullglob that sources
    /// Tools/lib/bench-suite.sh and Tools/bench-suites/NAME.sh and calls `bench_ID`, with
    /// `environment` added to this process's (plus NO_COLOR=1, NANO_DETECT_LEAKS=0 and
    /// NVC_SIGNUP_LATENCY_MS=0, as every benchmark measures). Returns its exit status (128 + N
    /// when signal N ended it; 127 when bash could not be started).
    static func runSuite(_ name: String, environment: [String: String]) -> Int32 {
        let script = """
            set -euo pipefail
            shopt -s nullglob
            source "$BENCH_ROOT/Tools/lib/bench-suite.sh"
            source "$BENCH_ROOT/Tools/bench-suites/$1.sh"
            "bench_$2"
            """
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in ["NO_COLOR": "1", "NANO_DETECT_LEAKS": "0", "NVC_SIGNUP_LATENCY_MS": "0"] {
            variables[key] = value
        }
        variables.merge(environment) { _, new in new }
        let arguments = ["bash", "-c", script, "Tools/bench", name, BenchPlan.identifier(name)]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        guard posix_spawnp(&pid, "bash", nil, nil, &argv, &envp) == 0 else { return 127 }
        child = pid
        defer { child = 0 }
        if interrupted { kill(pid, SIGTERM) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return 127 }
        }
        let signalNumber = status & 0x7f
        return signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber
    }

    /// Runs `arguments` (the first found on PATH) with standard error discarded; returns its
    /// exit status and standard output.
    static func capture(_ arguments: [String]) -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A new folder `DIRECTORY/PREFIXXXXXXX` (mkdtemp); its path.
    static func temporaryDirectory(in directory: String, prefix: String) throws -> String {
        var template = Array("\(directory)/\(prefix)XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        guard let made else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: directory]) }
        return made
    }
}

/// The machine a run is recorded on: the toolchain's first `swift --version` line, the cores
/// this process may use, `uname -sr`, and /proc/cpuinfo's model name (empty where there is none).
struct BenchMachine {
    var toolchain: String
    var cores: Int
    var kernel: String
    var cpu: String

    static func current() -> BenchMachine {
        let version = BenchSuiteProcess.capture(["swift", "--version"]).text
        var name = utsname()
        uname(&name)
        let field = { (value: Any) -> String in
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        return BenchMachine(
            toolchain: String(version.split(separator: "\n").first ?? ""),
            cores: ProcessInfo.processInfo.activeProcessorCount,
            kernel: "\(field(name.sysname)) \(field(name.release))",
            cpu: BenchPlan.cpuModel(cpuinfo: cpuinfo))
    }
}
