#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DependencyRequirement {
    /// The standard primitives, for features that want all of them:
    /// clock, main scheduler, date provider, haptics, pasteboard, URL opener, key-value store.
    public static let standard: [DependencyRequirement] = [
        DependencyRequirement((any NanoClock).self),
        DependencyRequirement((any MainScheduler).self),
        DependencyRequirement((any DateProvider).self),
        DependencyRequirement((any HapticFeedback).self),
        DependencyRequirement((any Pasteboard).self),
        DependencyRequirement((any UrlOpener).self),
        DependencyRequirement((any KeyValueStore).self),
    ]
}

/// The test doubles registered by ``DependencyContainer/standardTest()``, typed concretely
/// so a test can drive them (advance the clock, read recordings).
@MainActor
public struct StandardTestDependencies {
    /// The clock; advance it by hand.
    public let clock = TestClock()
    /// The main scheduler; call `run()` to flush.
    public let scheduler = TestMainScheduler()
    /// The date provider; set or advance it.
    public let dates = FixedDateProvider()
    /// Records played haptics.
    public let haptics = RecordingHapticFeedback()
    /// The pasteboard, measuring expiry with ``dates``.
    public let pasteboard: InMemoryPasteboard
    /// Records opened URLs.
    public let urlOpener = RecordingUrlOpener()
    /// An in-memory store.
    public let keyValueStore = InMemoryKeyValueStore()

    /// Creates a fresh set of test doubles.
    public init() {
        pasteboard = InMemoryPasteboard(dateProvider: dates)
    }
}

extension DependencyContainer {
    /// A container with every standard primitive registered as a test double.
    public static func standardTest() -> DependencyContainer {
        standardTest(StandardTestDependencies())
    }

    /// A container with `doubles` registered under the standard protocol types.
    public static func standardTest(_ doubles: StandardTestDependencies) -> DependencyContainer {
        let container = DependencyContainer()
        container.register((any NanoClock).self, doubles.clock)
        container.register((any MainScheduler).self, doubles.scheduler)
        container.register((any DateProvider).self, doubles.dates)
        container.register((any HapticFeedback).self, doubles.haptics)
        container.register((any Pasteboard).self, doubles.pasteboard)
        container.register((any UrlOpener).self, doubles.urlOpener)
        container.register((any KeyValueStore).self, doubles.keyValueStore)
        return container
    }

    /// A container with every standard primitive registered with its live implementation
    /// (on Linux: no-op haptics and URL opener, process-local pasteboard).
    /// - Parameter keyValueStore: usually NanoPersistence's `FileKeyValueStore` in the app's
    ///   state directory.
    public static func standardLive(keyValueStore: any KeyValueStore) -> DependencyContainer {
        let container = DependencyContainer()
        let dates = SystemDateProvider()
        container.register((any NanoClock).self, LiveClock())
        container.register((any MainScheduler).self, ImmediateMainScheduler())
        container.register((any DateProvider).self, dates)
        container.register((any HapticFeedback).self, NoHapticFeedback())
        container.register((any Pasteboard).self, InMemoryPasteboard(dateProvider: dates))
        container.register((any UrlOpener).self, NoUrlOpener())
        container.register((any KeyValueStore).self, keyValueStore)
        return container
    }
}
