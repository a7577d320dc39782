import NanoApiSession
import NanoComposition
import NanoDI
import NanoNavigation
import NanoStrings
import NanoTesting

@testable import CatalogFeature

/// A source for the tests: `count` items a category (`Person 1`, ...) in pages of 10, searched
/// by name, that records every request and fails, or hangs, the next requests when told.
actor ScriptedSource: CatalogSource {
    /// What the next request gets instead of its answer.
    enum Fault: Sendable {
        case failure(ApiError)
        case hang
    }
    /// Which requests a fault is for.
    enum Kind: Sendable { case page, item }

    private let count: Int
    private var faults: [(Kind, Fault)] = []
    /// Every request, as `people p1 "sky"` or `people #3`.
    private(set) var requests: [String] = []
    private let probe = CancellationProbe()

    init(count: Int = 23) { self.count = count }

    /// The next requests of `kind` get `faults`, in order.
    func failNext(_ faults: Fault..., for kind: Kind = .page) { self.faults += faults.map { (kind, $0) } }

    /// Requests that hung and were cancelled.
    var cancelled: Int { get async { await probe.counts.cancelled } }

    func page(_ category: CatalogCategory, number: Int, search: String?) async throws(ApiError) -> CatalogPage {
        requests.append("\(category.rawValue) p\(number)" + (search.map { " \"\($0)\"" } ?? ""))
        try await playFault(.page)
        let all = items(category).filter { item in
            guard let search, !search.isEmpty else { return true }
            return item.title.lowercased().contains(search.lowercased())
        }
        let start = min(all.count, (number - 1) * 10)
        let end = min(all.count, start + 10)
        return CatalogPage(items: Array(all[start..<end]), total: all.count, hasNext: end < all.count)
    }

    func item(_ category: CatalogCategory, id: Int) async throws(ApiError) -> CatalogItem {
        requests.append("\(category.rawValue) #\(id)")
        try await playFault(.item)
        guard let item = items(category).first(where: { $0.id == id }) else {
            throw .status(code: 404, body: "{\"detail\": \"Not found\"}")
        }
        return item
    }

    private func playFault(_ kind: Kind) async throws(ApiError) {
        guard let index = faults.firstIndex(where: { $0.0 == kind }) else { return }
        switch faults.remove(at: index).1 {
        case .failure(let error): throw error
        case .hang:
            do { try await probe.hang() } catch { throw .cancelled }
        }
    }

    private func items(_ category: CatalogCategory) -> [CatalogItem] {
        let noun = category == .people ? "Person" : String(category.rawValue.dropLast()).capitalized
        return (1...max(1, count)).prefix(count).map { id in
            CatalogItem(
                id: id, category: category, title: "\(noun) \(id)", subtitle: "born \(id)BBY",
                overview: [CatalogFact(.birthYear, "\(id)BBY")],
                details: [CatalogFact(.birthYear, "\(id)BBY"), CatalogFact(.height, "\(150 + id)")])
        }
    }
}

/// What the catalogue runs over in a test: the scripted source, a store whose writes can fail,
/// and a clock the test moves.
@MainActor
final class World {
    let source: ScriptedSource
    let store = FailableKeyValueStore(failure: .writeFailed(path: "/state/store.json", reason: "disk full"))
    let clock = TestClock()

    init(count: Int = 23) { source = ScriptedSource(count: count) }

    var favourites: CatalogFavourites { CatalogFavourites(store: store) }

    /// The feature's dependencies, as the plugin's needs build them.
    func dependencies(language: Language = .english) -> CatalogPlugin.Dependencies {
        CatalogPlugin.Dependencies(
            source: source, favourites: favourites, clock: clock, text: Strings<CatalogText>(language))
    }

    /// The catalogue over the scripted source.
    func plugin() -> CatalogPlugin { CatalogPlugin(source: source) }

    /// The container an app composes the catalogue over.
    func register(_ container: DependencyContainer) {
        container.register((any KeyValueStore).self, store as any KeyValueStore)
        container.register((any NanoClock).self, clock as any NanoClock)
    }

    /// The catalogue alone in an app, its home `catalog`.
    func app(language: Language = .english) throws -> NanoApp {
        let container = DependencyContainer()
        register(container)
        container.register(Language.self, language)
        return try NanoApp(
            scheme: "nvc", homeLink: "catalog", plugins: [plugin()], dependencies: container,
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
    }
}

/// Waits (yielding, at most about two seconds) until `condition` holds: the source answers on
/// another task, and its answer reaches the main actor a moment later.
@MainActor
func eventually(_ condition: @MainActor () async -> Bool) async -> Bool {
    for _ in 0..<400 {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return await condition()
}

extension NanoApp {
    /// Every catalogue flow in the app's coordinator tree (under the Catalog tab's host).
    var catalogFlows: [CatalogCoordinator] {
        func flows(_ node: CoordinatorNode) -> [CatalogCoordinator] {
            node.childCoordinators.flatMap { child in (child as? CatalogCoordinator).map { [$0] } ?? flows(child) }
        }
        return flows(rootCoordinator)
    }
}
