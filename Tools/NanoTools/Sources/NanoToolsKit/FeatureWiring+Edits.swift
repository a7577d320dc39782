extension FeatureWiring {
    /// The repo-relative path of the manifest ``wireManifest(_:)`` edits.
    public static let manifestPath = "Package.swift"

    /// Adds `"Name",` as the last element of `let features = [ ... ]` (one element a line, the
    /// closing `]` on a line of its own), indented like the element before it; a comma is added
    /// to that element when it had none.
    /// Returns the new text and whether the name was added or was there already; throws
    /// ``FeatureWiringError/unexpectedShape(file:expected:)`` when the list is not there.
    public func wireManifest(_ text: String) throws(FeatureWiringError) -> (String, WiringChange) {
        let shape =
            "a `let features = [` list in Package.swift, one quoted name a line, closed by `]` on a line of its own"
        var lines = Self.lines(of: text)
        guard let declaration = lines.firstIndex(where: { (try? Self.featuresDeclaration.wholeMatch(in: $0)) != nil })
        else { throw .unexpectedShape(file: Self.manifestPath, expected: shape) }
        var open = declaration
        if !Self.trimmed(lines[declaration]).hasSuffix("[") {
            open = declaration + 1
            guard open < lines.count, Self.trimmed(lines[open]) == "[" else {
                throw .unexpectedShape(file: Self.manifestPath, expected: shape)
            }
        }
        var indent = "    "
        var last: Int?
        var close: Int?
        for index in (open + 1)..<lines.count {
            let line = Self.trimmed(lines[index])
            if ["]", "],", "])"].contains(line) {
                close = index
                break
            }
            if line.isEmpty || line.hasPrefix("//") { continue }
            guard let match = try? Self.manifestElement.wholeMatch(in: lines[index]) else {
                throw .unexpectedShape(file: Self.manifestPath, expected: shape)
            }
            if match.output.name == Substring(name) { return (text, .present) }
            indent = String(match.output.indent)
            last = index
        }
        guard let close else { throw .unexpectedShape(file: Self.manifestPath, expected: shape) }
        if let last, let match = try? Self.manifestElement.wholeMatch(in: lines[last]), match.output.comma == nil {
            lines[last] = "\(match.output.indent)\"\(match.output.name)\",\(match.output.gap)\(match.output.rest)"
        }
        lines.insert(indent + manifestEntry, at: close)
        return (lines.joined(separator: "\n"), .added)
    }

    /// `let features = [` or `let features: [String] =` (the list may open on the next line).
    nonisolated(unsafe) static let featuresDeclaration = #/\s*let\s+features\s*(:[^=]*)?=\s*\[?\s*/#
    /// One element of the list: `"Name"`, an optional comma, an optional `// comment`.
    nonisolated(unsafe) static let manifestElement =
        #/(?<indent>\s*)"(?<name>[^"]*)"(?<gap>\s*)(?<comma>,)?(?<rest>\s*(//.*)?)/#

    /// The file's lines, such that joining them with "\n" gives the text back exactly.
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The line without leading and trailing spaces and tabs.
    static func trimmed(_ line: String) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(line.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
