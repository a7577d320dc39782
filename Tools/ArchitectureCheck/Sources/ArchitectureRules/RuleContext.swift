/// The rules, over one repository and layer specification.
struct RuleContext {
    let repository: Repository
    let spec: LayerSpec?
    let owners: [String: String]
    let packagesByDirectory: [String: Repository.Package]
    /// The facts of every Swift file, by path.
    let facts: [String: SourceFacts]

    init(repository: Repository, spec: LayerSpec?, facts: [String: SourceFacts]) {
        self.repository = repository
        self.spec = spec
        self.facts = facts
        self.owners = repository.ownerByModule
        var packages: [String: Repository.Package] = [:]
        for package in repository.packages { packages[package.directory] = package }
        self.packagesByDirectory = packages
    }

    // MARK: Classification

    func isFeatureModule(_ name: String) -> Bool {
        if let owner = owners[name], let kind = packagesByDirectory[owner]?.kind {
            // A feature package's modules; elsewhere (the root), a module named like a feature.
            return kind == .feature || (kind == .root && name.hasSuffix("Feature"))
        }
        return name.hasSuffix("Feature")
    }

    func isInterfaceModule(_ name: String) -> Bool {
        if let owner = owners[name] { return packagesByDirectory[owner]?.kind == .interface }
        return name.hasSuffix("Interface")
    }

    /// The layer of a production module: listed by name, or through its package's group word.
    func layer(of name: String) -> Int? {
        guard let spec else { return nil }
        if spec.lists(name) { return spec.layer(ofListed: name) }
        let kind = owners[name].flatMap { packagesByDirectory[$0]?.kind }
        switch kind {
        case .feature: return spec.layer(ofListed: LayerSpec.featuresToken)
        case .interface: return spec.layer(ofListed: LayerSpec.interfacesToken)
        case .root:
            return spec.layer(ofListed: name.hasSuffix("Feature") ? LayerSpec.featuresToken : LayerSpec.appToken)
        case .module: return nil
        case nil:
            if name.hasSuffix("Feature") { return spec.layer(ofListed: LayerSpec.featuresToken) }
            return name.hasSuffix("Interface") ? spec.layer(ofListed: LayerSpec.interfacesToken) : nil
        }
    }

    /// The layer a package's test targets test: the highest layer of its production modules.
    func testedLayer(of package: Repository.Package) -> Int? {
        let layers = package.productionModules.compactMap { layer(of: $0.name) }
        if let highest = layers.max() { return highest }
        switch package.kind {
        case .feature: return spec?.layer(ofListed: LayerSpec.featuresToken)
        case .interface: return spec?.layer(ofListed: LayerSpec.interfacesToken)
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
                    // A feature package holds its feature module and may hold its preview, the
                    // executable that runs it alone, and its plugin entry point.
                    if !["Feature", "Preview", "PluginEntry"].contains(where: module.name.hasSuffix) {
                        violations.append(
                            Violation(
                                rule: .naming, location: location,
                                message:
                                    "module \(module.name) in \(package.directory) must be named <Name>Feature (or <Name>Preview, its preview, or <Name>PluginEntry, its plugin entry point)"
                            ))
                    }
                case .interface:
                    if !module.name.hasSuffix("Interface") {
                        violations.append(
                            Violation(
                                rule: .naming, location: location,
                                message: "module \(module.name) in \(package.directory) must be named <Name>Interface"))
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

        if package.kind == .root, dependency.from.hasSuffix("Feature"), isFeatureModule(target),
            dependency.from != target
        {
            // A feature module declared in the root package, reaching another feature.
            return Violation(
                rule: .featureImportsFeature, location: location,
                message: "\(dependency.from) \(verb) \(target): a feature imports Modules and interfaces only; "
                    + "reach another feature through its route string")
        }
        if package.kind == .interface, isFeatureModule(target) {
            return Violation(
                rule: .interfaceImportsFeature, location: location,
                message: "\(dependency.from) \(verb) \(target): an interface is the vocabulary features share, "
                    + "so it never depends on a feature")
        }
        if package.kind == .module, isInterfaceModule(target) {
            return Violation(
                rule: .moduleImportsInterface, location: location,
                message: "\(dependency.from) \(verb) \(target): the framework never knows the app's domain; "
                    + "only features (and the app) use interfaces")
        }
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
