import NanoStrings
import Testing

/// Fails the test for every key missing from a table: each of `tables` must have a text for
/// every key in its base language and in each of `languages`, no translation a key the base
/// lacks, no translation placeholders the base does not have, nothing written twice.
///
/// Every package whose modules declare a `StringKey` type (NanoStrings) calls it from its tests with all of
/// them, so a key added to the base language without its German text fails the package's tests
/// (and `Tools/ArchitectureCheck` fails a package whose tests do not name a key type here):
///
/// ```swift
/// @Test func tablesAreComplete() {
///     assertTablesComplete([SettingsText.self], languages: [.english, .german])
/// }
/// ```
///
/// Fails closed: an empty `tables` or `languages` is itself a failure (nothing checked is not
/// complete), and so is a table lacking one of `languages` altogether.
public func assertTablesComplete(
    _ tables: [any StringTableChecking.Type], languages: [Language],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for problem in tableCompletenessProblems(tables, languages: languages) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
}

/// The lines ``assertTablesComplete(_:languages:sourceLocation:)`` fails with, empty when every
/// table is complete in every language.
public func tableCompletenessProblems(_ tables: [any StringTableChecking.Type], languages: [Language]) -> [String] {
    guard !tables.isEmpty else { return ["no string table given: name every StringKey type the package declares"] }
    guard !languages.isEmpty else { return ["no language given: name every language the app supports"] }
    var problems: [String] = []
    for table in tables {
        let present = table.tableLanguages
        for language in languages where !present.contains(language) {
            problems.append("table '\(table.tableName)': has no language '\(language)' (it has \(present.map(\.code)))")
        }
        problems += table.tableProblems.map(\.description)
    }
    return problems
}
