/// The per-file rule: a view model knows no view and no navigation API, so a view-model file
/// imports neither the UI module nor the navigation module (nor the command line).
enum ViewModelRule {
    /// The modules a view-model file may not import.
    static let forbidden: Set<String> = ["NanoUI", "NanoNavigation", "NanoCLI"]

    /// Whether the file at `path` holding `source` is a view-model file: its name ends in
    /// `ViewModel.swift`, or it declares a class inheriting from `AbstractViewModel` or a type
    /// conforming to `ViewModelType` (in code, not in comments or strings).
    static func isViewModelFile(path: String, source: String) -> Bool {
        if path.hasSuffix("ViewModel.swift") { return true }
        let tokens = SwiftLexer.tokenize(source)
        for index in tokens.indices {
            guard let word = tokens[index].identifier, ["class", "struct", "enum", "actor"].contains(word) else {
                continue
            }
            // `class Name<...>: A, B {`: the names between the colon and the opening brace.
            var position = index + 1
            var depth = 0
            var sawColon = false
            while position < tokens.count {
                let token = tokens[position]
                if token.isPunctuation("<") { depth += 1 }
                if token.isPunctuation(">") { depth -= 1 }
                if token.isPunctuation("{") && depth <= 0 { break }
                if token.isPunctuation(":") && depth == 0 { sawColon = true }
                if sawColon, let name = token.identifier, name == "AbstractViewModel" || name == "ViewModelType" {
                    return true
                }
                position += 1
            }
        }
        return false
    }
}

extension RuleContext {
    /// Every Swift file of a production (non-test) module, with its source, sorted by path.
    func productionSwiftFiles(in tree: RepositoryTree) -> [(path: String, source: String)] {
        let modules = repository.packages.flatMap(\.modules).filter { !$0.isTest }
        return tree.files.sorted(by: { $0.key < $1.key }).filter { path, _ in
            path.hasSuffix(".swift") && modules.contains { RepositoryPath.isInside(path, folder: $0.folder) }
        }.map { (path: $0.key, source: $0.value) }
    }

    /// Every forbidden import in a view-model file of a production module.
    func viewModelViolations(in tree: RepositoryTree) -> [Violation] {
        var violations: [Violation] = []
        for (path, source) in productionSwiftFiles(in: tree)
        where ViewModelRule.isViewModelFile(path: path, source: source) {
            for statement in ImportScanner.imports(in: source) where ViewModelRule.forbidden.contains(statement.module)
            {
                violations.append(
                    Violation(
                        rule: .viewModelImports, location: "\(path):\(statement.line)",
                        message: "view-model file imports \(statement.module): a view model knows no view and "
                            + "no navigation API; it imports NanoCore and NanoReactive (and its services)"))
            }
        }
        return violations
    }
}
