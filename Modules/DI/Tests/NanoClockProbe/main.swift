// NanoClockProbe: run by NanoDITests (FoundationFreeTests) to show that main-queue work runs
// while LiveClock waits on the main thread. The main thread runs this top-level code itself
// (no `dispatchMain()`, no run loop), as it does in `nvc`; the clock's wait is the only thing
// that services the main queue. Prints what ran, in order; exits 1 when something did not.
import Dispatch
import NanoDI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

MainActor.assumeIsolated {
    let clock = LiveClock()
    var ran: [String] = []
    DispatchQueue.main.async { MainActor.assumeIsolated { ran.append("main queue block ran") } }
    Task { @MainActor in ran.append("main actor job ran") }
    // Nothing else services the main queue: without the wait neither would have run yet.
    let before = ran.count
    clock.schedule(after: .milliseconds(200)) {}
    let idle = clock.runUntilIdle(timeout: .seconds(5))
    for line in ran { print(line) }
    print(idle ? "idle" : "timed out")
    if before != 0 || ran.count != 2 || !idle { exit(1) }
}
