import CatalogFeature
import NanoApiSession
import NanoComposition
import NanoCore
import NanoDI
import NanoFixtureServer
import NanoHTTPClient
import NanoNavigation
import NanoUI
import SwapiInterface

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The catalogue alone in an app over `service`, on a headless stack whose leak detector
/// (zero grace) watches every scene and view model that leaves: what both measurements drive.
@MainActor
struct CatalogBenchApp {
    let app: NanoApp
    let leaks: LeakDetector

    init(service: SwapiService) throws {
        let container = DependencyContainer()
        container.register((any KeyValueStore).self, InMemoryKeyValueStore() as any KeyValueStore)
        container.register((any NanoClock).self, LiveClock() as any NanoClock)
        leaks = LeakDetector(isEnabled: true, gracePeriod: .zero, report: { _ in })
        app = try NanoApp(
            scheme: "nvc", homeLink: "catalog",
            plugins: [CatalogPlugin(source: SwapiCatalogSource(service: service))], dependencies: container,
            navigationStack: HeadlessNavigationStack(leakDetector: leaks))
    }

    /// The rows of the list `id` on the visible screen (0 when there is none).
    func rows(in id: String = "items") -> Int {
        guard let list = app.navigationStack.visibleScene?.allControls.first(where: { $0.id == id }),
            case .array(let sections)? = list.state["sections"]
        else { return 0 }
        return sections.reduce(0) { count, section in
            guard case .object(let properties) = section,
                case .array(let rows)? = properties.first(where: { $0.name == "rows" })?.value
            else { return count }
            return count + rows.count
        }
    }

    /// Yields to the answers (their hop back to the main actor) until `condition` holds; fails
    /// after `timeout`.
    func wait(_ what: String, timeout: Duration = .seconds(10), until condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else { throw BenchFailure("timed out waiting for \(what)") }
            await Task.yield()
        }
    }
}

/// Why a measurement could not finish.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A fixture API with `count` people (the dataset's 82, repeated with new ids and names), fault
/// free: enough rows to page through.
func peopleAPI(count: Int) throws -> FixtureAPI {
    let dataset = try SwapiFixture.api()
    guard let people = dataset.collections["people"]?.records, !people.isEmpty else {
        throw BenchFailure("the dataset has no people")
    }
    let records = (0..<count).map { index in
        var record = people[index % people.count]
        record.id = index + 1
        if case .string(let name)? = record.fields["name"] { record.fields["name"] = .string("\(name) \(index + 1)") }
        return record
    }
    return FixtureAPI(
        root: "/api/", pageSize: 10,
        collections: [
            FixtureCollection(
                name: "people", searchField: "name", records: records,
                links: ["homeworld": "planets", "films": "films", "starships": "starships"])
        ])
}
