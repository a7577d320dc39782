import Foundation
import SwiftParser
import SwiftSyntax

/// One `import` declaration found in a Swift source file.
public struct ImportStatement: Sendable, Equatable, Codable {
    /// The imported module (the first component of `import Foo.Bar`).
    public var module: String
    /// The 1-based line of the module name.
    public var line: Int
    /// Whether the import is `@testable`. A testable import counts as an import all the same.
    public var isTestable: Bool
    /// Whether the import is the fallback for platforms without FoundationEssentials: written
    /// directly in the `#else` of `#if canImport(FoundationEssentials)` (with no `#elseif`) or
    /// in `#if !canImport(FoundationEssentials)`, so that Linux builds never take it.
    public var isEssentialsFallback: Bool

    /// Creates an import statement.
    public init(module: String, line: Int, isTestable: Bool = false, isEssentialsFallback: Bool = false) {
        self.module = module
        self.line = line
        self.isTestable = isTestable
        self.isEssentialsFallback = isEssentialsFallback
    }
}

/// A class whose superclass is `AbstractViewModel` (bare, generic or module-qualified).
public struct ViewModelClass: Sendable, Equatable, Codable {
    /// The class's name.
    public var name: String
    /// The line of its `class` keyword.
    public var line: Int
    /// Whether its body declares `override func transform` (in any `#if` branch, not in a
    /// nested type); Swift allows no override in an extension.
    public var overridesTransform: Bool

    /// Creates a view-model class description.
    public init(name: String, line: Int, overridesTransform: Bool) {
        self.name = name
        self.line = line
        self.overridesTransform = overridesTransform
    }
}

/// A declaration's name and the line of its name.
public struct NamedLine: Sendable, Equatable, Codable {
    /// The declared name.
    public var name: String
    /// Its 1-based line.
    public var line: Int

    /// Creates a named line.
    public init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

/// What the architecture rules need to know of one Swift file, read in one pass over the
/// syntax tree that swift-syntax's parser builds.
///
/// Every `#if` branch is read: the check cannot know which branch a build takes, so it holds
/// all of them to the rules. Text in comments and string literals is never code. Source the
/// parser cannot make sense of yields what it could recognise, never a crash.
public struct SourceFacts: Sendable, Equatable, Codable {
    /// The `import` declarations, in source order, whatever their attributes (`@testable`,
    /// `@_exported`, `@preconcurrency`, `@_spi(X)`), access modifier or kind
    /// (`import struct A.B`).
    public var imports: [ImportStatement]
    /// The `AbstractViewModel` subclasses, nested ones included, in source order.
    public var viewModelClasses: [ViewModelClass]
    /// Whether a class, struct, enum, actor or extension in the file inherits from
    /// `AbstractViewModel` or conforms to `ViewModelType` (an associated type's or a
    /// protocol's constraint does not count).
    public var declaresViewModel: Bool

    /// The string literals written where a route pattern or link goes (see
    /// ``RouteLiteral``), in source order.
    public var routeLiterals: [RouteLiteral]

    /// The types declared conforming to `StringKey` (a string table's keys), with their lines.
    public var stringKeyTypes: [NamedLine]
    /// The types named `X.self` in the arguments of an `assertTablesComplete(...)` call: the
    /// string tables the file's tests check.
    public var checkedStringTables: [String]

    /// Parses `source` and collects its facts.
    public init(source: String) {
        let syntax = Parser.parse(source: source)
        let collector = FactCollector(converter: SourceLocationConverter(fileName: "", tree: syntax))
        collector.walk(syntax)
        imports = collector.imports
        viewModelClasses = collector.viewModelClasses
        declaresViewModel = collector.declaresViewModel
        routeLiterals = collector.routeLiterals
        stringKeyTypes = collector.stringKeyTypes
        checkedStringTables = collector.checkedStringTables
    }

    /// The facts of every Swift file in `tree`, by path. Files are parsed on all cores; with
    /// a `cache`, a file whose text it already knows is not parsed again, and the cache is
    /// then rewritten with the facts of exactly the files read.
    public static func all(in tree: RepositoryTree, cache: FactsCache? = nil) -> [String: SourceFacts] {
        let known = cache?.load() ?? [:]
        let sources = tree.files.filter { $0.key.hasSuffix(".swift") || $0.key.hasSuffix(".swift.tmpl") }.map {
            path, text in
            (path: path, text: text, key: PackageDescriber.fnv1a(text))
        }
        let missing = sources.indices.filter { known[sources[$0].key] == nil }
        let results = Slots<SourceFacts>(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: missing.count) { index in
            let source = sources[missing[index]]
            results.set(missing[index], SourceFacts(source: source.text))
        }
        var facts: [String: SourceFacts] = [:]
        var byKey: [String: SourceFacts] = [:]
        for (index, source) in sources.enumerated() {
            guard let found = known[source.key] ?? results.value(at: index) else { continue }
            facts[source.path] = found
            byKey[source.key] = found
        }
        if let cache, !missing.isEmpty || byKey.count != known.count { cache.store(byKey) }
        return facts
    }

    /// Whether an inherited type names `wanted`: `Name`, `Name<...>` or `Module.Name`.
    static func names(_ type: TypeSyntax, _ wanted: String) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == wanted }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text == wanted }
        return false
    }

    /// Whether `members` declare `override func transform` at their own level, in any `#if`
    /// branch.
    static func overridesTransform(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { item in
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                return function.name.text == "transform"
                    && function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            }
            if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.contains { clause in
                    guard case .decls(let nested) = clause.elements else { return false }
                    return overridesTransform(nested)
                }
            }
            return false
        }
    }
}

