import NanoContract
import NanoDI
import NanoRouting

/// Validates a list of plugins and collects every problem (used by ``NanoApp/init``), then
/// resolves each feature's needs once, providers before the features that use their services.
@MainActor
struct Composer {
    var problems: [CompositionError.Problem] = []
    var router = Router<Int>()
    var declarations: [ComposedRoute] = []
    var parentPatterns: [RoutePattern?] = []
    var guards = GuardTable()
    private let features: [ComposedFeature]
    private let disabled: Set<String>

    init(plugins: [any FeaturePlugin], disabled: Set<String>, parameterTypes: ParameterTypeRegistry) {
        router.parameterTypes = parameterTypes
        features = plugins.map { ComposedFeature($0) }
        self.disabled = disabled
        var seenIDs = Set<String>()
        for feature in features {
            if !seenIDs.insert(feature.id).inserted { problems.append(.duplicateFeatureID(feature.id)) }
            for declaration in feature.routes { register(declaration) }
            for gate in feature.guards {
                if !guards.insert(gate) { problems.append(.duplicateGuard(gate.id)) }
            }
        }
        for id in disabled.sorted() where !seenIDs.contains(id) { problems.append(.unknownDisabledFeature(id)) }
        validateParents()
        validateGuards()
    }

    /// Checks every enabled feature's needs against the app's container and the services
    /// features provide (one error listing every missing dependency), then resolves each
    /// feature's needs once, registering its services before the features that need them.
    ///
    /// The services provided and the requirements seen are kept in arrays, not a dictionary and
    /// a set: those would check `DependencyRequirement: Hashable` at run time, a scan of every
    /// conformance record (see ``GuardTable``), for a few services and needs per feature.
    mutating func resolveDependencies(_ container: DependencyContainer) {
        var providers: [(service: DependencyRequirement, feature: String)] = []
        func provider(_ service: DependencyRequirement) -> String? {
            providers.first { $0.service == service }?.feature
        }
        for feature in features {
            for service in feature.services {
                if let other = provider(service) {
                    problems.append(.duplicateService(service.displayName, features: [other, feature.id]))
                } else if container.contains(service) {
                    problems.append(.serviceRegisteredTwice(service.displayName, feature: feature.id))
                } else {
                    providers.append((service, feature.id))
                }
            }
        }
        var missing: [FeatureRequirements] = []
        for feature in features where !disabled.contains(feature.id) {
            var absent: [DependencyRequirement] = []
            for requirement in feature.requirements
            where !container.contains(requirement) && provider(requirement) == nil && !absent.contains(requirement) {
                absent.append(requirement)
            }
            if !absent.isEmpty { missing.append(FeatureRequirements(feature: feature.id, requires: absent)) }
        }
        if !missing.isEmpty { problems.append(.missingDependencies(MissingDependenciesError(missing: missing))) }
        guard problems.isEmpty else { return }
        var pending = features
        while !pending.isEmpty {
            let ready = pending.filter { $0.requirements.allSatisfy(container.contains) }
            guard !ready.isEmpty else { break }
            for feature in ready {
                do {
                    try feature.resolve(container)
                } catch {
                    problems.append(.unresolvableDependency(feature: feature.id, error.description))
                }
            }
            let done = Set(ready.map(\.id))
            pending.removeAll { done.contains($0.id) }
        }
        let stuck = pending.filter { !disabled.contains($0.id) }.map(\.id)
        if !stuck.isEmpty { problems.append(.serviceCycle(features: stuck)) }
    }

    private mutating func register(_ declaration: ComposedRoute) {
        do {
            try router.register(declaration.pattern, owner: declaration.feature, value: declarations.count)
            declarations.append(declaration)
            parentPatterns.append(nil)
        } catch {
            problems.append(.route(error))
        }
    }

    /// Resolves every parent to a registered pattern and rejects cycles.
    private mutating func validateParents() {
        let routes = router.routes  // built once: `Router.routes` copies every route
        let index = Dictionary(routes.map { ($0.pattern.source, $0.value) }, uniquingKeysWith: { first, _ in first })
        // Routes by parsed segments, so a parent spelled differently from its route (`:id` for
        // `:id(string)`, spaces in an enum list) still finds it; built only if some parent is not
        // written exactly as its route was.
        var bySegments: [[RouteSegment]: Int]?
        func routeIndexBySegments() -> [[RouteSegment]: Int] {
            if let bySegments { return bySegments }
            let built = Dictionary(
                routes.map { ($0.pattern.segments, $0.value) }, uniquingKeysWith: { first, _ in first })
            bySegments = built
            return built
        }
        // Arrays indexed by route position, not dictionaries: this runs on every launch, once
        // per route (the scale check composes 100 features).
        var parentOf = [Int?](repeating: nil, count: declarations.count)
        for (position, declaration) in declarations.enumerated() {
            guard let parent = declaration.parent else { continue }
            let target =
                index[parent]
                ?? (try? RoutePattern(parsing: parent, types: router.parameterTypes)).flatMap {
                    routeIndexBySegments()[$0.segments]
                }
            guard let target else {
                problems.append(
                    .unknownParent(route: declaration.pattern, feature: declaration.feature, parent: parent))
                continue
            }
            let parentPattern = routes[target].pattern
            let childPattern = routes[position].pattern
            let missing = parentPattern.parameterNames.filter { !childPattern.parameterNames.contains($0) }
            if !missing.isEmpty {
                problems.append(
                    .unknownParent(
                        route: declaration.pattern, feature: declaration.feature,
                        parent: parent + " (its parameters \(missing) are not in the route)"))
                continue
            }
            parentPatterns[position] = parentPattern
            parentOf[position] = target
        }
        // A route is in (or leads into) a cycle when its walk up the parents meets a route the same
        // walk already passed; `walkOf[i]` is the start of the last walk that passed route `i`.
        var walkOf = [Int](repeating: -1, count: declarations.count)
        for start in parentOf.indices where parentOf[start] != nil {
            walkOf[start] = start
            var current = start
            while let next = parentOf[current] {
                if walkOf[next] == start {
                    problems.append(
                        .parentCycle(route: declarations[start].pattern, feature: declarations[start].feature))
                    break
                }
                walkOf[next] = start
                current = next
            }
        }
    }

    /// Every named guard exists, and each guard's flow resolves to a route that does not need it.
    private mutating func validateGuards() {
        let routes = router.routes
        for declaration in declarations {
            if let guardID = declaration.guardID, guards[guardID] == nil {
                problems.append(
                    .unknownGuard(
                        route: declaration.pattern, feature: declaration.feature, guardID: guardID))
            }
        }
        for gate in guards.all.sorted(by: { $0.id < $1.id }) {
            let segments = gate.flow.split(separator: "/").map(String.init)
            guard let flow = try? router.match(path: segments) else {
                problems.append(
                    .invalidGuardFlow(guardID: gate.id, flow: gate.flow, reason: "matches no route"))
                continue
            }
            var current: Int? = flow.value
            var steps = 0
            while let position = current, steps <= declarations.count {
                if declarations[position].guardID == gate.id {
                    problems.append(
                        .invalidGuardFlow(
                            guardID: gate.id, flow: gate.flow, reason: "requires the same guard"))
                    break
                }
                current = parentPatterns[position].flatMap { pattern in
                    routes.firstIndex { $0.pattern == pattern }
                }
                steps += 1
            }
        }
    }
}
