import NanoStrings
import Testing

@Suite("Looking texts up")
struct LookupTests {
    @Test("a key shows its language's text")
    func lookup() {
        #expect(Strings<GreetingText>(.english)[.farewell] == "Goodbye")
        #expect(Strings<GreetingText>(.german)[.farewell] == "Auf Wiedersehen")
    }

    @Test("a language the table lacks shows the base language")
    func unknownLanguageFallsBack() throws {
        let french = try #require(Language("fr"))
        #expect(Strings<GreetingText>(french)[.farewell] == "Goodbye")
        #expect(Strings<GreetingText>(french)(.hello, "Ada") == "Hello, Ada")
    }

    @Test("a key a translation lacks shows the base text, one the base lacks its raw value")
    func missingKeysFallBack() {
        #expect(Strings<BrokenText>(.german)[.farewell] == "Goodbye")
        #expect(Strings<LopsidedText>(.english)[.extra] == "extra")
        #expect(Strings<LopsidedText>(.german)[.extra] == "Nur auf Deutsch")
    }

    @Test("a key written twice shows the first text")
    func repeatedKeyKeepsTheFirst() {
        #expect(Strings<LopsidedText>(.english)[.title] == "Title")
    }

    @Test("arguments fill numbered placeholders, in the order the language writes them")
    func arguments() {
        #expect(Strings<GreetingText>(.german)(.hello, "Ada") == "Hallo, Ada")
        #expect(Strings<GreetingText>(.english)(.page, 2, 10) == "Page 2 of 10")
        #expect(StringTemplate.fill("{2} von {1}", ["a", "b"]) == "b von a")
    }

    @Test("a missing argument leaves its placeholder, an extra one is ignored, nothing stops")
    func argumentMismatch() {
        #expect(Strings<GreetingText>(.english)(.page, 2) == "Page 2 of {2}")
        #expect(Strings<GreetingText>(.english)(.page) == "Page {1} of {2}")
        #expect(Strings<GreetingText>(.english)(.hello, "Ada", "extra", 3) == "Hello, Ada")
        #expect(Strings<GreetingText>(.english)[.hello] == "Hello, {1}")
    }

    @Test("only {n} with n from 1 is a placeholder; argument text is never read as one")
    func templateEdges() {
        #expect(StringTemplate.fill("{0} {} {x} { {1", ["a"]) == "{0} {} {x} { {1")
        #expect(StringTemplate.fill("{1}{1}", ["{1}"]) == "{1}{1}")
        #expect(StringTemplate.fill("{01} {1000} {12}", Array(repeating: "z", count: 12)) == "{01} {1000} z")
        #expect(StringTemplate.fill("end {", ["a"]) == "end {")
        #expect(StringTemplate.fill("ümlaut {1} ✓", ["é"]) == "ümlaut é ✓")
        #expect(StringTemplate.placeholders(in: "{2} {1} {2} {0} {x}") == [1, 2])
    }

    @Test("a table lists its base first, then its translations by code")
    func languages() {
        #expect(GreetingText.table.languages == [.english, .german])
        #expect(GreetingText.table.has(.hello, in: .german))
        #expect(!BrokenText.table.has(.farewell, in: .german))
    }
}