/// Facts already parsed, by the FNV-1a hash of a file's text, in one JSON file. The file's name
/// carries a stamp of the checker that wrote it (its executable's size and modification time),
/// so a rebuilt checker, whose parsing may differ, never reads an older one's facts.
public struct FactsCache: Sendable {
    /// The cache file.
    public var file: URL

    /// A cache in `directory` for the checker identified by `stamp`.
    public init(directory: URL, stamp: String) {
        file = directory.appendingPathComponent("facts-\(stamp).json")
    }

    /// A stamp for the running executable (size and modification time), or `nil` when it
    /// cannot be found: then no cache should be used.
    public static func executableStamp() -> String? {
        // /proc/self/exe is a link whose own attributes are the process's, not the file's.
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
        guard let path,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber,
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(size.int64Value)-\(Int64(modified.timeIntervalSince1970 * 1000))"
    }

    func load() -> [String: SourceFacts] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: SourceFacts].self, from: data)) ?? [:]
    }

    /// Writes the facts whole, then renames: a concurrent run never reads half a file. Older
    /// checkers' files in the folder are removed. A cache that cannot be written only costs the
    /// next run its parsing.
    func store(_ facts: [String: SourceFacts]) {
        let directory = file.deletingLastPathComponent()
        let fileManager = FileManager.default
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        where name.hasPrefix("facts-") && name != file.lastPathComponent {
            try? fileManager.removeItem(at: directory.appendingPathComponent(name))
        }
        guard let data = try? JSONEncoder().encode(facts) else { return }
        let temporary = directory.appendingPathComponent(".facts-\(UUID().uuidString)")
        if (try? data.write(to: temporary)) != nil, rename(temporary.path, file.path) != 0 {
            try? fileManager.removeItem(at: temporary)
        }
    }
}

private final class FactCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var imports: [ImportStatement] = []
    private(set) var viewModelClasses: [ViewModelClass] = []
    private(set) var declaresViewModel = false
    private(set) var routeLiterals: [RouteLiteral] = []
    private(set) var stringKeyTypes: [NamedLine] = []
    private(set) var checkedStringTables: [String] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// Whether the innermost `#if` around `node` makes it the FoundationEssentials fallback
    /// (see ``ImportStatement/isEssentialsFallback``). Only the two exact spellings count.
    private static func isEssentialsFallback(_ node: ImportDeclSyntax) -> Bool {
        var current = Syntax(node).parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self),
                let clauses = clause.parent?.as(IfConfigClauseListSyntax.self)
            {
                let condition = clause.condition?.trimmedDescription.filter { !$0.isWhitespace }
                if condition == "!canImport(FoundationEssentials)" { return true }
                let first = clauses.first?.condition?.trimmedDescription.filter { !$0.isWhitespace }
                return clause.poundKeyword.tokenKind == .poundElse && clauses.count == 2
                    && first == "canImport(FoundationEssentials)"
            }
            current = syntax.parent
        }
        return false
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // `import` with no module name parses with a missing token; a backtick-escaped name
        // is no Nano module.
        guard let first = node.path.first, first.name.presence == .present,
            !first.name.text.isEmpty, !first.name.text.hasPrefix("`")
        else { return .skipChildren }
        let isTestable = node.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
        }
        imports.append(
            ImportStatement(
                module: first.name.text, line: line(of: first), isTestable: isTestable,
                isEssentialsFallback: Self.isEssentialsFallback(node)))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // Swift names the superclass first in the inheritance clause.
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type,
            SourceFacts.names(superclass, "AbstractViewModel")
        {
            viewModelClasses.append(
                ViewModelClass(
                    name: node.name.text, line: line(of: node.classKeyword),
                    overridesTransform: SourceFacts.overridesTransform(node.memberBlock.members)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String? =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if callee == "assertTablesComplete" {
            checkedStringTables += TypeReferences.named(in: node.arguments)
        }
        for (index, argument) in node.arguments.enumerated() {
            guard let literal = argument.expression.as(StringLiteralExprSyntax.self) else { continue }
            let isRoute: Bool
            if let label = argument.label?.text {
                isRoute = RouteLiteral.labels.contains(label)
            } else {
                isRoute = index == 0 && callee.map(RouteLiteral.callees.contains) == true
            }
            if isRoute {
                routeLiterals.append(RouteLiteral(literal: literal.segments.description, line: line(of: literal)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
        let owner = node.parent?.kind
        if node.inheritedTypes.contains(where: { SourceFacts.names($0.type, "StringKey") }) {
            if let declaration = node.parent?.asProtocol((any NamedDeclSyntax).self),
                [.structDecl, .enumDecl, .classDecl].contains(owner)
            {
                stringKeyTypes.append(NamedLine(name: declaration.name.text, line: line(of: declaration.name)))
            } else if let extended = node.parent?.as(ExtensionDeclSyntax.self) {
                stringKeyTypes.append(
                    NamedLine(name: extended.extendedType.trimmedDescription, line: line(of: extended.extendedType)))
            }
        }
        let isTypeOrExtension = [.classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl].contains(owner)
        if isTypeOrExtension,
            node.inheritedTypes.contains(where: {
                SourceFacts.names($0.type, "AbstractViewModel") || SourceFacts.names($0.type, "ViewModelType")
            })
        {
            declaresViewModel = true
        }
        return .skipChildren
    }
}
