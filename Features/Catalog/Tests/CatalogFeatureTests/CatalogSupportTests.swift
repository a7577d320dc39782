import CatalogPluginEntry
import NanoNavigation
import NanoStrings
import NanoTesting
import Testing

@testable import CatalogFeature

/// The strings, the plugin entry, the route sweep and what a flow leaves behind.
@MainActor
struct CatalogSupportTests {
    @Test func tablesAreComplete() {
        assertTablesComplete([CatalogText.self, CatalogField.self], languages: [.english, .german])
    }

    @Test func theEntryPointExportsTheCatalog() throws {
        let export = try PluginEntryCheck.export(from: { nanoPluginEntry($0) })
        #expect(export.plugin.id == "catalog")
        #expect(export.version == "0.1.0")
        #expect(export.framework == .seenHere)
    }

    @Test func everyRouteOpensAndKeepsItsPromises() {
        let report = RouteSweep { session in
            let world = World()
            return try AppUnderTest.preview(of: world.plugin(), in: session, register: world.register)
        }.run()
        #expect(report.routes.count == 4)
        #expect(report.unopened.isEmpty, "\(report.summary)")
        #expect(report.failures.isEmpty, "\(report)")
    }

    @Test func goingBackPastTheCategoriesFreesTheWholeFlowAndItsRequests() async throws {
        let world = World()
        await world.source.failNext(.hang)
        let app = try world.app()
        let leaks = LeakTracker()
        do {
            try app.open("catalog/people/1/options")
            let coordinator = try #require(app.catalogFlows.first)
            leaks.trackFlow(of: coordinator)
        }
        #expect(await eventually { await world.source.requests.count == 2 }, "the list and the item were asked for")
        app.navigationStack.pop()
        app.navigationStack.pop()
        app.navigationStack.removeAll()
        #expect(await eventually { await world.source.cancelled == 1 }, "the hanging request was cancelled")
        #expect(await eventually { app.catalogFlows.isEmpty })
        leaks.expectAllFreed()
    }
}
