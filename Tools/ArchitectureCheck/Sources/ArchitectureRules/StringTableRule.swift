import SwiftSyntax

/// The rule that makes the string-table check fail closed: every `StringKey` type a production
/// module declares (a table of texts) is named in an `assertTablesComplete(...)` call of a test
/// of the same package, so a key missing from one of its languages fails that package's tests.
extension RuleContext {
    /// Every `StringKey` type of a production module that no test of its package checks.
    func uncheckedStringTableViolations() -> [Violation] {
        var violations: [Violation] = []
        for package in repository.packages {
            let tests = package.modules.filter(\.isTest)
            let checked = Set(
                facts.filter { path, _ in tests.contains { RepositoryPath.isInside(path, folder: $0.folder) } }
                    .flatMap(\.value.checkedStringTables))
            for module in package.productionModules {
                let files = facts.filter { RepositoryPath.isInside($0.key, folder: module.folder) }
                for (path, fileFacts) in files.sorted(by: { $0.key < $1.key }) {
                    for table in fileFacts.stringKeyTypes where !checked.contains(table.name) {
                        violations.append(
                            Violation(
                                rule: .stringTableUnchecked, location: "\(path):\(table.line)",
                                message: "\(table.name) is a string table (StringKey) that no test of "
                                    + "\(package.displayName) checks, so a key missing from a language would "
                                    + "pass: call assertTablesComplete([\(table.name).self], languages: ...) "
                                    + "in its tests"))
                    }
                }
            }
        }
        return violations
    }
}

/// Reads `X.self` references out of call arguments.
enum TypeReferences {
    /// The `X` of every `X.self` (or `Module.X.self`) anywhere in `arguments`.
    static func named(in arguments: LabeledExprListSyntax) -> [String] {
        let finder = SelfReferenceFinder(viewMode: .sourceAccurate)
        finder.walk(arguments)
        return finder.names
    }

    private final class SelfReferenceFinder: SyntaxVisitor {
        var names: [String] = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.tokenKind == .keyword(.self), let base = node.base {
                if let reference = base.as(DeclReferenceExprSyntax.self) {
                    names.append(reference.baseName.text)
                } else if let member = base.as(MemberAccessExprSyntax.self) {
                    names.append(member.declName.baseName.text)
                }
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
