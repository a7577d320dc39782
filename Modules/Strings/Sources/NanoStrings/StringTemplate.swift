/// Fills a text's numbered placeholders: `{1}` is the first argument, `{2}` the second, in any
/// order the language needs (`"{2} von {1}"`).
///
/// Safe whatever the call gives: a placeholder with no argument stays as written (`{2}`),
/// an argument with no placeholder is ignored, and anything else in braces (`{x}`, `{}`,
/// `{0}`, a lone `{`) is text. The arguments are inserted as they are: their own braces are
/// never read as placeholders.
public enum StringTemplate {
    /// `template` with each `{n}` (n ≥ 1) replaced by `arguments[n - 1]` where there is one.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let (number, end) = placeholder(at: after), number <= arguments.count {
                result += arguments[number - 1]
                rest = after[end...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }

    /// The placeholder numbers `template` uses, ascending, each once (`[1, 2]`).
    public static func placeholders(in template: String) -> [Int] {
        var numbers = Set<Int>()
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            if let (number, end) = placeholder(at: rest) {
                numbers.insert(number)
                rest = rest[end...]
            }
        }
        return numbers.sorted()
    }

    /// The number of a placeholder whose `{` is just before `text`, and where it ends (after
    /// the `}`): one to three digits, not starting with 0.
    private static func placeholder(at text: Substring) -> (Int, Substring.Index)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count), digits.first != "0", digits.endIndex < text.endIndex,
            text[digits.endIndex] == "}", let number = Int(digits)
        else { return nil }
        return (number, text.index(after: digits.endIndex))
    }
}
