/// The per-file rule: a view model knows no view and no navigation API, so a view-model file
/// imports neither the UI module nor the navigation module, the feature contract or the
/// composition engine (nor the command line).
enum ViewModelRule {
    /// The modules a view-model file may not import.
    static let forbidden: Set<String> = ["NanoUI", "NanoNavigation", "NanoContract", "NanoComposition", "NanoCLI"]

    /// Whether the file at `path` is a view-model file: its name ends in `ViewModel.swift`, or
    /// it declares a view model (``SourceFacts/declaresViewModel``).
    static func isViewModelFile(path: String, facts: SourceFacts) -> Bool {
        path.hasSuffix("ViewModel.swift") || facts.declaresViewModel
    }
}

extension RuleContext {
    /// Every Swift file of a production (non-test) module, with its facts, sorted by path.
    func productionSwiftFiles() -> [(path: String, facts: SourceFacts)] {
        let modules = repository.packages.flatMap(\.modules).filter { !$0.isTest }
        return facts.sorted(by: { $0.key < $1.key }).filter { path, _ in
            modules.contains { RepositoryPath.isInside(path, folder: $0.folder) }
        }.map { (path: $0.key, facts: $0.value) }
    }

    /// Every forbidden import in a view-model file of a production module.
    func viewModelViolations() -> [Violation] {
        var violations: [Violation] = []
        for (path, facts) in productionSwiftFiles() where ViewModelRule.isViewModelFile(path: path, facts: facts) {
            for statement in facts.imports where ViewModelRule.forbidden.contains(statement.module) {
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
