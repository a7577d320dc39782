#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Opens URLs outside the app (browser, mail, settings).
@MainActor
public protocol UrlOpener: AnyObject {
    /// Asks the system to open `url`.
    /// - Returns: `true` if the request was handed over, `false` if it cannot be opened here.
    @discardableResult
    func open(_ url: URL) -> Bool
}

/// A ``UrlOpener`` that opens nothing and returns `false`: the live implementation on Linux
/// and in the headless host, which have no system URL handler. Deliberately a no-op.
/// A UIKit host adapts `UIApplication.shared.open(_:)` instead.
@MainActor
public final class NoUrlOpener: UrlOpener {
    /// Creates a no-op opener.
    public init() {}

    /// Does nothing and returns `false`.
    @discardableResult
    public func open(_ url: URL) -> Bool { false }
}

/// A ``UrlOpener`` test double that records every URL it was asked to open.
@MainActor
public final class RecordingUrlOpener: UrlOpener {
    /// The URLs opened so far, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// What ``open(_:)`` returns; settable to simulate an unsupported URL.
    public var result: Bool

    /// Creates a recorder whose ``open(_:)`` returns `result`.
    public init(result: Bool = true) {
        self.result = result
    }

    /// Records `url` and returns ``result``.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        openedURLs.append(url)
        return result
    }
}
