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
        /// An interface module imports (or depends on) a feature module.
        case interfaceImportsFeature = "interface-imports-feature"
        /// A module under Modules/ imports (or depends on) an interface module.
        case moduleImportsInterface = "module-imports-interface"
        /// A view-model file imports NanoUI, NanoNavigation, NanoContract, NanoComposition or
        /// NanoCLI: a view model knows no view and no navigation API.
        case viewModelImports = "view-model-imports"
        /// A class of a production module inherits from `AbstractViewModel` without overriding
        /// `transform(input:)`: it would stop the app the first time its screen is shown.
        case viewModelWithoutTransform = "view-model-without-transform"
        /// The Mermaid graph in docs/architecture.md does not match the real module edges.
        case staleGraph = "stale-graph"
        /// A route pattern is written as a string literal in two places outside tests.
        case routeLiteralTwice = "route-literal-twice"
        /// A module `nvc` links imports all of Foundation (or CoreFoundation, its
        /// internationalization, networking or XML part) outside the FoundationEssentials
        /// fallback, or the root package has no `nvc` to tell which modules those are.
        case corelibsFoundation = "corelibs-foundation"
        /// A production module declares a `StringKey` type (a string table) that no test of its
        /// package names in `assertTablesComplete(...)`.
        case stringTableUnchecked = "string-table-unchecked"
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
