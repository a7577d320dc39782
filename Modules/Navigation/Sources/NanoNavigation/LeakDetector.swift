#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// Reports objects that are still alive a moment after they should have been freed: scenes and
/// view models that left their stack, coordinators whose flow ended.
///
/// On by default in debug builds, off in release builds; `NANO_DETECT_LEAKS=1` (or `0`)
/// overrides. Navigation stacks and coordinators register what they release; ``check()``
/// reports every registered object still alive after the grace period, once.
@MainActor
public final class LeakDetector {
    /// The detector navigation stacks and coordinators use unless given another.
    public static let shared = LeakDetector()

    /// An object that outlived its expected release.
    public struct Survivor: Sendable, Equatable, CustomStringConvertible {
        /// What the object is (`SignUpScene`, `SignUpScene.viewModel`, `SettingsCoordinator`).
        public let name: String
        /// How long ago it should have been freed.
        public let overdue: Duration

        /// The line written to standard error: `nano: leak: NAME is still alive N ms after it was released`.
        public var description: String {
            "nano: leak: \(name) is still alive \(overdue.formattedMilliseconds) after it was released"
        }
    }

    /// Whether registrations are recorded at all.
    public var isEnabled: Bool
    /// How long an object may take to be freed before it counts as a survivor.
    public var gracePeriod: Duration
    /// Receives each survivor once. Defaults to a line on standard error.
    public var report: @MainActor (Survivor) -> Void

    private struct Watched {
        weak var object: AnyObject?
        let name: String
        let since: ContinuousClock.Instant
    }

    private var watched: [Watched] = []
    private let clock = ContinuousClock()

    /// A detector that reports objects still alive `gracePeriod` after they were released.
    /// - Parameters:
    ///   - isEnabled: when `false`, watching does nothing (``enabledByDefault``: on in debug builds,
    ///     `NANO_DETECT_LEAKS` overrides).
    ///   - gracePeriod: how long a released object may take to go.
    ///   - report: receives each survivor; standard error by default.
    public init(
        isEnabled: Bool = LeakDetector.enabledByDefault,
        gracePeriod: Duration = .milliseconds(200),
        report: @escaping @MainActor (Survivor) -> Void = {
            StandardError.write($0.description + "\n")
        }
    ) {
        self.isEnabled = isEnabled
        self.gracePeriod = gracePeriod
        self.report = report
    }

    /// On in debug builds; `NANO_DETECT_LEAKS` set to `1` or `0` overrides. Read with
    /// `getenv`: `ProcessInfo`'s environment copies every variable into a dictionary, a cost
    /// every `nvc` start paid for this one variable.
    public nonisolated static var enabledByDefault: Bool {
        switch getenv("NANO_DETECT_LEAKS").map({ String(cString: $0) }) {
        case "1", "true", "yes": return true
        case "0", "false", "no": return false
        default:
            #if DEBUG
                return true
            #else
                return false
            #endif
        }
    }

    /// Expects `object` to be freed within the grace period from now.
    public func expectRelease(of object: AnyObject, named name: String) {
        guard isEnabled else { return }
        watched.append(Watched(object: object, name: name, since: clock.now))
    }

    /// The registered objects still alive after the grace period (without reporting them).
    public func survivors() -> [Survivor] {
        let now = clock.now
        watched.removeAll { $0.object == nil }
        return watched.compactMap { entry in
            let age = entry.since.duration(to: now)
            return age >= gracePeriod ? Survivor(name: entry.name, overdue: age) : nil
        }
    }

    /// Reports every survivor once and stops watching it; returns them.
    @discardableResult
    public func check() -> [Survivor] {
        let found = survivors()
        let names = Set(found.map(\.name))
        watched.removeAll { entry in
            entry.object == nil || (names.contains(entry.name) && entry.since.duration(to: clock.now) >= gracePeriod)
        }
        found.forEach(report)
        return found
    }

    /// The number of objects still being watched.
    public var watchedCount: Int {
        watched.removeAll { $0.object == nil }
        return watched.count
    }
}

extension Duration {
    /// `"230 ms"`.
    var formattedMilliseconds: String {
        let (seconds, attoseconds) = components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}
