import NanoStrings

/// A complete table: English base, German translation, one text with two arguments.
enum GreetingText: String, StringKey {
    case hello, farewell, page

    static let table = StringTable<GreetingText>(
        [.hello: "Hello, {1}", .farewell: "Goodbye", .page: "Page {1} of {2}"],
        translations: [.german: [.hello: "Hallo, {1}", .farewell: "Auf Wiedersehen", .page: "Seite {1} von {2}"]])
}

/// A German translation that lacks `farewell` (the planted missing key) and swaps a placeholder.
enum BrokenText: String, StringKey {
    case hello, farewell, page

    static let table = StringTable<BrokenText>(
        [.hello: "Hello, {1}", .farewell: "Goodbye", .page: "Page {1} of {2}"],
        translations: [.german: [.hello: "Hallo, {1}", .page: "Seite {1}"]])
}

/// A base that lacks a key German has, and a key written twice.
enum LopsidedText: String, StringKey {
    case title, extra

    static let table = StringTable<LopsidedText>(
        [.title: "Title", .title: "Again"],
        translations: [.german: [.title: "Titel", .extra: "Nur auf Deutsch"]])
}
