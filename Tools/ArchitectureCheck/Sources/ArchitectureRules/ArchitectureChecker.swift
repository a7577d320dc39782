/// A broken architecture rule, with where it is broken.
public struct Violation: Sendable, Equatable, CustomStringConvertible {
    /// The rules the check enforces.
    public enum Rule: String, Sendable, Equatable, CaseIterable {
        /// A feature module imports (or a feature target depends on) another feature's module.
        case featureImportsFeature = "feature-imports-feature"
        /// A feature package lists another feature's package in `.package(path:)`.
        case featureDependsOnFeature = "feature-depends-on-feature"
        /// A module under Modules/ imports a feature module.
        case moduleImportsFeature = "module-imports-feature"
        /// A package under Modules/ lists a feature package in `.package(path:)`.
        case moduleDependsOnFeature = "module-depends-on-feature"
        /// A dependency on a module (or package) that is not in a lower layer.
        case layering = "layering"
        /// A dependency cycle between modules or between packages.
        case cycle = "cycle"
        /// A module under Modules/ that the layers block does not list.
        case unlistedModule = "unlisted-module"
        /// A module name that breaks the naming rules (`Nano*` in Modules/, `*Feature` in Features/).
        case naming = "naming"
        /// Two packages declare a module with the same name.
        case duplicateModule = "duplicate-module"
        /// docs/architecture.md has no readable layers block.
        case layersBlock = "layers-block"
    }

    /// The broken rule.
    public var rule: Rule
    /// `file:line` (or a file) where the violation is written, if there is one.
    public var location: String?
    /// What is wrong and what to do instead.
    public var message: String

    /// Creates a violation.
    public init(rule: Rule, location: String?, message: String) {
        self.rule = rule
        self.location = location
        self.message = message
    }

    /// `location: [rule] message`
    public var description: String {
        if let location { return "\(location): [\(rule.rawValue)] \(message)" }
        return "[\(rule.rawValue)] \(message)"
    }
}

/// The outcome of a check.
public struct CheckReport: Sendable {
    /// Every violation found, sorted by location.
    public var violations: [Violation]
    /// How many packages were read.
    public var packageCount: Int
    /// How many modules (targets, test targets included) were read.
    public var moduleCount: Int
    /// How many module dependencies (imports and manifest entries) were read.
    public var dependencyCount: Int
}

/// Checks a repository tree against the architecture rules of docs/architecture.md:
///
/// 1. A feature (a package under Features/) never imports another feature's module nor lists
///    another feature's package; features reach each other through route strings.
/// 2. A module under Modules/ never imports a feature module nor lists a feature package.
/// 3. Modules and packages form no cycle.
/// 4. A module depends only on modules in lower layers of the layers block (or on pairs the
///    block allows); a test target may also import the modules of its own package, the
///    block's test-support modules, and anything below the package it tests.
/// 5. Every module under Modules/ is listed in the layers block and is named `Nano*`; every
///    module of a feature package is named `*Feature`; module names are unique.
///
/// Packages and modules that do not exist yet are simply not checked.
public struct ArchitectureChecker: Sendable {
    /// The tree being checked.
    public let tree: RepositoryTree

    /// Creates a checker for a tree.
    public init(tree: RepositoryTree) {
        self.tree = tree
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

        let repository = Repository(tree: tree, knownModules: spec?.listedModules ?? [])
        let context = Context(repository: repository, spec: spec)
        violations += context.namingViolations()
        violations += context.moduleDependencyViolations()
        violations += context.packageDependencyViolations()
        violations += context.cycleViolations()

        return CheckReport(
            violations: violations.sorted { ($0.location ?? "", $0.description) < ($1.location ?? "", $1.description) },
            packageCount: repository.packages.count,
            moduleCount: repository.packages.reduce(0) { $0 + $1.modules.count },
            dependencyCount: repository.moduleDependencies.count
        )
    }
}

/// The rules, over one repository and layer specification.
private struct Context {
    let repository: Repository
    let spec: LayerSpec?
    let owners: [String: String]
    let packagesByDirectory: [String: Repository.Package]

    init(repository: Repository, spec: LayerSpec?) {
        self.repository = repository
        self.spec = spec
        self.owners = repository.ownerByModule
        var packages: [String: Repository.Package] = [:]
        for package in repository.packages { packages[package.directory] = package }
        self.packagesByDirectory = packages
    }

    // MARK: Classification

    func isFeatureModule(_ name: String) -> Bool {
        if let owner = owners[name] { return packagesByDirectory[owner]?.kind == .feature }
        return name.hasSuffix("Feature")
    }

    /// The layer of a production module: listed by name, or through its package's group word.
    func layer(of name: String) -> Int? {
        guard let spec else { return nil }
        if spec.lists(name) { return spec.layer(ofListed: name) }
        let kind = owners[name].flatMap { packagesByDirectory[$0]?.kind }
        switch kind {
        case .feature: return spec.layer(ofListed: LayerSpec.featuresToken)
        case .root: return spec.layer(ofListed: LayerSpec.appToken)
        case .module: return nil
        case nil: return name.hasSuffix("Feature") ? spec.layer(ofListed: LayerSpec.featuresToken) : nil
        }
    }

