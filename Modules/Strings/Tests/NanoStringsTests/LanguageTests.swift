import NanoStrings
import Testing

@Suite("Choosing a language")
struct LanguageTests {
    @Test(
        "tags and POSIX names give their language",
        arguments: [
            ("de", "de"), ("DE", "de"), ("de-CH", "de"), ("de_DE", "de"), ("de_DE.UTF-8", "de"),
            ("de_DE@euro", "de"), ("en-GB", "en"), ("gsw", "gsw"), ("zh-Hant-TW", "zh"),
        ])
    func parses(tag: String, code: String) {
        #expect(Language(tag)?.code == code)
    }

    @Test(
        "what names no language is nil", arguments: ["", "C", "POSIX", "C.UTF-8", "*", "d", "deut", "d3", "-de", "ü"])
    func refuses(tag: String) {
        #expect(Language(tag) == nil)
    }

    @Test("LC_ALL, then LC_MESSAGES, then LANG: the first set decides")
    func environment() {
        let both: [Language] = [.english, .german]
        #expect(Language.preferred(environment: ["LANG": "de_DE.UTF-8"], supported: both) == .german)
        #expect(Language.preferred(environment: ["LC_MESSAGES": "de_AT", "LANG": "en_US"], supported: both) == .german)
        #expect(
            Language.preferred(
                environment: ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "de", "LANG": "de"], supported: both)
                == .english)
        #expect(Language.preferred(environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"], supported: both) == .german)
        #expect(Language.preferred(environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"], supported: both) == nil)
        #expect(Language.preferred(environment: ["LANG": "fr_FR.UTF-8"], supported: both) == nil)
        #expect(Language.preferred(environment: [:], supported: both) == nil)
    }

    @Test("Accept-Language: the highest quality the app supports wins")
    func acceptLanguage() {
        let both: [Language] = [.english, .german]
        func pick(_ header: String?) -> String? {
            Language.negotiated(acceptLanguage: header, supported: both)?.code
        }
        #expect(pick("de-DE,de;q=0.9,en;q=0.8") == "de")
        #expect(pick("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") == "en")
        #expect(pick("en;q=0.5, de;q=0.9") == "de")
        #expect(pick("en;q=0.9, de;q=0.9") == "en")
        #expect(pick("fr, ja;q=0.5") == nil)
        #expect(pick("fr, *;q=0.1") == "en")
        #expect(pick("en;q=0, *") == "de")
        #expect(pick("de;q=0") == nil)
        #expect(pick("de;q=2, en;q=abc, en;q=0.5") == "en")
        #expect(pick("de;Q=0.4;level=1 , EN;q=0.3") == "de")
        #expect(pick("") == nil)
        #expect(pick(nil) == nil)
        #expect(pick(",,;;=, ;q=") == nil)
        #expect(pick(String(repeating: "x-y;q=0.1,", count: 2_000) + "de") == "de")
    }
}
