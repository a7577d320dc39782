/// The module layers, read from the fenced ` ```layers ` block of docs/architecture.md.
///
/// Each non-empty line of the block is one layer, lowest first: module names separated by
/// commas, `#` starting a comment. Two words stand for groups: `features` (every feature
/// module: a module of a package under Features/, or any module named `<X>Feature`) and `app`
/// (every module of the root package). Two kinds of lines are not layers:
///
/// - `allow A -> B` lets module A depend on module B although B is not in a lower layer.
/// - `test-support: A, B` names modules that any test target may import (such as NanoTesting).
///
/// A module may only depend on modules in lower layers.
public struct LayerSpec: Sendable, Equatable {
    /// The group word for feature modules.
    public static let featuresToken = "features"
    /// The group word for the root package's modules.
    public static let appToken = "app"
    /// The group word for interface modules (`Interfaces/<Name>`, module `<Name>Interface`).
    public static let interfacesToken = "interfaces"
    /// The group words, which stand for modules rather than name one.
    public static let groupTokens: Set<String> = [featuresToken, appToken, interfacesToken]

    /// The layers, lowest first; each holds module names or a group word.
    public var layers: [[String]]
    /// Explicitly allowed dependencies that the layers alone would forbid.
    public var allowed: Set<Edge>
    /// Modules every test target may import.
    public var testSupport: Set<String>

    /// A dependency from one module to another.
    public struct Edge: Sendable, Hashable, CustomStringConvertible {
        /// The depending module.
        public var from: String
        /// The module depended on.
        public var to: String

        /// Creates an edge.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        /// `from -> to`
        public var description: String { "\(from) -> \(to)" }
    }

    /// A line of the block that could not be read.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line in the document.
        public var line: Int
        /// What is wrong.
        public var message: String

        /// Creates a parse error.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        /// The message.
        public var description: String { message }
    }

    /// Creates a layer specification.
    public init(layers: [[String]], allowed: Set<Edge> = [], testSupport: Set<String> = []) {
        self.layers = layers
        self.allowed = allowed
        self.testSupport = testSupport
    }

    /// The layer of a module listed by name, or of a group word.
    public func layer(ofListed name: String) -> Int? {
        layers.firstIndex { $0.contains(name) }
    }

    /// Whether `name` is listed by name (not through a group word).
    public func lists(_ name: String) -> Bool {
        !Self.groupTokens.contains(name) && layer(ofListed: name) != nil
    }

    /// Every module listed by name.
    public var listedModules: Set<String> {
        Set(layers.joined().filter { !Self.groupTokens.contains($0) })
    }

    /// Reads the first ` ```layers ` block of a Markdown document.
    ///
    /// - Returns: the specification, or `nil` when the document has no such block.
    /// - Throws: ``ParseError`` for a malformed line, a module listed twice, or an empty block.
    public static func parse(markdown: String) throws(ParseError) -> LayerSpec? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let fence = lines.firstIndex(where: { trimmed($0) == "```layers" }) else { return nil }
        var spec = LayerSpec(layers: [])
        var seen: [String: Int] = [:]
        var closed = false
        for number in (fence + 1)..<lines.count {
            let documentLine = number + 1
            var text = lines[number]
            if trimmed(text).hasPrefix("```") {
                closed = true
                break
            }
            if let comment = text.firstIndex(of: "#") { text = String(text[..<comment]) }
            text = trimmed(text)
            if text.isEmpty { continue }
            if text.hasPrefix("allow") {
                try spec.parseAllow(text, line: documentLine)
                continue
            }
            if text.hasPrefix("test-support:") {
                let names = try names(in: String(text.dropFirst("test-support:".count)), line: documentLine)
                spec.testSupport.formUnion(names)
                continue
            }
            let names = try names(in: text, line: documentLine)
            for name in names {
                if let first = seen[name] {
                    throw ParseError(line: documentLine, message: "'\(name)' is already in the layer on line \(first)")
                }
                seen[name] = documentLine
            }
            spec.layers.append(names)
        }
        guard closed else { throw ParseError(line: fence + 1, message: "the layers block is not closed with ```") }
        guard !spec.layers.isEmpty else {
            throw ParseError(line: fence + 1, message: "the layers block lists no layer")
        }
        return spec
    }

    private mutating func parseAllow(_ text: String, line: Int) throws(ParseError) {
        var rest = String(text.dropFirst("allow".count))
        if rest.hasPrefix(":") { rest.removeFirst() }
        let parts = rest.components(separatedBy: "->").map(Self.trimmed)
        guard parts.count == 2, Self.isName(parts[0]), Self.isName(parts[1]) else {
            throw ParseError(line: line, message: "expected 'allow ModuleA -> ModuleB', found '\(text)'")
        }
        allowed.insert(Edge(from: parts[0], to: parts[1]))
    }

    private static func names(in text: String, line: Int) throws(ParseError) -> [String] {
        let names = text.split(separator: ",").map { trimmed(String($0)) }
        for name in names where !isName(name) {
            throw ParseError(line: line, message: "'\(name)' is not a module name")
        }
        return names
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