    /// The layer a package's test targets test: the highest layer of its production modules.
    func testedLayer(of package: Repository.Package) -> Int? {
        let layers = package.productionModules.compactMap { layer(of: $0.name) }
        if let highest = layers.max() { return highest }
        switch package.kind {
        case .feature: return spec?.layer(ofListed: LayerSpec.featuresToken)
        case .root: return spec?.layer(ofListed: LayerSpec.appToken)
        case .module: return nil
        }
    }

    func describe(_ name: String) -> String {
        guard let layer = layer(of: name) else { return name }
        return "\(name) (layer \(layer))"
    }

    // MARK: Rules

    func namingViolations() -> [Violation] {
        var violations: [Violation] = []
        var firstOwner: [String: String] = [:]
        for package in repository.packages {
            for module in package.modules {
                let location = manifestLocation(of: module.name, in: package)
                if let other = firstOwner[module.name] {
                    violations.append(
                        Violation(
                            rule: .duplicateModule, location: location,
                            message:
                                "module \(module.name) is declared by both \(packagesByDirectory[other]?.displayName ?? other) "
                                + "and \(package.displayName); module names must be unique"))
                } else {
                    firstOwner[module.name] = package.directory
                }
                guard !module.isTest else { continue }
                switch package.kind {
                case .module:
                    if !module.name.hasPrefix("Nano") {
                        violations.append(
                            Violation(
                                rule: .naming, location: location,
                                message: "module \(module.name) in \(package.directory) must carry the Nano prefix"))
                    }
                    if let spec, !spec.lists(module.name) {
                        violations.append(
                            Violation(
                                rule: .unlistedModule, location: location,
                                message: "module \(module.name) has no layer; add it to the layers block in "
                                    + RepositoryTree.architectureDocument))
                    }
                case .feature:
                    if !module.name.hasSuffix("Feature") {
                        violations.append(
                            Violation(
                                rule: .naming, location: location,
                                message: "module \(module.name) in \(package.directory) must be named <Name>Feature"))
                    }
                case .root:
                    break
                }
            }
        }
        return violations
    }

    func moduleDependencyViolations() -> [Violation] {
        var grouped: [String: (violation: Violation, count: Int)] = [:]
        var order: [String] = []
        for dependency in repository.moduleDependencies {
            guard let package = packagesByDirectory[dependency.package],
                let violation = violation(for: dependency, in: package)
            else { continue }
            let key = "\(violation.rule.rawValue) \(dependency.from) \(dependency.to)"
            if let existing = grouped[key] {
                grouped[key] = (existing.violation, existing.count + 1)
            } else {
                grouped[key] = (violation, 1)
                order.append(key)
            }
        }
        return order.compactMap { key in
            guard var entry = grouped[key] else { return nil }
            if entry.count > 1 { entry.violation.message += " (and \(entry.count - 1) more place(s))" }
            return entry.violation
        }
    }

    private func violation(for dependency: Repository.ModuleDependency, in package: Repository.Package) -> Violation? {
        let location = dependency.evidence.location
        let target = dependency.to
        let sameP =
            owners[target] == package.directory
            || package.modules.contains { $0.name == target }
        let verb: String
        if case .manifest = dependency.evidence { verb = "depends on" } else { verb = "imports" }

        switch package.kind {
        case .feature where isFeatureModule(target) && !sameP:
            return Violation(
                rule: .featureImportsFeature, location: location,
                message: "\(dependency.from) \(verb) \(target): a feature imports Modules only; "
                    + "reach another feature through its route string")
        case .module where isFeatureModule(target):
            return Violation(
                rule: .moduleImportsFeature, location: location,
                message: "\(dependency.from) \(verb) \(target): a module under Modules/ never depends on a feature")
        default:
            break
        }

        guard let spec else { return nil }
        if sameP && (dependency.fromTest || package.kind != .module) { return nil }
        if spec.allowed.contains(.init(from: dependency.from, to: target)) { return nil }
        guard let targetLayer = layer(of: target) else { return nil }

        if dependency.fromTest {
            if spec.testSupport.contains(target) { return nil }
            guard let tested = testedLayer(of: package), targetLayer >= tested else { return nil }
            return Violation(
                rule: .layering, location: location,
                message: "test target \(dependency.from) \(verb) \(describe(target)), not below what it tests "
                    + "(layer \(tested)); test targets may import their package, test-support modules "
                    + "and lower layers")
        }
        guard let sourceLayer = layer(of: dependency.from), targetLayer >= sourceLayer else { return nil }
        return Violation(
            rule: .layering, location: location,
            message: "\(describe(dependency.from)) \(verb) \(describe(target)); a module may only depend on "
                + "lower layers (see the layers block in \(RepositoryTree.architectureDocument))")
    }

