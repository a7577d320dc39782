import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoPreview
import NanoUI

/// One freshly composed app as the flow checks (``RouteSweep``, ``FlowExplorer``) drive it: the
/// app, and what lets its delayed work finish after each action (advancing a `TestClock`).
///
/// The checks compose a new one for every link and every replay, so that no state leaks from
/// one check into the next and a leak is the app's own.
@MainActor
public struct AppUnderTest {
    /// Whether the app starts signed in (every guard passes) or signed out (every guard
    /// fails): the two sessions every check runs in.
    public enum Session: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Every guard passes.
        case signedIn = "signed in"
        /// Every guard fails, so a guarded link must show its guard's flow.
        case signedOut = "signed out"

        /// `signed in` or `signed out`, as reports print it.
        public var description: String { rawValue }
    }

    /// The composed app.
    public let app: NanoApp
    /// Runs after every action: lets scheduled work finish.
    public let settle: @MainActor () -> Void
    /// The detector the app's navigation stack reports the scenes that left it to, with no
    /// grace period, so a check right after an action sees a scene that did not go; `nil`
    /// when the stack reports to none.
    public let leakDetector: LeakDetector?
    /// Whether the session's guards pass now (someone signed in since, or signed out); `nil`
    /// when the app cannot tell, and then no check asks.
    public let guardsPass: (@MainActor () -> Bool)?
    /// Composes the app again over the same stored state, as the next run of the app would:
    /// what a saved stack is restored into; `nil` when the state cannot be shared.
    public let relaunch: (@MainActor () throws -> AppUnderTest)?

    /// `app`, with `settle` run after every action; `leakDetector` is the one its navigation
    /// stack was made with (see ``makeLeakDetector()``), `guardsPass` tells whether its guards
    /// pass, `relaunch` composes it again over the same stored state.
    public init(
        _ app: NanoApp, leakDetector: LeakDetector? = nil, guardsPass: (@MainActor () -> Bool)? = nil,
        relaunch: (@MainActor () throws -> AppUnderTest)? = nil, settle: @escaping @MainActor () -> Void = {}
    ) {
        self.app = app
        self.leakDetector = leakDetector
        self.guardsPass = guardsPass
        self.relaunch = relaunch
        self.settle = settle
    }

    /// A leak detector for an app under test: on, no grace period, reporting to nobody (the
    /// checks read `LeakDetector/check()`'s result).
    public static func makeLeakDetector() -> LeakDetector {
        LeakDetector(isEnabled: true, gracePeriod: .zero, report: { _ in })
    }

    /// The scene names on every stack, root stack first: what "the same screens" means when
    /// a saved stack is restored.
    public var screens: [[String]] {
        app.navigationStack.stackChain.map { $0.scenes.map(\.sceneName) }
    }

    /// Takes every screen off and cancels any guard flow, so everything the app showed can be
    /// freed once the app goes.
    public func close() {
        app.cancelGuardFlow()
        app.removeAllScreens()
    }

    /// A feature's preview composition (NanoPreview's
    /// `FeaturePreview.plugins(for:failingGuards:)`) in `session`: signed out fails every guard
    /// the feature does not provide itself. Its dependencies are
    /// `DependencyContainer.standardTest()` plus what `register` adds; the test clock is
    /// advanced by a minute after every action; a relaunch shares its key-value store. The
    /// stand-in guards keep their state (a stand-in flow's `pass` does not count).
    public static func preview<Plugin: FeaturePlugin>(
        of feature: Plugin,
        in session: Session,
        register: @escaping @MainActor (DependencyContainer) -> Void = { _ in }
    ) throws(CompositionError) -> AppUnderTest {
        let failing = session == .signedOut ? Set(FeatureOutline(feature).foreignGuards) : []
        return try preview(of: feature, failing: failing, register: register, store: InMemoryKeyValueStore())
    }

    private static func preview<Plugin: FeaturePlugin>(
        of feature: Plugin, failing: Set<GuardID>, register: @escaping @MainActor (DependencyContainer) -> Void,
        store: InMemoryKeyValueStore
    ) throws(CompositionError) -> AppUnderTest {
        let doubles = StandardTestDependencies()
        let container = DependencyContainer.standardTest(doubles)
        container.register((any KeyValueStore).self, store)
        register(container)
        let leaks = makeLeakDetector()
        let app = try NanoApp(
            homeLink: FeatureOutline(feature).routes.first?.pattern ?? "",
            plugins: FeaturePreview.plugins(for: feature, failingGuards: failing),
            dependencies: container, navigationStack: HeadlessNavigationStack(leakDetector: leaks))
        return AppUnderTest(
            app, leakDetector: leaks, guardsPass: { failing.isEmpty },
            relaunch: { try preview(of: feature, failing: failing, register: register, store: store) },
            settle: { doubles.clock.advance(by: .seconds(60)) })
    }
}
