/// Checks a repository tree against the architecture rules of docs/architecture.md:
///
/// 1. A feature (a package under Features/) never imports another feature's module nor lists
///    another feature's package; features reach each other through routes and interfaces.
/// 2. A module under Modules/ never imports a feature module nor lists a feature package.
/// 3. Modules and packages form no cycle.
/// 4. A module depends only on modules in lower layers of the layers block (or on pairs the
///    block allows); a test target may also import the modules of its own package, the
///    block's test-support modules, and anything below the package it tests.
/// 5. Every module under Modules/ is listed in the layers block and is named `Nano*`; every
///    module of a feature package is named `*Feature`; module names are unique.
/// 6. A route pattern is written as a literal once (outside tests) under Features/, App/,
///    Interfaces/ and in the feature template: a `Route` value declares it.
///
/// Packages and modules that do not exist yet are simply not checked.
public struct ArchitectureChecker: Sendable {
    /// The tree being checked.
    public let tree: RepositoryTree

    /// Where parsed source facts are kept between runs; `nil` parses every file.
    public let factsCache: FactsCache?

    /// Creates a checker for a tree, parsing its sources afresh or through `factsCache`.
    public init(tree: RepositoryTree, factsCache: FactsCache? = nil) {
        self.tree = tree
        self.factsCache = factsCache
    }

    /// Runs every rule.
    public func check() -> CheckReport {
        var violations: [Violation] = []
        var spec: LayerSpec?
        if let document = tree.files[RepositoryTree.architectureDocument] {
            do {
                spec = try LayerSpec.parse(markdown: document)
                if spec == nil {
                    violations.append(
                        Violation(
                            rule: .layersBlock, location: RepositoryTree.architectureDocument,
                            message: "no ```layers block found; the layering rules cannot be checked"))
                }
            } catch {
                violations.append(
                    Violation(
                        rule: .layersBlock, location: "\(RepositoryTree.architectureDocument):\(error.line)",
                        message: error.message))
            }
        } else {
            violations.append(
                Violation(
                    rule: .layersBlock, location: nil,
                    message: "\(RepositoryTree.architectureDocument) is missing; it holds the layers block"))
        }

        let facts = SourceFacts.all(in: tree, cache: factsCache)
        let repository = Repository(tree: tree, facts: facts, knownModules: spec?.listedModules ?? [])
        let context = RuleContext(repository: repository, spec: spec, facts: facts)
        violations += context.namingViolations()
        violations += context.moduleDependencyViolations()
        violations += context.packageDependencyViolations()
        violations += context.cycleViolations()
        violations += context.viewModelViolations()
        violations += context.missingTransformViolations()
        violations += context.duplicateRouteLiteralViolations()
        violations += context.corelibsFoundationViolations()
        violations += context.uncheckedStringTableViolations()
        violations += context.graphViolations(in: tree)

        return CheckReport(
            violations: violations.sorted { ($0.location ?? "", $0.description) < ($1.location ?? "", $1.description) },
            packageCount: repository.packages.count,
            moduleCount: repository.packages.reduce(0) { $0 + $1.modules.count },
            dependencyCount: repository.moduleDependencies.count
        )
    }
}
