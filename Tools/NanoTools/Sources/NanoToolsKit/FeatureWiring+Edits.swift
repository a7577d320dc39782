/// The two files with a feature wired in, and what wiring changed in each place.
public struct WiredFiles: Sendable, Equatable {
    /// The root Package.swift's text, with the feature in its `features` list.
    public var manifest: String
    /// App/NvcApp/NvcApp.swift's text, with the feature's import and plugin.
    public var app: String
    /// Whether the name was added to the `features` list or was there already.
    public var manifestEntry: WiringChange
    /// Whether the import was added (in alphabetical place among the imports) or was there.
    public var appImport: WiringChange
    /// Whether the plugin line was added (before `return features`) or was there.
    public var appPlugin: WiringChange
}

extension FeatureWiring {
    /// The repo-relative path of the manifest ``wire(manifest:app:)`` edits.
    public static let manifestPath = "Package.swift"
    /// The repo-relative path of the app file ``wire(manifest:app:)`` edits.
    public static let appPath = "App/NvcApp/NvcApp.swift"

    /// Both files with this feature wired in. Throws ``FeatureWiringError/unexpectedShape(file:expected:)``
    /// when either file lacks its place, before anything is changed in either.
    public func wire(manifest: String, app: String) throws(FeatureWiringError) -> WiredFiles {
        let (newManifest, entry) = try wireManifest(manifest)
        let (withImport, importChange) = try wireImport(app)
        let (newApp, pluginChange) = try wirePlugin(withImport)
        return WiredFiles(
            manifest: newManifest, app: newApp, manifestEntry: entry, appImport: importChange,
            appPlugin: pluginChange)
    }

    /// Adds `"Name",` as the last element of `let features = [ ... ]` (one element a line, the
    /// closing `]` on a line of its own), indented like the element before it; a comma is added
    /// to that element when it had none.
    func wireManifest(_ text: String) throws(FeatureWiringError) -> (String, WiringChange) {
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

    /// Adds `import NameFeature` to the imports at the top of the file, before the first import
    /// that sorts after it (or after the last), so a sorted block stays sorted.
    func wireImport(_ text: String) throws(FeatureWiringError) -> (String, WiringChange) {
        var lines = Self.lines(of: text)
        if lines.contains(where: { Self.trimmed($0) == importLine }) { return (text, .present) }
        var imports: [Int] = []
        for (index, line) in lines.enumerated() {
            let trimmed = Self.trimmed(line)
            if trimmed.hasPrefix("import ") {
                imports.append(index)
            } else if !trimmed.isEmpty && !trimmed.hasPrefix("//") {
                break
            }
        }
        guard let lastImport = imports.last else {
            throw .unexpectedShape(file: Self.appPath, expected: "`import` lines at the top of the file")
        }
        let place = imports.first(where: { Self.trimmed(lines[$0]) > importLine }) ?? lastImport + 1
        lines.insert(importLine, at: place)
        return (lines.joined(separator: "\n"), .added)
    }

    /// Adds `features.append(NamePlugin())` before `return features` in `builtInFeatures()`,
    /// indented like that line. A line that already appends `NamePlugin(` (with any arguments)
    /// counts as present.
    func wirePlugin(_ text: String) throws(FeatureWiringError) -> (String, WiringChange) {
        var lines = Self.lines(of: text)
        let existing = "features.append(\(name)Plugin("
        if lines.contains(where: { Self.trimmed($0).hasPrefix(existing) }) { return (text, .present) }
        guard let function = lines.firstIndex(where: { $0.contains("func builtInFeatures(") }),
            let ret = lines[function...].firstIndex(where: { Self.trimmed($0) == "return features" })
        else {
            throw .unexpectedShape(
                file: Self.appPath,
                expected: "a `func builtInFeatures()` that ends in `return features` on a line of its own")
        }
        let indent = lines[ret].prefix(while: { $0 == " " || $0 == "\t" })
        lines.insert(indent + pluginStatement, at: ret)
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
