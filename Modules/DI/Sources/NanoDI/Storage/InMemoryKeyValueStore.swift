/// A ``KeyValueStore`` kept in memory, for tests and previews. Thread-safe.
///
/// Values go through the same JSON encoding as ``FileKeyValueStore``, so a value that
/// cannot be persisted fails here too.
public final class InMemoryKeyValueStore: KeyValueStore {
    private let storage = Locked<[String: JSONValue]>([:])

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
        return try JSONValueCoding.decode(type, from: json, key: key)
    }

    /// Stores `value` under `key`.
    public func set<T: Encodable>(_ value: T, forKey key: String) throws(KeyValueStoreError) {
        let json = try JSONValueCoding.encode(value, key: key)
        storage.withLock { $0[key] = json }
    }

    /// Removes the value under `key`, if any.
    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        storage.withLock { $0[key] = nil }
    }
}
