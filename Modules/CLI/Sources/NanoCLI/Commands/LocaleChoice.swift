import NanoRuntime
import NanoStrings

/// The language of an `open` or `resume` run: `--locale` when given, else what the POSIX locale
/// variables ask for, else the app's base language (docs/cli.md, "Languages").
enum LocaleChoice {
    /// `--locale`'s language, which must be one of `languages`; without it the language
    /// `LC_ALL`, `LC_MESSAGES` or `LANG` names if the app has it, else the first of `languages`.
    /// - Throws: 64 (`unknownLocale`) when `--locale` names no language, or one the app lacks.
    static func language(option: String?, environment: [String: String], languages: [Language]) throws(AppError)
        -> Language
    {
        let base = languages.first ?? .english
        guard let option else { return Language.preferred(environment: environment, supported: languages) ?? base }
        let known = languages.map(\.code).joined(separator: ", ")
        guard let language = Language(option) else {
            throw AppError(
                .usage, kind: "unknownLocale", "--locale: '\(option)' is not a language tag (languages: \(known))")
        }
        guard languages.contains(language) else {
            throw AppError(
                .usage, kind: "unknownLocale",
                "--locale: the app has no texts in '\(language)' (from '\(option)'; languages: \(known))")
        }
        return language
    }
}
