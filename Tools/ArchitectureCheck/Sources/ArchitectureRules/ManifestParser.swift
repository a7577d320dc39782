/// What the architecture check reads from a `Package.swift`, without running it.
///
/// The manifest is read as Swift tokens, not evaluated: entries built from variables or
/// conditions are read in every branch, and names computed at run time are not seen (the
/// source directories and `import` statements still are, so such a package is still checked).
public struct PackageManifest: Sendable, Equatable {
    /// A target declared in the manifest.
    public struct TargetDeclaration: Sendable, Equatable {
        /// The kind of target, from the factory method that declared it.
        public enum Kind: String, Sendable, Equatable {
            /// `.target(...)`
            case regular
            /// `.executableTarget(...)`
            case executable
            /// `.testTarget(...)`
            case test
            /// `.macro(...)`, `.plugin(...)`, `.systemLibrary(...)` or `.binaryTarget(...)`.
            case other
        }

        /// The target (module) name.
        public var name: String
        /// The kind of target.
        public var kind: Kind
        /// The `path:` argument, if given.
        public var path: String?
        /// Names from the `dependencies:` list: target names, and product names of `.product`.
        public var dependencies: [Reference]
        /// The line the declaration starts on.
        public var line: Int

        /// Creates a target declaration.
        public init(name: String, kind: Kind, path: String? = nil, dependencies: [Reference] = [], line: Int) {
            self.name = name
            self.kind = kind
            self.path = path
            self.dependencies = dependencies
            self.line = line
        }
    }

    /// A name in a manifest, with the line it appears on.
    public struct Reference: Sendable, Equatable {
        /// The name (a target or product name, or a package path).
        public var name: String
        /// The 1-based line.
        public var line: Int

        /// Creates a reference.
        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }

    /// The `name:` of the `Package(...)`.
    public var packageName: String?
    /// Product name to the targets it contains.
    public var products: [String: [String]]
    /// The targets, in declaration order.
    public var targets: [TargetDeclaration]
    /// Every `.package(path:)` entry, as written (relative to the package's directory).
    public var pathDependencies: [Reference]

    /// Creates a manifest description.
    public init(
        packageName: String? = nil,
        products: [String: [String]] = [:],
        targets: [TargetDeclaration] = [],
        pathDependencies: [Reference] = []
    ) {
        self.packageName = packageName
        self.products = products
        self.targets = targets
        self.pathDependencies = pathDependencies
    }
}

/// Reads a ``PackageManifest`` from the text of a `Package.swift`.
public enum ManifestParser {
    private static let targetKinds: [String: PackageManifest.TargetDeclaration.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test,
        "macro": .other, "plugin": .other, "systemLibrary": .other, "binaryTarget": .other,
    ]

    /// Parses a manifest. Never fails; what cannot be read is left out.
    public static func parse(_ source: String) -> PackageManifest {
        let tokens = SwiftLexer.tokenize(source)
        var manifest = PackageManifest()
        let dependencyLists = dependencyListRanges(in: tokens)

        var index = 0
        while index < tokens.count {
            // `Package(` ... `name: "X"`
            if manifest.packageName == nil, tokens[index].identifier == "Package",
                index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
            {
                let close = matchingClose(in: tokens, openAt: index + 1)
                manifest.packageName = labelledString("name", in: tokens, from: index + 2, to: close)
            }
            // `.call(` forms
            guard tokens[index].isPunctuation("."), index + 2 < tokens.count,
                let call = tokens[index + 1].identifier, tokens[index + 2].isPunctuation("(")
            else {
                index += 1
                continue
            }
            let open = index + 2
            let close = matchingClose(in: tokens, openAt: open)
            let insideDependencyList = dependencyLists.contains { $0.contains(index) }
            if call == "package" {
                if let path = labelledStringToken("path", in: tokens, from: open + 1, to: close),
                    let value = path.stringValue
                {
                    manifest.pathDependencies.append(.init(name: value, line: path.line))
                }
            } else if call == "library" || call == "executable", !insideDependencyList {
                if let name = labelledString("name", in: tokens, from: open + 1, to: close) {
                    let targets = labelledList("targets", in: tokens, from: open + 1, to: close)
                    manifest.products[name] = targets.map(\.name)
                }
            } else if let kind = targetKinds[call], !insideDependencyList,
                let name = labelledString("name", in: tokens, from: open + 1, to: close)
            {
                manifest.targets.append(
                    .init(
                        name: name,
                        kind: kind,
                        path: labelledString("path", in: tokens, from: open + 1, to: close),
                        dependencies: labelledList("dependencies", in: tokens, from: open + 1, to: close),
                        line: tokens[index].line
                    ))
            }
            index += 1
        }
        return manifest
    }

    /// The token ranges of every `dependencies: [ ... ]` list, where `.target(name:)` is a
    /// reference and not a declaration.
    private static func dependencyListRanges(in tokens: [Token]) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var index = 0
        while index + 2 < tokens.count {
            if tokens[index].identifier == "dependencies", tokens[index + 1].isPunctuation(":"),
                tokens[index + 2].isPunctuation("[")
            {
                ranges.append((index + 2)...matchingClose(in: tokens, openAt: index + 2))
            }
            index += 1
        }
        return ranges
    }

    /// The index of the bracket closing the one at `open`, or the last index if unbalanced.
    static func matchingClose(in tokens: [Token], openAt open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return max(tokens.count - 1, open)
    }

    /// The string token after `label:` at the top level of `tokens[from..<to]`.
    private static func labelledStringToken(_ label: String, in tokens: [Token], from: Int, to: Int) -> Token? {
        var index = from
        var depth = 0
        while index + 2 <= to, index + 2 < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            if depth == 0, token.identifier == label, tokens[index + 1].isPunctuation(":"),
                tokens[index + 2].stringValue != nil
            {
                return tokens[index + 2]
            }
            index += 1
        }
        return nil
    }

    private static func labelledString(_ label: String, in tokens: [Token], from: Int, to: Int) -> String? {
        labelledStringToken(label, in: tokens, from: from, to: to)?.stringValue
    }

    /// The names in the list after `label: [` at the top level of `tokens[from..<to]`: plain
    /// strings, and the `name:` of `.product(...)`, `.target(...)` and `.byName(...)` entries.
    private static func labelledList(
        _ label: String, in tokens: [Token], from: Int, to: Int
    ) -> [PackageManifest.Reference] {
        var index = from
        var depth = 0
        while index + 2 <= to, index + 2 < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            if depth == 0, token.identifier == label, tokens[index + 1].isPunctuation(":"),
                tokens[index + 2].isPunctuation("[")
            {
                return listEntries(in: tokens, open: index + 2)
            }
            index += 1
        }
        return []
    }

    private static func listEntries(in tokens: [Token], open: Int) -> [PackageManifest.Reference] {
        let close = matchingClose(in: tokens, openAt: open)
        var entries: [PackageManifest.Reference] = []
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if let value = token.stringValue {
                entries.append(.init(name: value, line: token.line))
                index += 1
            } else if token.isPunctuation("."), index + 2 < close, let call = tokens[index + 1].identifier,
                tokens[index + 2].isPunctuation("(")
            {
                let callClose = matchingClose(in: tokens, openAt: index + 2)
                if ["product", "target", "byName"].contains(call),
                    let name = labelledStringToken("name", in: tokens, from: index + 3, to: callClose),
                    let value = name.stringValue
                {
                    entries.append(.init(name: value, line: name.line))
                }
                index = callClose + 1
            } else if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                index = matchingClose(in: tokens, openAt: index) + 1
            } else {
                index += 1
            }
        }
        return entries
    }
}
