/// A language an app shows its text in, named by its ISO 639 code (`en`, `de`): the primary
/// subtag of a BCP 47 tag (`de-CH`) or of a POSIX locale name (`de_DE.UTF-8`), lowercased.
///
/// Regions and scripts are not told apart: `de-AT` and `de_CH.UTF-8` are both German, and a
/// table has one German. Not Foundation's `Locale` (corelibs Foundation, which the apps `nvc`
/// links do not use): a value that only names the language.
///
/// ```swift
/// Language("de_DE.UTF-8")   // de
/// Language("en-GB")         // en
/// Language("C")             // nil: the POSIX locale names no language
/// ```
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The lowercase ISO 639 code, two or three ASCII letters (`de`).
    public let code: String

    /// English, `en`: the base language of the framework's and the demo app's tables.
    public static let english = Language(checkedCode: "en")
    /// German, `de`.
    public static let german = Language(checkedCode: "de")

    /// The language `tag` names, or `nil` when it names none.
    ///
    /// `tag` is a BCP 47 tag (`de`, `de-CH`, `DE`) or a POSIX locale name (`de_DE`,
    /// `de_DE.UTF-8`, `de_DE@euro`); its first subtag must be two or three ASCII letters. `C`,
    /// `POSIX`, `*`, the empty string and anything else return `nil`.
    public init?(_ tag: some StringProtocol) {
        let name = tag.prefix { $0 != "." && $0 != "@" }
        let primary = name.prefix { $0 != "-" && $0 != "_" }
        guard (2...3).contains(primary.utf8.count), primary.utf8.allSatisfy(Self.isASCIILetter) else { return nil }
        self.init(checkedCode: primary.lowercased())
    }

    private init(checkedCode: String) { code = checkedCode }

    /// The code (`de`): what `<html lang>`, `--locale` and the JSON output show.
    public var description: String { code }

    /// Orders by code, so lists of languages read the same on every run.
    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.code < rhs.code }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte)
    }
}
