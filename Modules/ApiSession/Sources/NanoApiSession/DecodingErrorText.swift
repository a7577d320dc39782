#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `DecodingError` in the words ``ApiError/decoding(reason:)`` shows: what did not fit and the
/// coding path (`results[3].height`), without Swift type or debug text.
enum DecodingErrorText {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            "'\(path(context.codingPath + [key]))' is missing"
        case let .typeMismatch(_, context):
            "'\(path(context.codingPath))' has the wrong type"
        case let .valueNotFound(_, context):
            "'\(path(context.codingPath))' is null"
        case let .dataCorrupted(context):
            context.codingPath.isEmpty ? "the body is not valid JSON" : "'\(path(context.codingPath))' is not valid"
        @unknown default:
            "the body does not match"
        }
    }

    /// `results[3].height` for the keys results, 3, height; `the body` for no key at all.
    static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "the body" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
