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
        var registrar = FeatureRegistrar<Plugin.Dependencies>(composing: id)
        plugin.register(in: &registrar)
        // Nothing below is generic over the plugin: the registrar keeps its declarations with
        // the dependencies as `Any` (see FeatureRegistrar), so no type metadata is built per
        // feature. A closure, not a key path, reads each requirement: a key path into a type
        // generic over `Plugin` would be built at run time from its mangled name, checking
        // `Plugin: FeaturePlugin` by scanning every conformance record (docs/performance.md,
        // "Scale: 100 features").
        let resolved = ResolvedDependencies()
        self.id = id
        requirements = needs.requirements
        services = registrar.declarations.services.map { $0.requirement }
        // A loop, not `map`: a main-actor closure handed to `map` checks its executor on every
        // call, and every feature has routes.
        var routes: [ComposedRoute] = []
        routes.reserveCapacity(registrar.declarations.routes.count)
        for route in registrar.declarations.routes {
            routes.append(
                ComposedRoute(
                    pattern: route.pattern, feature: id, parent: route.parent, guardID: route.guardID,
                    presentation: route.presentation, summary: route.summary
                ) { input throws(RouteError) in
                    guard let dependencies = resolved.value else {
                        throw .rejected("feature '\(id)' is not ready: its needs were not resolved")
                    }
                    return try route.handler(dependencies, input)
                })
        }
        self.routes = routes
        guards = registrar.declarations.guards.map { gate in
            ComposedGuard(id: gate.id, feature: id, flow: gate.flow) {
                resolved.value.map(gate.isSatisfied) ?? false
            }
        }
        let services = registrar.declarations.services
        let resolveNeeds = needs.resolve
        resolve = { container throws(DependencyError) in
            let dependencies = try resolveNeeds(container)
            resolved.value = dependencies
            for service in services { service.register(dependencies, container) }
        }
    }
}

/// A feature's dependencies once composition has resolved them: the value its `FeatureNeeds`
/// built, as `Any` (the registrar's closures read it back as the feature's type).
@MainActor
private final class ResolvedDependencies {
    var value: Any?
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
