#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A system pasteboard holding one string, optionally expiring.
@MainActor
public protocol Pasteboard: AnyObject {
    /// The current string, or `nil` when empty or expired.
    var string: String? { get }

    /// Replaces the content with `string`; after `expiresAfter` (if given) it reads as `nil`.
    func copy(_ string: String, expiresAfter: Duration?)

    /// Empties the pasteboard.
    func clear()
}

extension Pasteboard {
    /// Replaces the content with `string`, without expiry.
    public func copy(_ string: String) {
        copy(string, expiresAfter: nil)
    }
}

/// A process-local ``Pasteboard``: the live implementation on Linux (there is no system
/// pasteboard in a headless process) and the test implementation everywhere.
///
/// Expiry is measured through the injected ``DateProvider``, so tests advance a
/// ``FixedDateProvider`` instead of waiting. A UIKit host adapts `UIPasteboard` instead,
/// passing expiry through `setItems(_:options:)` with `.expirationDate`.
@MainActor
public final class InMemoryPasteboard: Pasteboard {
    private let dateProvider: any DateProvider
    private var content: String?
    private var expiry: Date?

    /// Every string copied so far, oldest first (for tests).
    public private(set) var history: [String] = []

    /// Creates an empty pasteboard measuring expiry with `dateProvider`.
    public init(dateProvider: any DateProvider = SystemDateProvider()) {
        self.dateProvider = dateProvider
    }

    /// The current string, or `nil` when empty or expired.
    public var string: String? {
        if let expiry, dateProvider.now >= expiry {
            return nil
        }
        return content
    }

    /// Replaces the content with `string`; after `expiresAfter` (if given) it reads as `nil`.
    public func copy(_ string: String, expiresAfter: Duration?) {
        content = string
        expiry = expiresAfter.map { dateProvider.now.addingTimeInterval($0.timeInterval) }
        history.append(string)
    }

    /// Empties the pasteboard.
    public func clear() {
        content = nil
        expiry = nil
    }
}
