#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// Why a ``KeyValueStore`` operation failed.
///
/// One type for every store, so a feature handles a failed write the same way whichever
/// store the app gave it; the file cases (`corruptFile`, `fileTooLarge`, `lockTimedOut`, ...)
/// are thrown by NanoPersistence's file store.
public enum KeyValueStoreError: Error, Equatable, CustomStringConvertible {
    /// The store file exists but is not a JSON object.
    case corruptFile(path: String, reason: String)
    /// The store file exists but could not be read.
    case readFailed(path: String, reason: String)
    /// The store file (or its directory) could not be written.
    case writeFailed(path: String, reason: String)
    /// The value for `key` could not be encoded as JSON.
    case encodingFailed(key: String, reason: String)
    /// The JSON stored under `key` does not decode as `type`.
    case decodingFailed(key: String, type: String, reason: String)
    /// The store file at `path` is `size` bytes, more than the `limit` a store file may have
    /// (NanoPersistence's `FileKeyValueStore.maxFileSize`): on reading, nothing of it was read
    /// (the file is left as it is, or moved aside by a store that recovers); on writing,
    /// nothing was written.
    case fileTooLarge(path: String, size: Int64, limit: Int)
    /// Another process held the lock on the store's directory (`path`) for longer than
    /// `seconds`, so nothing was written; trying again later may succeed.
    case lockTimedOut(path: String, seconds: Double)

    /// One line, a lowercase fragment without a period (a diagnostic, docs/architecture.md
    /// "Errors"), so it reads inside the sentence that quotes it: a host's state error, a
    /// feature's toast (`Could not save appearance: could not write key-value store file ...`).
    public var description: String {
        switch self {
        case let .corruptFile(path, reason):
            return "key-value store file \(path) is corrupt: \(reason)"
        case let .readFailed(path, reason):
            return "could not read key-value store file \(path): \(reason)"
        case let .writeFailed(path, reason):
            return "could not write key-value store file \(path): \(reason)"
        case let .encodingFailed(key, reason):
            return "could not encode the value for key '\(key)': \(reason)"
        case let .decodingFailed(key, type, reason):
            return "the value stored for key '\(key)' is not a valid \(type): \(reason)"
        case let .fileTooLarge(path, size, limit):
            return "key-value store file \(path) is \(Self.formatBytes(size)), over the limit of "
                + "\(Self.formatBytes(Int64(limit))) for a store file"
        case let .lockTimedOut(path, seconds):
            return "another process has held the lock on \(path) for more than \(Self.format(seconds)) s; "
                + "nothing was written"
        }
    }

    /// A size as messages show it, exactly: `1 MiB` and `8 KiB` for whole multiples, else bytes
    /// with thousands separators (`1,048,577 bytes`), so a size just over a limit never reads as
    /// the limit itself.
    public static func formatBytes(_ bytes: Int64) -> String {
        if bytes > 0, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes > 0, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        var digits = String(bytes.magnitude)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (bytes < 0 ? "-" : "") + digits + grouped + (bytes == 1 ? " byte" : " bytes")
    }

    /// Seconds as messages show them: `10`, `0.5`, `0.15` (at most two decimals, no trailing
    /// zeros).
    public static func format(_ seconds: Double) -> String {
        // C's `%.2f` (what `String(format:)` formatted): the same rounding of the binary value.
        // 352 bytes hold any Double: at most 309 integer digits, a sign, a point and two decimals.
        // In the C locale, whatever `setlocale` the host made: `%.2f` follows LC_NUMERIC, and a
        // German one would print `0,5`.
        var buffer = [UInt8](repeating: 0, count: 352)
        let numeric = newlocale(LC_NUMERIC_MASK, "C", nil)
        let previous = numeric.map { uselocale($0) }
        defer {
            if let previous { uselocale(previous) }
            if let numeric { freelocale(numeric) }
        }
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            withVaList([seconds]) { arguments in
                bytes.withMemoryRebound(to: CChar.self) { vsnprintf($0.baseAddress, $0.count, "%.2f", arguments) }
            }
        }
        var text = String(decoding: buffer.prefix(max(0, Int(length))), as: UTF8.self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
