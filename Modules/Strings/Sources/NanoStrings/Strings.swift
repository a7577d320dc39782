/// One table's texts in one language: what a view model (or a framework component) is given,
/// so it shows the app's language and a test can run it in any other.
///
/// ```swift
/// let text = Strings<SettingsText>(language)     // the app's Language, from the feature's needs
/// text[.title]                                   // "Einstellungen"
/// text(.signedInAs, session.email)               // "Angemeldet als ada@example.com"
/// ```
///
/// A key the language lacks shows the base language's text (tests make sure none lacks one);
/// arguments fill `{1}`, `{2}`, ... as ``StringTemplate`` says, so a missing or extra argument
/// never stops the program.
public struct Strings<Key: StringKey>: Sendable, Equatable {
    /// The language the texts are shown in.
    public let language: Language

    /// `Key`'s texts in `language`.
    public init(_ language: Language) { self.language = language }

    /// The text of `key`, without arguments (a placeholder in it stays as written).
    public subscript(_ key: Key) -> String { Key.table.template(key, in: language) }

    /// The text of `key` with `arguments` in its placeholders, the first in `{1}`.
    public func callAsFunction(_ key: Key, _ arguments: any CustomStringConvertible...) -> String {
        StringTemplate.fill(Key.table.template(key, in: language), arguments.map(\.description))
    }

    /// Another table's texts in the same language (a screen showing a framework text too).
    public func with<Other: StringKey>(_ other: Other.Type) -> Strings<Other> { Strings<Other>(language) }
}
