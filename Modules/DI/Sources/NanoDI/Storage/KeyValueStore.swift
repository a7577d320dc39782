/// Stores `Codable` values as JSON under string keys.
///
/// Implementations are thread-safe. ``InMemoryKeyValueStore`` is for tests and previews;
/// NanoPersistence's `FileKeyValueStore` persists everything in one human-readable JSON file.
/// The protocol lives here, beside the container, because features list it among the
/// dependencies they need and the container's standard sets register it; the file store
/// depends on it, never the other way round.
public protocol KeyValueStore: AnyObject, Sendable {
    /// Every stored key, sorted.
    var keys: [String] { get }

    /// The value stored under `key` decoded as `type`, or `nil` when there is none.
    /// - Throws: ``KeyValueStoreError/decodingFailed(key:type:reason:)`` when the stored
    ///   JSON does not decode as `type`.
    func value<T: Decodable>(_ type: T.Type, forKey key: String) throws(KeyValueStoreError) -> T?

    /// Stores `value` under `key`, replacing any previous value.
    /// - Throws: ``KeyValueStoreError`` when the value cannot be encoded or persisted; the
    ///   store is then unchanged.
    func set<T: Encodable>(_ value: T, forKey key: String) throws(KeyValueStoreError)

    /// Removes the value under `key`, if any.
    /// - Throws: ``KeyValueStoreError`` when the change cannot be persisted.
    func removeValue(forKey key: String) throws(KeyValueStoreError)
}
