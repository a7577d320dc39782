/// The keys of one string table: an enum of the texts a feature (or a framework module) shows,
/// each case one text, with its table beside it.
///
/// ```swift
/// enum SettingsText: String, StringKey {
///     case title, notifications, signedInAs
///
///     static let table = StringTable<SettingsText>(
///         base: [.title: "Settings", .notifications: "Notifications", .signedInAs: "Signed in as {1}"],
///         translations: [.german: [.title: "Einstellungen", .notifications: "Mitteilungen",
///                                  .signedInAs: "Angemeldet als {1}"]])
/// }
///
/// let text = Strings<SettingsText>(.german)
/// text[.title]                     // "Einstellungen"
/// text(.signedInAs, "ada@example.com")
/// ```
///
/// The raw value is the key's stable name: what a completeness problem names, and what a lookup
/// shows when a table has no text for the key at all.
public protocol StringKey: RawRepresentable, CaseIterable, Hashable, Sendable, StringTableChecking
where RawValue == String {
    /// Every text of every key, in the base language and each translation.
    static var table: StringTable<Self> { get }
}
