@_spi(Composition) import NanoContract
import NanoDI

/// One plugin as composition reads it: its id, its needs and what it declared, none of it
/// generic over the plugin's dependencies.
///
/// Nothing here is allocated per feature beyond what the plugin's registrar built: the routes
/// and guards refer to the feature by position, and the resolved dependencies of every feature
/// live in one ``ResolvedFeatures`` (docs/performance.md, "Scale: 100 features").
@MainActor
struct ComposedFeature {
    let id: String
    let requirements: [DependencyRequirement]
    let declarations: FeatureDeclarations
    /// Builds the feature's dependencies from the container (once).
    let resolveNeeds: @MainActor (DependencyContainer) throws(DependencyError) -> Any

    init<Plugin: FeaturePlugin>(_ plugin: Plugin) {
        let id = plugin.id
        let needs = plugin.needs
        // Always inlined: no metadata of `Plugin.Dependencies` is looked up (see
        // FeatureRegistrar.init(composing:)).
        var registrar = FeatureRegistrar<Plugin.Dependencies>(composing: id)
        plugin.register(in: &registrar)
        self.id = id
        requirements = needs.requirements
        declarations = registrar.declarations
        resolveNeeds = needs.resolve
    }
}

/// Every composed feature's dependencies once composition has resolved them, by the feature's
/// position: the value its `FeatureNeeds` built, as `Any` (the registrar's closures read it
/// back as the feature's type). One object for the whole app, shared by its routes and guards.
@MainActor
final class ResolvedFeatures {
    var values: [Any?]

    init(count: Int) { values = [Any?](repeating: nil, count: count) }
}

/// A registered route, as composition and the app see it.
struct ComposedRoute {
    let declaration: RouteDeclaration
    let feature: String
    let featureIndex: Int
    let resolved: ResolvedFeatures

    var pattern: String { declaration.pattern }
    var parent: String? { declaration.parent }
    var guardID: GuardID? { declaration.guardID }
    var presentation: RoutePresentation { declaration.presentation }
    var summary: String { declaration.summary }

    /// Runs the route's handler with its feature's resolved dependencies.
    @MainActor
    func handler(_ input: RouteInput) throws(RouteError) -> RouteStart {
        guard let dependencies = resolved.values[featureIndex] else {
            throw .rejected("feature '\(feature)' is not ready: its needs were not resolved")
        }
        return try declaration.handler(dependencies, input)
    }
}

/// A registered guard, as composition and the app see it.
struct ComposedGuard {
    let declaration: GuardDeclaration
    let feature: String
    let featureIndex: Int
    let resolved: ResolvedFeatures

    var id: GuardID { declaration.id }
    var flow: String { declaration.flow }

    /// Whether the guard passes, given its feature's resolved dependencies (`false` before).
    @MainActor
    func isSatisfied() -> Bool {
        resolved.values[featureIndex].map(declaration.isSatisfied) ?? false
    }
}

/// The composed guards, found by id. An array, not a dictionary: the first dictionary keyed by
/// a type makes the Swift runtime check that type's `Hashable` conformance, which scans every
/// conformance record of the binary (about 390,000 instructions at every start), and an app
/// has a handful of guards.
struct GuardTable {
    /// Every guard, in the order composed.
    private(set) var all: [ComposedGuard] = []

    /// The guard `id`, if one was composed.
    subscript(id: GuardID) -> ComposedGuard? { all.first { $0.id == id } }

    /// Adds `gate`; `false` (and nothing added) when a guard with its id is already there.
    mutating func insert(_ gate: ComposedGuard) -> Bool {
        guard self[gate.id] == nil else { return false }
        all.append(gate)
        return true
    }
}
