import NanoDI
import NanoNavigation
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

    /// `app`, with `settle` run after every action; `leakDetector` is the one its navigation
    /// stack was made with (see ``makeLeakDetector()``).
    public init(_ app: NanoApp, leakDetector: LeakDetector? = nil, settle: @escaping @MainActor () -> Void = {}) {
        self.app = app
        self.leakDetector = leakDetector
        self.settle = settle
    }

    /// A leak detector for an app under test: on, no grace period, reporting to nobody (the
    /// checks read ``LeakDetector/check()``'s result).
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
        app.navigationStack.removeAll()
    }

    /// A feature's preview composition (``FeaturePreview/plugins(for:failingGuards:)``) in
    /// `session`: signed out fails every guard the feature does not provide itself. Its
    /// dependencies are `DependencyContainer.standardTest()` plus what `register` adds; the
    /// test clock is advanced by a minute after every action.
    public static func preview<Plugin: FeaturePlugin>(
        of feature: Plugin,
        in session: Session,
        register: @MainActor (DependencyContainer) -> Void = { _ in }
    ) throws(CompositionError) -> AppUnderTest {
        let doubles = StandardTestDependencies()
        let container = DependencyContainer.standardTest(doubles)
        register(container)
        let failing = session == .signedOut ? Set(FeatureOutline(feature).foreignGuards) : []
        let homeLink = FeatureOutline(feature).routes.first?.pattern ?? ""
        let leaks = makeLeakDetector()
        let app = try NanoApp(
            homeLink: homeLink, plugins: FeaturePreview.plugins(for: feature, failingGuards: failing),
            dependencies: container, navigationStack: HeadlessNavigationStack(leakDetector: leaks))
        return AppUnderTest(app, leakDetector: leaks) { doubles.clock.advance(by: .seconds(60)) }
    }
}
