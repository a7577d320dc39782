/// How a host picks an app's language from what its platform says the person wants: the POSIX
/// locale variables of a terminal, the `Accept-Language` header of a browser.
///
/// Each answers `nil` when nothing the person asked for is `supported`; the host then uses the
/// app's base language (and says so, or not, as its documentation tells).
extension Language {
    /// The language the POSIX locale variables ask for, if the app supports it.
    ///
    /// As POSIX orders them for messages: the first non-empty of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` decides (`de_DE.UTF-8` is German); a later one is not read when an earlier one is
    /// set, so `LC_ALL=C LANG=de_DE.UTF-8` asks for no language. `nil` when the deciding value
    /// names no language (`C`, `POSIX`) or one that is not `supported`, or none is set.
    public static func preferred(environment: [String: String], supported: [Language]) -> Language? {
        let names = ["LC_ALL", "LC_MESSAGES", "LANG"]
        guard let value = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
            let language = Language(value)
        else { return nil }
        return supported.contains(language) ? language : nil
    }

    /// The language of `supported` an HTTP `Accept-Language` header (RFC 9110, 12.5.4) asks for
    /// most, if any.
    ///
    /// Each range (`de-CH`, `en`, `*`) counts with its quality (`;q=0.8`, 1 when absent; 0
    /// means "not this one"); higher qualities win, and among equal ones the first written.
    /// A range matches the language of its first subtag; `*` matches the first of `supported`
    /// not named elsewhere with q=0. Ranges that are not languages, or whose quality is not a
    /// number from 0 to 1, are skipped; an empty or absent header asks for nothing.
    public static func negotiated(acceptLanguage header: String?, supported: [Language]) -> Language? {
        guard let header else { return nil }
        var ranges: [(language: Language?, quality: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";")
            guard let range = parts.first.map({ $0.trimmingASCIISpaces() }), !range.isEmpty,
                let quality = quality(parts.dropFirst())
            else { continue }
            if range == "*" {
                ranges.append((nil, quality, order))
            } else if let language = Language(range) {
                ranges.append((language, quality, order))
            }
        }
        let refused = Set(ranges.filter { $0.quality == 0 }.compactMap(\.language))
        let wanted = ranges.filter { $0.quality > 0 }.sorted {
            $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order
        }
        for range in wanted {
            if let language = range.language {
                if supported.contains(language) { return language }
            } else if let any = supported.first(where: { !refused.contains($0) }) {
                return any
            }
        }
        return nil
    }

    /// The `q` parameter among `parameters` (1 without one); `nil` when it is not a number
    /// from 0 to 1 with at most three decimals.
    private static func quality(_ parameters: ArraySlice<Substring>) -> Double? {
        var quality = 1.0
        for parameter in parameters {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingASCIISpaces() }
            guard pair.count == 2, pair[0] == "q" || pair[0] == "Q" else { continue }
            let text = pair[1]
            guard text.utf8.count <= 5, text.utf8.allSatisfy({ (48...57).contains($0) || $0 == 46 }),
                let value = Double(text), (0...1).contains(value)
            else { return nil }
            quality = value
        }
        return quality
    }
}

extension Substring {
    /// Without the spaces and tabs around it (HTTP's optional whitespace).
    fileprivate func trimmingASCIISpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
