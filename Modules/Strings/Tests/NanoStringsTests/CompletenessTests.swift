import NanoStrings
import Testing

@Suite("Table completeness")
struct CompletenessTests {
    @Test("a complete table has no problem")
    func complete() {
        #expect(GreetingText.table.problems.isEmpty)
        #expect(GreetingText.tableProblems.isEmpty)
    }

    @Test("a key missing from German, and a placeholder it lacks, are problems")
    func plantedMissingKey() {
        #expect(
            BrokenText.table.problems == [
                .missingKey(table: "BrokenText", language: .german, key: "farewell"),
                .placeholderMismatch(table: "BrokenText", language: .german, key: "page", base: [1, 2], found: [1]),
            ])
        #expect(
            BrokenText.table.problems.map(\.description) == [
                "table 'BrokenText': language 'de' has no text for key 'farewell'",
                "table 'BrokenText': language 'de' key 'page' has placeholders {1}, the base has {1} {2}",
            ])
    }

    @Test("a key only a translation has, and a key written twice, are problems")
    func extraAndRepeatedKeys() {
        #expect(
            LopsidedText.table.problems == [
                .repeatedKey(table: "LopsidedText", language: .english, key: "title"),
                .missingFromBase(table: "LopsidedText", base: .english, key: "extra", in: [.german]),
            ])
        #expect(
            LopsidedText.table.problems.last?.description
                == "table 'LopsidedText': the base language 'en' has no text for key 'extra' (which 'de' has: no table may have a key the base lacks)"
        )
    }

    @Test("a language given twice is a problem; the first is kept")
    func repeatedLanguage() {
        enum Twice: String, StringKey {
            case a
            static let table = StringTable<Twice>([.a: "A"], translations: [.german: [.a: "Ä"], .german: [.a: "Ö"]])
        }
        #expect(Twice.table.problems == [.repeatedLanguage(table: "Twice", language: .german)])
        #expect(Strings<Twice>(.german)[.a] == "Ä")
    }
}
