import NanoDI

/// What a plugin declares, read without composing it: its routes with their parents and
/// guards, the guards and services it provides, and what it needs. A feature preview reads it
/// to know which parents and guards to stand in for; tools read it to describe a feature.
@MainActor
public struct FeatureOutline {
    /// A route the feature declares, read without starting anything.
    public struct Route: Sendable, Equatable {
        /// The pattern as registered.
        public let pattern: String
        /// The parent route's path, if any (it may belong to another feature).
        public let parent: String?
        /// The guard every link to it must pass, if any (it may be another feature's).
        public let guardID: GuardID?
    }

    /// The feature's id (``FeaturePlugin/id``).
    public let id: String
    /// The routes, in registration order.
    public let routes: [Route]
    /// The guards the feature provides, with the path of the flow that satisfies each.
    public let guards: [(id: GuardID, flow: String)]
    /// The services the feature provides to others.
    public let services: [DependencyRequirement]
    /// The dependency types the feature needs.
    public let needs: [DependencyRequirement]

    /// Reads `plugin`'s declarations (its ``FeaturePlugin/register(in:)`` runs; nothing is
    /// resolved and no handler runs).
    public init<Plugin: FeaturePlugin>(_ plugin: Plugin) {
        var registrar = FeatureRegistrar<Plugin.Dependencies>(featureID: plugin.id)
        plugin.register(in: &registrar)
        let declared = registrar.declarations
        id = plugin.id
        routes = declared.routes.map { Route(pattern: $0.pattern, parent: $0.parent, guardID: $0.guardID) }
        guards = declared.guards.map { ($0.id, $0.flow) }
        services = declared.services.map(\.requirement)
        needs = plugin.needs.requirements
    }

    /// The parent paths its routes name that are not its own routes' patterns: what a preview
    /// must stand in for.
    public var foreignParents: [String] {
        let own = Set(routes.map(\.pattern))
        var seen = Set<String>()
        return routes.compactMap(\.parent).filter { !own.contains($0) && seen.insert($0).inserted }
    }

    /// The guards its routes require that it does not provide: what a preview must stand in for.
    public var foreignGuards: [GuardID] {
        let own = Set(guards.map(\.id))
        var seen = Set<GuardID>()
        return routes.compactMap(\.guardID).filter { !own.contains($0) && seen.insert($0).inserted }
    }
}
