/// The texts of one ``StringKey`` type: the base language's, and each translation's. Swift
/// data compiled into the module that owns the keys — not a resource read through `Bundle`
/// (corelibs Foundation, which `nvc` does not link), and checked by the compiler for typos in
/// keys and by ``problems`` for completeness.
///
/// Written as key-value literals that may repeat a key (a `Dictionary` literal with a repeated
/// key would stop the program when the table is first built); a repeated key is one of the
/// ``problems``, and the first text written is the one shown.
///
/// A lookup never fails: a key missing from a translation shows the base language's text, one
/// missing from the base shows its raw value. Tests make sure neither happens
/// (`assertTablesComplete` in NanoTesting).
public struct StringTable<Key: StringKey>: Sendable {
    /// The language every other one is checked against and falls back to (`en` unless told).
    public let base: Language
    /// Each language's texts, the base's included, the first of a repeated key kept.
    private let texts: [Language: [Key: String]]
    /// Every problem found while building, so ``problems`` can report them.
    private let repeated: [StringTableProblem]

    /// A table whose `base` language has `baseTexts`, and each language of `translations`
    /// its texts.
    public init(
        base: Language = .english, _ baseTexts: KeyValuePairs<Key, String>,
        translations: KeyValuePairs<Language, KeyValuePairs<Key, String>> = [:]
    ) {
        self.base = base
        var texts: [Language: [Key: String]] = [:]
        var repeated: [StringTableProblem] = []
        let all = [(base, baseTexts)] + translations.map { ($0.key, $0.value) }
        for (language, pairs) in all {
            if texts[language] != nil {
                repeated.append(.repeatedLanguage(table: Self.name, language: language))
                continue
            }
            var entries: [Key: String] = [:]
            for (key, text) in pairs {
                if entries[key] != nil {
                    repeated.append(.repeatedKey(table: Self.name, language: language, key: key.rawValue))
                } else {
                    entries[key] = text
                }
            }
            texts[language] = entries
        }
        self.texts = texts
        self.repeated = repeated
    }

    /// The table's name in problems: its key type's (`SettingsText`).
    public static var name: String { String(describing: Key.self) }

    /// The base language, then every translation, by code.
    public var languages: [Language] {
        [base] + texts.keys.filter { $0 != base }.sorted()
    }

    /// The text of `key` in `language` as written, placeholders and all: the translation's,
    /// else the base language's, else the key's raw value.
    public func template(_ key: Key, in language: Language) -> String {
        texts[language]?[key] ?? texts[base]?[key] ?? key.rawValue
    }

    /// Whether `language` has its own text for `key` (not the base's in its place).
    public func has(_ key: Key, in language: Language) -> Bool { texts[language]?[key] != nil }

    /// What keeps the table from being complete, in a stable order (empty when it is):
    /// a key the base lacks, a key of the base a translation lacks, a translation whose
    /// placeholders are not the base's, a key or language written twice. A translation cannot
    /// hold a key the base lacks without the base lacking it, so that is reported as the
    /// base's missing key, naming the translations that have it.
    public var problems: [StringTableProblem] {
        var problems = repeated
        let baseTexts = texts[base] ?? [:]
        for key in Key.allCases where baseTexts[key] == nil {
            let holders = languages.filter { texts[$0]?[key] != nil }
            problems.append(.missingFromBase(table: Self.name, base: base, key: key.rawValue, in: holders))
        }
        for language in languages where language != base {
            let translated = texts[language] ?? [:]
            for key in Key.allCases {
                guard let baseText = baseTexts[key] else { continue }
                guard let text = translated[key] else {
                    problems.append(.missingKey(table: Self.name, language: language, key: key.rawValue))
                    continue
                }
                let expected = StringTemplate.placeholders(in: baseText)
                let found = StringTemplate.placeholders(in: text)
                if expected != found {
                    problems.append(
                        .placeholderMismatch(
                            table: Self.name, language: language, key: key.rawValue, base: expected, found: found))
                }
            }
        }
        return problems
    }
}
