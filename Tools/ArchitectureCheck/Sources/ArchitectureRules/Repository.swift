/// The packages and modules of a repository, and the dependencies between them, as read from a
/// ``RepositoryTree``.
public struct Repository: Sendable {
    /// Where a package lives, which decides the rules it follows.
    public enum PackageKind: String, Sendable, Equatable {
        /// The app: the root package (the `nvc` app and the integration tests) and the packages
        /// under App/ (the framework library its plugin host links).
        case root
        /// A framework package under Modules/.
        case module
        /// A shared-vocabulary package under Interfaces/ (module `<Name>Interface`).
        case interface
        /// A feature package under Features/.
        case feature
    }

    /// One Swift package.
    public struct Package: Sendable {
        /// The package's folder relative to the repository root; empty for the root package.
        public var directory: String
        /// Where the package lives.
        public var kind: PackageKind
        /// Its manifest, as read.
        public var manifest: PackageManifest
        /// Its modules, in a stable order.
        public var modules: [Module]

        /// The path of its `Package.swift`.
        public var manifestPath: String { directory.isEmpty ? "Package.swift" : "\(directory)/Package.swift" }
        /// A name for messages: the folder, or `the root package`.
        public var displayName: String { directory.isEmpty ? "the root package" : directory }
        /// Modules that are not test targets.
        public var productionModules: [Module] { modules.filter { !$0.isTest } }
    }

    /// One module (target) of a package.
    public struct Module: Sendable {
        /// The module name.
        public var name: String
        /// Whether it is a test target.
        public var isTest: Bool
        /// Its source folder relative to the repository root.
        public var folder: String
    }

    /// Why one module depends on another.
    public enum Evidence: Sendable, Equatable {
        /// An `import` in a source file.
        case importStatement(file: String, line: Int)
        /// A target dependency in a manifest.
        case manifest(file: String, line: Int)

        /// `file:line`
        public var location: String {
            switch self {
            case .importStatement(let file, let line), .manifest(let file, let line): "\(file):\(line)"
            }
        }
    }

    /// A dependency of a module on another module (which may not exist in the tree yet).
    public struct ModuleDependency: Sendable {
        /// The package of the depending module.
        public var package: String
        /// The depending module.
        public var from: String
        /// Whether the depending module is a test target.
        public var fromTest: Bool
        /// The module depended on.
        public var to: String
        /// Where the dependency is written.
        public var evidence: Evidence
    }

    /// A `.package(path:)` entry.
    public struct PackageDependency: Sendable {
        /// The folder of the depending package.
        public var from: String
        /// The folder the path resolves to, relative to the repository root (may not exist).
        public var to: String
        /// The manifest line.
        public var line: Int
    }

    /// Every package found, the root first.
    public var packages: [Package]
    /// Every module dependency found in imports and manifests (to internal modules only).
    public var moduleDependencies: [ModuleDependency]
    /// Every `.package(path:)` entry.
    public var packageDependencies: [PackageDependency]

    /// The package owning each module, by module name.
    public var ownerByModule: [String: String] {
        var owners: [String: String] = [:]
        for package in packages {
            for module in package.modules where owners[module.name] == nil { owners[module.name] = package.directory }
        }
        return owners
    }

    /// The package at a folder.
    public func package(at directory: String) -> Package? {
        packages.first { $0.directory == directory }
    }

