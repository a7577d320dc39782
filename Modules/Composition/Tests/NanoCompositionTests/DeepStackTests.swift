import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoUI
import Testing

/// Stacks and coordinator trees far deeper than a person makes them (a hostile saved stack):
/// every walk stays correct and linear — the entries, the link of each screen, restoring,
/// going back and the tree itself.
@MainActor
struct DeepStackTests {
    let session = FakeSession()

    func signedInApp() throws -> NanoApp {
        session.isSignedIn = true
        return try makeApp(session: session)
    }

    /// `home`, `settings`, then `count` copies of `settings/notifications`.
    func deepLinks(_ count: Int) -> [String] {
        ["nvc://home", "nvc://settings"] + Array(repeating: "nvc://settings/notifications", count: count)
    }

    @Test func restoringThousandsOfLinksRebuildsEveryScreenWithItsLink() throws {
        let app = try signedInApp()
        let links = deepLinks(3_000)
        #expect(try app.restore(links) == .opened(link: "nvc://settings/notifications"))
        #expect(app.navigationStack.scenes.count == links.count)
        #expect(app.entryLinks == links)
        let onScreen = try #require(app.linksOnScreen.first)
        #expect(onScreen == links.map { Optional($0) })
        for index in [0, 1, 2, 1_500, links.count - 1] {
            #expect(app.link(for: app.navigationStack.scenes[index]) == links[index])
        }
        #expect(app.rootCoordinator.coordinatorTree.count == 3, "the root, Home's page and one Settings flow")
    }

    @Test func linksOnScreenAgreesWithLinkForEveryScreenOfEveryStack() throws {
        let app = try signedInApp()
        try app.restore(["nvc://home", "nvc://settings", "nvc://settings/notifications", "nvc://settings/about"])
        app.navigationStack.topScene?.tap(.next)  // an in-flow screen under the modal, with its own link
        let stacks = app.navigationStack.stackChain
        #expect(stacks.count == 2)
        let expected = stacks.map { stack in stack.scenes.map { app.link(for: $0) } }
        #expect(app.linksOnScreen == expected)
        #expect(app.linksOnScreen.last == ["nvc://settings/about"])
    }

    @Test func aLinkOpenedOverADeepStackPopsBackToItsChainAndTheEntriesFollow() throws {
        let app = try signedInApp()
        try app.restore(deepLinks(500))
        try app.open("settings/appearance/dark")
        #expect(app.titles == ["Home", "Settings", "Appearance"])
        #expect(app.entryLinks == ["nvc://home", "nvc://settings", "nvc://settings/appearance/dark"])
        for _ in 0..<2 { app.navigationStack.pop() }
        #expect(app.entryLinks == ["nvc://home"])
        try app.restore(deepLinks(3))
        #expect(app.entryLinks == deepLinks(3), "ownership is tracked again after the pops")
    }

    @Test func hundredsOfFlowsOnOneStackAreEachReleasedWhenTheirScreenLeaves() throws {
        let app = try signedInApp()
        let links = ["nvc://home"] + Array(repeating: "nvc://settings", count: 500)
        try app.restore(links)
        #expect(app.entryLinks == links)
        #expect(app.rootCoordinator.childCoordinators.count == 501, "Home's page and a Settings flow per link")
        app.navigationStack.pop()
        #expect(app.rootCoordinator.childCoordinators.count == 500, "the popped screen's flow is released")
        try app.open("home")
        #expect(app.titles == ["Home"])
        #expect(
            app.rootCoordinator.coordinatorTree.count == 2, "every Settings flow released: the root and Home's page")
        try app.open("settings/notifications")
        #expect(app.entryLinks == ["nvc://home", "nvc://settings", "nvc://settings/notifications"])
    }

    @Test func theCoordinatorTreeIsWalkedInOnePassHoweverDeep() throws {
        let root = Nest(navigationStack: HeadlessNavigationStack(leakDetector: nil))
        var deepest: Nest = root
        // 2,000 levels: releasing a chain of nested coordinators is recursive (each parent
        // releases its child), and 20,000 overflowed a test thread's stack under ThreadSanitizer.
        for _ in 0..<2_000 {
            deepest = deepest.start(coordinator: { Nest(navigationStack: $0) }, onStep: { _ in })
        }
        let tree = root.coordinatorTree
        #expect(tree.count == 2_001)
        #expect(tree.first === root)
        #expect(tree.last === deepest)
        // Depth first, parents before children, oldest child first.
        let wide = Nest(navigationStack: HeadlessNavigationStack(leakDetector: nil))
        let first = wide.start(coordinator: { Nest(navigationStack: $0) }, onStep: { _ in })
        let grandchild = first.start(coordinator: { Nest(navigationStack: $0) }, onStep: { _ in })
        let second = wide.start(coordinator: { Nest(navigationStack: $0) }, onStep: { _ in })
        #expect(
            wide.coordinatorTree.map(ObjectIdentifier.init)
                == [wide, first, grandchild, second].map(ObjectIdentifier.init))
    }
}

/// A coordinator that shows nothing, to build trees of any shape.
final class Nest: BaseCoordinator<Never>, Coordinating {
    init(navigationStack: any NavigationStack) {
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() {}
}
