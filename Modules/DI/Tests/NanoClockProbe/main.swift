// NanoClockProbe: run by NanoDITests (FoundationFreeTests) to show that main-queue work runs
// while LiveClock waits, in a process whose main thread is parked in `dispatchMain()` and whose
// work runs in a main-actor task, as `nvc` runs its commands (NanoCommandLine.main). Prints what
// ran, in order; exits 1 when something did not.
import Dispatch
import NanoDI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ran, in order.
@MainActor final class Log {
    var lines: [String] = []
}

Task.immediate { @MainActor in
    let clock = LiveClock()
    let ran = Log()
    DispatchQueue.main.async { MainActor.assumeIsolated { ran.lines.append("main queue block ran") } }
    Task { @MainActor in ran.lines.append("main actor job ran") }
    // The main actor is busy with this task: neither can have run before the clock waits.
    let before = ran.lines.count
    clock.schedule(after: .milliseconds(200)) {}
    let idle = await clock.runUntilIdle(timeout: .seconds(5))
    for line in ran.lines { print(line) }
    print(idle ? "idle" : "timed out")
    exit(before != 0 || ran.lines.count != 2 || !idle ? 1 : 0)
}
dispatchMain()
