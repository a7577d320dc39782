#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``KeyValueStore`` kept in memory, for tests and previews. Thread-safe.
///
/// Each value is kept as the JSON `JSONEncoder` makes of it, the encoding a file-backed store
/// (NanoPersistence's `FileKeyValueStore`) writes, so a value that cannot be persisted fails
/// here too, and a read decodes what a file would hold.
public final class InMemoryKeyValueStore: KeyValueStore {
    private let storage = Locked<[String: Data]>([:])

    /// Creates an empty store.
    public init() {}

    /// Every stored key, sorted.
    public var keys: [String] {
        storage.withLock { $0.keys.sorted() }
    }

    /// The value stored under `key` decoded as `type`, or `nil` when there is none.
    public func value<T: Decodable>(
        _ type: T.Type, forKey key: String
    ) throws(KeyValueStoreError) -> T? {
        guard let json = storage.withLock({ $0[key] }) else { return nil }
        do {
            return try JSONDecoder().decode(type, from: json)
        } catch {
            throw .decodingFailed(key: key, type: String(reflecting: type), reason: String(describing: error))
        }
    }

    /// Stores `value` under `key`; a value `JSONEncoder` refuses (`Double.nan`) leaves the
    /// store unchanged.
    public func set<T: Encodable>(_ value: T, forKey key: String) throws(KeyValueStoreError) {
        let json: Data
        do {
            json = try JSONEncoder().encode(value)
        } catch {
            throw .encodingFailed(key: key, reason: String(describing: error))
        }
        storage.withLock { $0[key] = json }
    }

    /// Removes the value under `key`, if any.
    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        storage.withLock { $0[key] = nil }
    }
}
