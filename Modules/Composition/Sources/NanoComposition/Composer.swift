@_spi(Composition) import NanoContract
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
    /// The tabs the features declare, with the feature declaring each, in the order given.
    var tabs: [(tab: FeatureTab, feature: String)] = []
    /// Every feature's dependencies, once ``resolveDependencies(_:)`` has resolved them.
    let resolved: ResolvedFeatures
    private let features: [ComposedFeature]
    let disabled: Set<String>

    init(plugins: [any FeaturePlugin], disabled: Set<String>, parameterTypes: ParameterTypeRegistry) {
        router.parameterTypes = parameterTypes
        // A loop, not `map`: a main-actor closure handed to `map` checks its executor on every
        // call (about 200 instructions a feature).
        var features: [ComposedFeature] = []
        features.reserveCapacity(plugins.count)
        for plugin in plugins { features.append(ComposedFeature(plugin)) }
        self.features = features
        self.disabled = disabled
        let resolved = ResolvedFeatures(count: features.count)
        self.resolved = resolved
        var seenIDs = Set<String>(minimumCapacity: features.count)
        for index in features.indices {
            // Fields read through the array, not a copy of the feature (six references retained
            // and released, at every start, for every feature).
            let id = features[index].id
            if !seenIDs.insert(id).inserted { problems.append(.duplicateFeatureID(id)) }
            for route in features[index].declarations.routes {
                register(ComposedRoute(declaration: route, feature: id, featureIndex: index, resolved: resolved))
            }
            for gate in features[index].declarations.guards {
                let composed = ComposedGuard(declaration: gate, feature: id, featureIndex: index, resolved: resolved)
                if !guards.insert(composed) { problems.append(.duplicateGuard(gate.id)) }
            }
            for tab in features[index].declarations.tabs { tabs.append((tab, id)) }
        }
        for id in disabled.sorted() where !seenIDs.contains(id) { problems.append(.unknownDisabledFeature(id)) }
        validateParents()
        validateGuards()
        validateTabs()
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
        for index in features.indices {
            for declared in features[index].declarations.services {
                let service = declared.requirement
                if let other = provider(service) {
                    problems.append(.duplicateService(service.displayName, features: [other, features[index].id]))
                } else if container.contains(service) {
                    problems.append(.serviceRegisteredTwice(service.displayName, feature: features[index].id))
                } else {
                    providers.append((service, features[index].id))
                }
            }
        }
        var missing: [FeatureRequirements] = []
        for index in features.indices where isEnabled(features[index].id) {
            var absent: [DependencyRequirement] = []
            for requirement in features[index].requirements
            where !container.contains(requirement) && provider(requirement) == nil && !absent.contains(requirement) {
                absent.append(requirement)
            }
            if !absent.isEmpty { missing.append(FeatureRequirements(feature: features[index].id, requires: absent)) }
        }
        if !missing.isEmpty { problems.append(.missingDependencies(MissingDependenciesError(missing: missing))) }
        guard problems.isEmpty else { return }
        // Rounds: every feature whose needs are all in the container is resolved, in the order
        // given, then the next round sees the services they registered. Positions, and loops
        // rather than main-actor closures handed to `filter` (each checks its executor on every
        // call): this runs at every start, once per feature (docs/performance.md, "Scale: 100
        // features").
        var pending = Array(features.indices)
        while !pending.isEmpty {
            var ready: [Int] = []
            var waiting: [Int] = []
            for index in pending {
                if features[index].requirements.allSatisfy(container.contains) {
                    ready.append(index)
                } else {
                    waiting.append(index)
                }
            }
            guard !ready.isEmpty else { break }
            for index in ready {
                do {
                    let dependencies = try features[index].resolveNeeds(container)
                    resolved.values[index] = dependencies
                    for service in features[index].declarations.services { service.register(dependencies, container) }
                } catch {
                    problems.append(.unresolvableDependency(feature: features[index].id, error.description))
                }
            }
            pending = waiting
        }
        let stuck = pending.map { features[$0].id }.filter(isEnabled)
        if !stuck.isEmpty { problems.append(.serviceCycle(features: stuck)) }
    }

    /// Whether the feature `id` was not disabled at launch (no hashing when none was).
    private func isEnabled(_ id: String) -> Bool { disabled.isEmpty || !disabled.contains(id) }

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
        // Each distinct parent is looked up once, by a scan of the patterns: most routes stand
        // on the same few (`home`), and hashing every pattern into a dictionary cost about
        // 900 instructions a route at every start (docs/performance.md, "Scale: 100 features").
        // A parent spelled differently from its route (`:id` for `:id(string)`, spaces in an
        // enum list) is found by its parsed segments.
        // Two arrays, not one of tuples, whose metadata the runtime would build at every start.
        var knownParents: [String] = []
        var knownTargets: [Int?] = []
        let types = router.parameterTypes
        func target(of parent: String) -> Int? {
            if let known = knownParents.firstIndex(of: parent) { return knownTargets[known] }
            var target = routes.first { $0.pattern.source == parent }?.value
            if target == nil, let parsed = try? RoutePattern(parsing: parent, types: types) {
                target = routes.first { $0.pattern.segments == parsed.segments }?.value
            }
            knownParents.append(parent)
            knownTargets.append(target)
            return target
        }
        // Arrays indexed by route position, not dictionaries: this runs on every launch, once
        // per route (the scale check composes 100 features).
        var parentOf = [Int?](repeating: nil, count: declarations.count)
        for position in declarations.indices {
            guard let parent = declarations[position].parent else { continue }
            guard let target = target(of: parent) else {
                problems.append(
                    .unknownParent(
                        route: declarations[position].pattern, feature: declarations[position].feature,
                        parent: parent))
                continue
            }
            let parentPattern = routes[target].pattern
            let childPattern = routes[position].pattern
            let missing = parentPattern.parameterNames.filter { !childPattern.parameterNames.contains($0) }
            if !missing.isEmpty {
                problems.append(
                    .unknownParent(
                        route: declarations[position].pattern, feature: declarations[position].feature,
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
