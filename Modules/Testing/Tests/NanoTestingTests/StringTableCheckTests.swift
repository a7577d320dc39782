import NanoStrings
import NanoTesting
import Testing

private enum CompleteText: String, StringKey {
    case title, count
    static let table = StringTable<CompleteText>(
        [.title: "Title", .count: "{1} items"], translations: [.german: [.title: "Titel", .count: "{1} Einträge"]])
}

/// The planted missing key: German lacks `count`.
private enum PlantedText: String, StringKey {
    case title, count
    static let table = StringTable<PlantedText>(
        [.title: "Title", .count: "{1} items"], translations: [.german: [.title: "Titel"]])
}

private enum EnglishOnlyText: String, StringKey {
    case title
    static let table = StringTable<EnglishOnlyText>([.title: "Title"])
}

@Suite("assertTablesComplete")
struct StringTableCheckTests {
    @Test("complete tables pass, the sample app's included")
    func complete() {
        assertTablesComplete([CompleteText.self, SampleText.self], languages: [.english, .german])
    }

    @Test("a planted missing key fails the test, naming table, language and key")
    func plantedMissingKeyFails() {
        #expect(
            tableCompletenessProblems([CompleteText.self, PlantedText.self], languages: [.english, .german]) == [
                "table 'PlantedText': language 'de' has no text for key 'count'"
            ])
        withKnownIssue {
            assertTablesComplete([PlantedText.self], languages: [.english, .german])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("'de' has no text for key 'count'") }
        }
    }

    @Test("a table without one of the app's languages fails; so does checking nothing")
    func failsClosed() {
        #expect(
            tableCompletenessProblems([EnglishOnlyText.self], languages: [.english, .german]) == [
                #"table 'EnglishOnlyText': has no language 'de' (it has ["en"])"#
            ])
        #expect(tableCompletenessProblems([], languages: [.english]).count == 1)
        #expect(tableCompletenessProblems([CompleteText.self], languages: []).count == 1)
        withKnownIssue { assertTablesComplete([], languages: [.english]) }
    }
}
