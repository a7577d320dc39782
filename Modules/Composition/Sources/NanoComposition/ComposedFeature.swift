@_spi(Composition) import NanoContract
import NanoDI

/// One plugin with its dependency type erased: what composition and the app work with.
@MainActor
struct ComposedFeature {
    let id: String
    let requirements: [DependencyRequirement]
    let services: [DependencyRequirement]
    let routes: [ComposedRoute]
    let guards: [ComposedGuard]
    /// Resolves the feature's needs from `container` (once) and registers its services there.
    let resolve: @MainActor (DependencyContainer) throws(DependencyError) -> Void

    init<Plugin: FeaturePlugin>(_ plugin: Plugin) {
        let id = plugin.id
        let needs = plugin.needs
        var registrar = FeatureRegistrar<Plugin.Dependencies>(featureID: id)
        plugin.register(in: &registrar)
        let resolved = ResolvedDependencies<Plugin.Dependencies>()
        self.id = id
        requirements = needs.requirements
        // A closure, not a key path: a key path into a type generic over `Plugin` is built at
        // run time from its mangled name, which checks `Plugin: FeaturePlugin` by scanning
        // every conformance record — once per feature type (3x the instructions of `nvc
        // routes` with 100 features; docs/performance.md, "Scale").
        services = registrar.services.map { $0.requirement }
        routes = registrar.routes.map { route in
            ComposedRoute(
                pattern: route.pattern, feature: id, parent: route.parent, guardID: route.guardID,
                presentation: route.presentation, summary: route.summary
            ) { input throws(RouteError) in
                guard let dependencies = resolved.value else {
                    throw .rejected("feature '\(id)' is not ready: its needs were not resolved")
                }
                return try route.handler(RouteContext(dependencies: dependencies, input: input))
            }
        }
        guards = registrar.guards.map { gate in
            ComposedGuard(id: gate.id, feature: id, flow: gate.flow) {
                resolved.value.map(gate.isSatisfied) ?? false
            }
        }
        let services = registrar.services
        resolve = { container throws(DependencyError) in
            let dependencies = try needs.resolve(container)
            resolved.value = dependencies
            for service in services { service.register(dependencies, container) }
        }
    }
}

/// A feature's dependencies once composition has resolved them.
@MainActor
private final class ResolvedDependencies<Dependencies> {
    var value: Dependencies?
}

/// A registered route, as composition and the app see it.
struct ComposedRoute {
    let pattern: String
    let feature: String
    let parent: String?
    let guardID: GuardID?
    let presentation: RoutePresentation
    let summary: String
    let handler: @MainActor (RouteInput) throws(RouteError) -> RouteStart
}

/// A registered guard, as composition and the app see it.
struct ComposedGuard {
    let id: GuardID
    let feature: String
    let flow: String
    let isSatisfied: @MainActor () -> Bool
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
