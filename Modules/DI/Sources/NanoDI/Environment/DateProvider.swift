#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Supplies the current wall-clock date, so tests can pin it.
public protocol DateProvider: AnyObject, Sendable {
    /// The current date.
    var now: Date { get }
}

/// The live ``DateProvider``: the system clock.
public final class SystemDateProvider: DateProvider {
    /// Creates a system date provider.
    public init() {}

    /// `Date()`.
    public var now: Date { Date() }
}

/// A ``DateProvider`` for tests: the date only changes when set or advanced. Thread-safe.
public final class FixedDateProvider: DateProvider {
    private let date: Locked<Date>

    /// Creates a provider reading `date` (by default 2023-11-14T22:13:20Z, a fixed instant).
    public init(_ date: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.date = Locked(date)
    }

    /// The pinned date; settable.
    public var now: Date {
        get { date.withLock { $0 } }
        set { date.withLock { $0 = newValue } }
    }

    /// Moves the pinned date forward (or backward, for a negative duration).
    public func advance(by duration: Duration) {
        date.withLock { $0 = $0.addingTimeInterval(duration.timeInterval) }
    }
}
