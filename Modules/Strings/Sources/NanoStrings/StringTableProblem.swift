/// One reason a ``StringTable`` is not complete; its description is the line a failing test
/// prints (`table 'SettingsText': language 'de' has no text for key 'title'`).
public enum StringTableProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// A translation lacks a key the base language has: the person reading `language` would
    /// see the base language's text.
    case missingKey(table: String, language: Language, key: String)
    /// The base language lacks a case of the key type (`in`: the languages that do have it).
    case missingFromBase(table: String, base: Language, key: String, in: [Language])
    /// A translation's placeholders (`{1}`, `{2}`) are not the base's, so an argument would be
    /// dropped or a placeholder shown as written.
    case placeholderMismatch(table: String, language: Language, key: String, base: [Int], found: [Int])
    /// A language's texts give a key twice (the first is shown).
    case repeatedKey(table: String, language: Language, key: String)
    /// A language is given twice (the first is kept).
    case repeatedLanguage(table: String, language: Language)

    /// The problem as one line.
    public var description: String {
        switch self {
        case let .missingKey(table, language, key):
            "table '\(table)': language '\(language)' has no text for key '\(key)'"
        case let .missingFromBase(table, base, key, holders):
            "table '\(table)': the base language '\(base)' has no text for key '\(key)'"
                + (holders.isEmpty
                    ? ""
                    : " (which \(holders.map { "'\($0)'" }.joined(separator: ", ")) has: no table may have a key the base lacks)")
        case let .placeholderMismatch(table, language, key, base, found):
            "table '\(table)': language '\(language)' key '\(key)' has placeholders \(Self.list(found)), the base has \(Self.list(base))"
        case let .repeatedKey(table, language, key):
            "table '\(table)': language '\(language)' gives key '\(key)' more than once"
        case let .repeatedLanguage(table, language):
            "table '\(table)': language '\(language)' is given more than once"
        }
    }

    private static func list(_ numbers: [Int]) -> String {
        numbers.isEmpty ? "none" : numbers.map { "{\($0)}" }.joined(separator: " ")
    }
}

/// Any ``StringKey`` type's table, seen without its key type: what a completeness check over
/// several tables holds (`[SettingsText.self, HomeText.self]`).
public protocol StringTableChecking {
    /// The table's name (its key type's).
    static var tableName: String { get }
    /// The table's ``StringTable/problems``.
    static var tableProblems: [StringTableProblem] { get }
    /// The table's languages, base first.
    static var tableLanguages: [Language] { get }
}

extension StringKey {
    /// The table's name (its key type's).
    public static var tableName: String { StringTable<Self>.name }
    /// The table's ``StringTable/problems``.
    public static var tableProblems: [StringTableProblem] { table.problems }
    /// The table's languages, base first.
    public static var tableLanguages: [Language] { table.languages }
}
