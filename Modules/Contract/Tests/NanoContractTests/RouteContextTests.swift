import NanoNavigation
import NanoRouting
import Testing

@_spi(Composition) @testable import NanoContract

/// A route handler's context: the link's parameters and query, the entry it starts or continues
/// on the composing app, and a clear `RouteError` (not a crash) once that app is gone.
@MainActor
@Suite struct RouteContextTests {
    @Test func theContextReadsTheMatchedLinksParametersAndQuery() throws {
        let host = RecordingRouteHost()
        let linkHost = RecordingLinkHost()
        let input = try routeInput(
            pattern: "items/:id(int)", link: "items/42?sort=name", host: host, links: LinkOpener(app: linkHost))
        let context = RouteContext(dependencies: "deps", input: input)
        #expect(context.parameters.int("id") == 42)
        #expect(context.query.items == [QueryItem(name: "sort", value: "name")])
        #expect(context.link == "app://items/42?sort=name")
        #expect(context.dependencies == "deps")
        _ = try context.links.open("app://home")
        #expect(linkHost.opened == ["app://home"])
    }

    @Test func startAndContinueReachTheHostWithTheLinkAndTransition() throws {
        let host = RecordingRouteHost()
        let input = try routeInput(
            pattern: "items", link: "items", host: host, links: LinkOpener(app: RecordingLinkHost()),
            transition: .present)
        let context = RouteContext(dependencies: (), input: input)
        #expect(try context.start { ProbeFlow(navigationStack: $0) } == RouteStart(link: "app://items"))
        #expect(host.started.map(\.link) == ["app://items"])
        #expect(host.started.map(\.transition) == [.present])
        #expect(try context.continueFlow(ProbeFlow.self) { _ in } == RouteStart(link: "app://items"))
        #expect(host.continued == ["app://items"])
        #expect(context.runningFlow(ProbeFlow.self) == nil)

        host.continueError = .noFlowToContinue(expected: "ProbeFlow")
        #expect(throws: RouteError.noFlowToContinue(expected: "ProbeFlow")) {
            try context.continueFlow(ProbeFlow.self) { _ in }
        }
    }

    @Test func aContextOutlivingItsAppRejectsWithAppGone() throws {
        var host: RecordingRouteHost? = RecordingRouteHost()
        let links = LinkOpener(app: RecordingLinkHost())
        let input = try host.map { try routeInput(pattern: "items", link: "items", host: $0, links: links) }
        host = nil
        let context = try #require(input.map { RouteContext(dependencies: (), input: $0) })
        #expect(throws: RouteError.rejected(RouteError.appGone)) {
            try context.start { ProbeFlow(navigationStack: $0) }
        }
        #expect(throws: RouteError.rejected(RouteError.appGone)) { try context.continueFlow(ProbeFlow.self) { _ in } }
        #expect(context.runningFlow(ProbeFlow.self) == nil)
    }
}
