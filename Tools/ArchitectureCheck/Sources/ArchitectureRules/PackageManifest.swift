/// What the architecture check reads of a package: its targets with their folders, Swift
/// sources and dependencies, its products and its `.package(path:)` dependencies, as the
/// toolchain describes them (``PackageDescriber``), so names the manifest computes are seen.
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
        /// The target's folder relative to the package: the `path:` argument, or the default
        /// folder the toolchain chose (`Sources/<name>`, `Tests/<name>`).
        public var path: String?
        /// The Swift files the toolchain compiles for the target, relative to ``path``, sorted;
        /// `nil` when not known (the folder is then read whole).
        public var sources: [String]?
        /// Names from the `dependencies:` list: target names, and product names of `.product`.
        public var dependencies: [Reference]
        /// The line the declaration starts on.
        public var line: Int

        /// Creates a target declaration.
        public init(
            name: String, kind: Kind, path: String? = nil, sources: [String]? = nil, dependencies: [Reference] = [],
            line: Int
        ) {
            self.name = name
            self.kind = kind
            self.path = path
            self.sources = sources
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
