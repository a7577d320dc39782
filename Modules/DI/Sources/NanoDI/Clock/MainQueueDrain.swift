#if canImport(FoundationEssentials) && canImport(Glibc)
    import Glibc

    // libdispatch's two hooks for a run loop that services the main queue: what
    // CoreFoundation's `CFRunLoop` calls on Linux (`RunLoop.main.run(until:)`), declared here
    // so that the clock can do the same without linking swift-corelibs-foundation. Both are
    // exported by libdispatch (shared and static) but have no Swift declaration.

    /// The main queue's wake-up descriptor (an `eventfd`, made on the first call): readable
    /// while blocks are queued on the main queue (including the main actor's jobs).
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private func dispatchMainQueueHandle() -> Int32

    /// Runs the blocks queued on the main queue; does nothing when called from inside one of
    /// them (the main queue is not drained re-entrantly). Only valid on the main thread of a
    /// process that has not called `dispatchMain()`.
    @_silgen_name("_dispatch_main_queue_callback_4CF")
    private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

    /// The calling thread's kernel ID (glibc's `gettid`, which Glibc's module map leaves out
    /// because it needs `_GNU_SOURCE`); equal to `getpid()` on the main thread.
    @_silgen_name("gettid")
    private func threadID() -> pid_t

    /// ``LiveClock``'s wait on Linux. On the main thread it services the main dispatch queue
    /// until the deadline, as `RunLoop.main.run(until:)` does there, so that `DispatchQueue.main`
    /// blocks and main-actor jobs (`Task { @MainActor in ... }`) run while the clock waits;
    /// elsewhere (the main actor on another thread, as under `swift test`) it sleeps.
    enum MainQueueDrain {
        /// Whether the caller runs on the process's main thread (its thread ID is the process
        /// ID), the only thread that may drain the main queue this way.
        static var isMainThread: Bool { threadID() == getpid() }

        /// Waits until `deadline`, running main-queue work meanwhile when on the main thread.
        static func wait(until deadline: ContinuousClock.Instant) {
            if isMainThread { run(until: deadline) } else { sleep(until: deadline) }
        }

        /// Sleeps until `deadline` (again after a signal).
        private static func sleep(until deadline: ContinuousClock.Instant) {
            let remaining = deadline - .now
            guard remaining > .zero else { return }
            let parts = remaining.components
            var time = timespec(tv_sec: Int(parts.seconds), tv_nsec: Int(parts.attoseconds / 1_000_000_000))
            var left = timespec()
            while nanosleep(&time, &left) != 0, errno == EINTR { time = left }
        }

        /// Until `deadline`: sleeps in `poll` on the main queue's descriptor and runs the
        /// queued blocks whenever it becomes readable.
        private static func run(until deadline: ContinuousClock.Instant) {
            let descriptor = dispatchMainQueueHandle()
            while true {
                let remaining = deadline - .now
                guard remaining > .zero else { return }
                let parts = remaining.components
                // Rounded up, so that the loop never spins on a sub-millisecond remainder.
                let milliseconds =
                    parts.seconds * 1000 + (parts.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&entry, 1, Int32(clamping: milliseconds))
                // A descriptor that cannot be polled: wait the rest out asleep, never spin.
                if ready < 0, errno != EINTR { return sleep(until: deadline) }
                guard ready > 0, entry.revents & Int16(POLLIN) != 0 else { continue }
                // Reset the eventfd before draining: a block queued meanwhile wakes the next poll.
                var count: UInt64 = 0
                _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
                dispatchMainQueueCallback(nil)
            }
        }
    }
#endif