    func packageDependencyViolations() -> [Violation] {
        var violations: [Violation] = []
        for dependency in repository.packageDependencies {
            guard let package = packagesByDirectory[dependency.from] else { continue }
            let location = "\(package.manifestPath):\(dependency.line)"
            let targetIsFeature = RepositoryPath.isInside(dependency.to, folder: "Features")
            if package.kind == .feature, targetIsFeature, dependency.to != package.directory {
                violations.append(
                    Violation(
                        rule: .featureDependsOnFeature, location: location,
                        message: "\(package.directory) depends on the package \(dependency.to): a feature depends on "
                            + "Modules only; reach another feature through its route string"))
                continue
            }
            if package.kind == .module, targetIsFeature {
                violations.append(
                    Violation(
                        rule: .moduleDependsOnFeature, location: location,
                        message: "\(package.directory) depends on the feature package \(dependency.to): "
                            + "a module under Modules/ never depends on a feature"))
                continue
            }
            guard spec != nil, let target = packagesByDirectory[dependency.to], !isTestOnly(dependency) else {
                continue
            }
            let sources = package.productionModules.map(\.name)
            let targets = target.productionModules.map(\.name)
            let sourceLayers = sources.compactMap { layer(of: $0) }
            let targetLayers = targets.compactMap { layer(of: $0) }
            guard !sourceLayers.isEmpty, !targetLayers.isEmpty else { continue }
            let someAllowed = sources.contains { source in
                targets.contains { destination in
                    guard let from = layer(of: source), let to = layer(of: destination) else { return false }
                    return to < from || spec?.allowed.contains(.init(from: source, to: destination)) == true
                }
            }
            if !someAllowed {
                violations.append(
                    Violation(
                        rule: .layering, location: location,
                        message: "\(package.displayName) depends on the package \(target.displayName), none of whose "
                            + "modules is below any module of \(package.displayName)"))
            }
        }
        return violations
    }

    /// A package dependency used only by test targets (judged from manifests and imports).
    func isTestOnly(_ dependency: Repository.PackageDependency) -> Bool {
        let uses = repository.moduleDependencies.filter {
            $0.package == dependency.from && owners[$0.to] == dependency.to
        }
        return !uses.isEmpty && uses.allSatisfy(\.fromTest)
    }

    func cycleViolations() -> [Violation] {
        var violations: [Violation] = []

        var moduleEdges: [String: Set<String>] = [:]
        var moduleEvidence: [String: String] = [:]
        for dependency in repository.moduleDependencies where dependency.from != dependency.to {
            moduleEdges[dependency.from, default: []].insert(dependency.to)
            let key = "\(dependency.from)\u{0}\(dependency.to)"
            if moduleEvidence[key] == nil { moduleEvidence[key] = dependency.evidence.location }
        }
        for cycle in Graph(edges: moduleEdges).cycles() {
            let key = "\(cycle[0])\u{0}\(cycle[1])"
            violations.append(
                Violation(
                    rule: .cycle, location: moduleEvidence[key],
                    message: "module cycle: \(cycle.joined(separator: " -> "))"))
        }

        var packageEdges: [String: Set<String>] = [:]
        var packageEvidence: [String: String] = [:]
        for dependency in repository.packageDependencies
        where packagesByDirectory[dependency.to] != nil && dependency.from != dependency.to
            && !isTestOnly(dependency)
        {
            packageEdges[dependency.from, default: []].insert(dependency.to)
            if let package = packagesByDirectory[dependency.from] {
                packageEvidence["\(dependency.from)\u{0}\(dependency.to)"] =
                    "\(package.manifestPath):\(dependency.line)"
            }
        }
        for cycle in Graph(edges: packageEdges).cycles() {
            let names = cycle.map { $0.isEmpty ? "(root)" : $0 }
            violations.append(
                Violation(
                    rule: .cycle, location: packageEvidence["\(cycle[0])\u{0}\(cycle[1])"],
                    message: "package cycle: \(names.joined(separator: " -> "))"))
        }
        return violations
    }

    private func manifestLocation(of module: String, in package: Repository.Package) -> String {
        if let target = package.manifest.targets.first(where: { $0.name == module }) {
            return "\(package.manifestPath):\(target.line)"
        }
        return package.manifestPath
    }
}

/// A directed graph over names, for cycle detection.
struct Graph {
    let edges: [String: Set<String>]

    /// One cycle per strongly connected component that has one, as a path starting and ending
    /// at the component's smallest name (`[a, b, a]`).
    func cycles() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in (edges[node] ?? []).sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
                }
            }
            if lowLinks[node] == indices[node] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                components.append(component)
            }
        }

        let nodes = Set(edges.keys).union(edges.values.joined())
        for node in nodes.sorted() where indices[node] == nil { connect(node) }

        return components.compactMap { component -> [String]? in
            let members = Set(component)
            guard let start = component.min() else { return nil }
            if component.count == 1 && !(edges[start]?.contains(start) ?? false) { return nil }
            return shortestCycle(from: start, within: members)
        }
        .sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    private func shortestCycle(from start: String, within members: Set<String>) -> [String] {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in (edges[node] ?? []).sorted() where members.contains(next) {
                if next == start {
                    var path = [node]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    if path.first != start { path.insert(start, at: 0) }
                    return path + [start]
                }
                if previous[next] == nil, next != start {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return [start, start]
    }
}