    /// Reads the packages, modules and dependencies of a tree.
    ///
    /// - Parameter facts: the facts of the tree's Swift files by path; parsed here when not
    ///   given.
    /// - Parameter knownModules: module names that count as internal even if no package in the
    ///   tree declares them yet (the names listed in the layers block). Imports of other
    ///   modules that no package declares (Foundation, Testing, OpenCombine, ...) are ignored,
    ///   except names ending in `Feature`, which always denote a feature module.
    public init(tree: RepositoryTree, facts: [String: SourceFacts]? = nil, knownModules: Set<String> = []) {
        let facts = facts ?? SourceFacts.all(in: tree)
        var packages: [Package] = []
        let manifestPaths = tree.files.keys.filter { path in
            let parts = path.split(separator: "/")
            if parts == ["Package.swift"] { return true }
            return parts.count == 3 && parts[2] == "Package.swift"
                && RepositoryTree.packageContainers.contains(String(parts[0]))
        }
        for manifestPath in manifestPaths.sorted(by: Self.rootFirst) {
            let directory = manifestPath == "Package.swift" ? "" : String(manifestPath.dropLast("/Package.swift".count))
            let kind: PackageKind =
                if directory.isEmpty || directory.hasPrefix("App/") { .root } else if directory.hasPrefix("Modules/") {
                    .module
                } else if directory.hasPrefix("Interfaces/") { .interface } else { .feature }
            let manifest = tree.manifests[manifestPath] ?? PackageManifest()
            packages.append(
                Package(
                    directory: directory, kind: kind, manifest: manifest,
                    modules: Self.modules(of: manifest, in: directory)
                ))
        }
        self.packages = packages

        var moduleOwners: [String: String] = [:]
        var productTargets: [String: [String]] = [:]
        for package in packages {
            for module in package.modules where moduleOwners[module.name] == nil {
                moduleOwners[module.name] = package.directory
            }
            for (product, targets) in package.manifest.products where productTargets[product] == nil {
                productTargets[product] = targets
            }
        }
        func isInternal(_ name: String) -> Bool {
            moduleOwners[name] != nil || knownModules.contains(name) || name.hasSuffix("Feature")
        }

        let sourceFiles = facts.sorted { $0.key < $1.key }
        var dependencies: [ModuleDependency] = []
        var packageDependencies: [PackageDependency] = []
        for package in packages {
            let manifestPath = package.manifestPath
            // Manifest target dependencies: local target names, or product names.
            for target in package.manifest.targets {
                for reference in target.dependencies {
                    let modules =
                        package.modules.contains { $0.name == reference.name }
                        ? [reference.name]
                        : (productTargets[reference.name] ?? [reference.name])
                    for module in modules where isInternal(module) && module != target.name {
                        dependencies.append(
                            ModuleDependency(
                                package: package.directory, from: target.name, fromTest: target.kind == .test,
                                to: module, evidence: .manifest(file: manifestPath, line: reference.line)))
                    }
                }
            }
            // Imports in the sources of each module.
            for module in package.modules {
                for (path, fileFacts) in sourceFiles
                where RepositoryPath.isInside(path, folder: module.folder)
                    && Self.owningModule(of: path, in: package)?.name == module.name
                {
                    for statement in fileFacts.imports
                    where isInternal(statement.module) && statement.module != module.name {
                        dependencies.append(
                            ModuleDependency(
                                package: package.directory, from: module.name, fromTest: module.isTest,
                                to: statement.module, evidence: .importStatement(file: path, line: statement.line)))
                    }
                }
            }
            for entry in package.manifest.pathDependencies {
                guard let target = RepositoryPath.normalize(RepositoryPath.join(package.directory, entry.name)) else {
                    continue
                }
                packageDependencies.append(PackageDependency(from: package.directory, to: target, line: entry.line))
            }
        }
        self.moduleDependencies = dependencies
        self.packageDependencies = packageDependencies
    }

    private static func rootFirst(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == "Package.swift" { return rhs != "Package.swift" }
        if rhs == "Package.swift" { return false }
        return lhs < rhs
    }

    /// The module whose folder most closely contains `path`.
    private static func owningModule(of path: String, in package: Package) -> Module? {
        package.modules
            .filter { RepositoryPath.isInside(path, folder: $0.folder) }
            .max { $0.folder.count < $1.folder.count }
    }

    /// The package's modules: the Swift targets its manifest declares (as the toolchain
    /// describes them), each with its folder. A folder no target names is not a module: the
    /// toolchain compiles nothing there.
    private static func modules(of manifest: PackageManifest, in directory: String) -> [Module] {
        manifest.targets.filter { $0.kind != .other }.map { target in
            let defaultFolder = target.kind == .test ? "Tests/\(target.name)" : "Sources/\(target.name)"
            let folder =
                RepositoryPath.normalize(RepositoryPath.join(directory, target.path ?? defaultFolder))
                ?? RepositoryPath.join(directory, defaultFolder)
            return Module(name: target.name, isTest: target.kind == .test, folder: folder)
        }
    }
}
