import Foundation
import NanoDI

/// An in-memory `KeyValueStore` whose writes can be made to fail, as a full disk or a
/// read-only file would: to check that a failed write shows an error (and changes nothing)
/// instead of crashing or pretending it worked.
///
/// ```swift
/// let store = FailableKeyValueStore()
/// store.failsWrites = true
/// #expect(throws: KeyValueStoreError.self) { try store.set(true, forKey: "settings.notifications") }
/// ```
public final class FailableKeyValueStore: KeyValueStore, @unchecked Sendable {
    private let base = InMemoryKeyValueStore()
    private let lock = NSLock()
    private var failing = false

    /// The error every write throws while ``failsWrites`` is on.
    public let failure: KeyValueStoreError

    /// An empty store whose failing writes throw `failure` (by default a full disk, in the
    /// words NanoPersistence's file store uses).
    public init(
        failure: KeyValueStoreError = .writeFailed(path: "/state/state.json", reason: "the disk is full")
    ) {
        self.failure = failure
    }

    /// Whether every write (set and remove) fails, leaving the stored values as they were.
    public var failsWrites: Bool {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = newValue } }
    }

    /// The keys the wrapped store holds now (failed writes add none).
    public var keys: [String] { base.keys }

    /// The value stored under `key`, decoded; reads never fail on purpose.
    public func value<T: Decodable>(_ type: T.Type, forKey key: String) throws(KeyValueStoreError) -> T? {
        try base.value(type, forKey: key)
    }

    /// Stores `value`, or throws ``failure`` while ``failsWrites`` is on.
    public func set<T: Encodable>(_ value: T, forKey key: String) throws(KeyValueStoreError) {
        if failsWrites { throw failure }
        try base.set(value, forKey: key)
    }

    /// Removes the value, or throws ``failure`` while ``failsWrites`` is on.
    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        if failsWrites { throw failure }
        try base.removeValue(forKey: key)
    }
}
