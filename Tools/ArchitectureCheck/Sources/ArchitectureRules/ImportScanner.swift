/// One `import` declaration found in a Swift source file.
public struct ImportStatement: Sendable, Equatable {
    /// The imported module (the first component of `import Foo.Bar`).
    public var module: String
    /// The 1-based line of the declaration.
    public var line: Int
    /// Whether the import is `@testable`. A testable import counts as an import all the same.
    public var isTestable: Bool

    /// Creates an import statement.
    public init(module: String, line: Int, isTestable: Bool = false) {
        self.module = module
        self.line = line
        self.isTestable = isTestable
    }
}

/// Finds the `import` declarations of a Swift source file.
///
/// A declaration counts when `import` is the first word of a line after any attributes
/// (`@testable`, `@_exported`, `@preconcurrency`, `@_spi(X)`, ...) and access modifiers, in any
/// `#if` branch. Text in comments and string literals is never an import.
public enum ImportScanner {
    private static let modifiers: Set<String> = [
        "public", "internal", "package", "private", "fileprivate", "open",
    ]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor",
    ]

    /// The imports declared in `source`, in source order.
    public static func imports(in source: String) -> [ImportStatement] {
        let tokens = SwiftLexer.tokenize(source)
        var result: [ImportStatement] = []
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count, tokens[lineEnd].line == tokens[lineStart].line { lineEnd += 1 }
            if let statement = importStatement(in: tokens[lineStart..<lineEnd]) {
                result.append(statement)
            }
            lineStart = lineEnd
        }
        return result
    }

    private static func importStatement(in line: ArraySlice<Token>) -> ImportStatement? {
        var index = line.startIndex
        var isTestable = false
        // Attributes: `@name` optionally followed by a parenthesised argument.
        while index < line.endIndex, line[index].isPunctuation("@") {
            index += 1
            guard index < line.endIndex, let name = line[index].identifier else { return nil }
            if name == "testable" { isTestable = true }
            index += 1
            if index < line.endIndex, line[index].isPunctuation("(") {
                var depth = 0
                while index < line.endIndex {
                    if line[index].isPunctuation("(") { depth += 1 }
                    if line[index].isPunctuation(")") { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
            }
        }
        while index < line.endIndex, let word = line[index].identifier, modifiers.contains(word) {
            index += 1
        }
        guard index < line.endIndex, line[index].identifier == "import" else { return nil }
        index += 1
        if index < line.endIndex, let word = line[index].identifier, importKinds.contains(word) {
            index += 1
        }
        guard index < line.endIndex, let module = line[index].identifier, !module.hasPrefix("`") else {
            return nil
        }
        return ImportStatement(module: module, line: line[index].line, isTestable: isTestable)
    }
}
