import NanoComposition
import NanoContract
import NanoNavigation
import NanoUI

/// Runs generated sequences of a person's actions over a composed app and checks, after every
/// step, what must always hold:
///
/// - no scene or view model that left the screen is still alive (the app's zero-grace
///   ``AppUnderTest/leakDetector``), and once the sequence ends and the app is closed and
///   released, no coordinator, scene or view model it showed is;
/// - when the guards fail (``AppUnderTest/guardsPass``: signed out), no screen of a guarded
///   route is showing;
/// - the links of the screens showing (`NanoApp/entryLinks`), restored into the app
///   composed again over the same state (``AppUnderTest/relaunch``), show the same screens;
/// - no link fails with an internal error; and the process does not crash.
///
/// The sequences come from a property-based testing library in the test target (the kit links
/// none): each ``Step`` is two numbers the library generates and shrinks, which the explorer
/// reads against the screen showing when the step runs — act on one of its visible, enabled
/// controls (type, tap, toggle, select, refresh), go back, dismiss, or open one of the app's
/// sample links (``RouteSamples``); while an alert shows, a step acting on a control chooses
/// one of the alert's actions instead (a fault's Retry or Cancel). A step that does nothing there (no control, nothing to go
/// back to, a refused link) is skipped. A failure comes back as a ``Violation`` holding the
/// actions that ran, printed as a script that `nvc open LINK --script FILE` replays.
///
/// ```swift
/// let explorer = FlowExplorer { session in try AppUnderTest.flowFixture(in: session) }
/// let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...99)).map { FlowExplorer.Step(kind: $0, pick: $1) }
/// await propertyCheck(count: 200, input: Gen.element(of: AppUnderTest.Session.allCases), steps.array(of: 1...20)) {
///     if let violation = explorer.run($1, in: $0) { Issue.record("\(violation)") }
/// }
/// ```
@MainActor
public final class FlowExplorer {
    /// The texts typed into fields: a name, an email address, nothing, and markup.
    public static let texts = ["Ada Lovelace", "ada@example.com", "", "<b>&"]

    /// How many sequences ran since the explorer was made.
    public private(set) var sequences = 0
    /// How many steps ran (skipped ones included).
    public private(set) var steps = 0
    /// The scenes that showed on top after some action: how far the sequences reached.
    public internal(set) var screensSeen: Set<String> = []

    private let compose: @MainActor (AppUnderTest.Session) throws -> AppUnderTest
    var table: RouteTable?
    var links: [String] = []
    /// Every coordinator, scene and view model the app in progress showed, held weakly.
    var flows = LeakTracker()
    /// The links and screens whose restore was checked last: the same again need no check.
    var lastRestored: Shown?

    struct Shown: Equatable {
        let links: [String]
        let screens: [[String]]
    }

    /// An explorer of the app `compose` makes afresh for every sequence.
    public init(compose: @escaping @MainActor (AppUnderTest.Session) throws -> AppUnderTest) {
        self.compose = compose
    }

    /// Opens the app's home link in `session`, then runs `steps`, checking every invariant
    /// after each; the first violation, or `nil`.
    public func run(_ steps: [Step], in session: AppUnderTest.Session) -> Violation? {
        sequences += 1
        return explore(session) { subject, ran in
            for step in steps {
                self.steps += 1
                guard let action = self.action(for: step, on: subject.app) else { continue }
                switch self.perform(action, on: subject) {
                case .ran: break
                case .skipped: continue
                case .broke(let invariant): return invariant
                }
                ran.append(action)
                if let broken = self.check(subject) { return broken }
            }
            return nil
        }
    }

    /// Replays `actions` (a ``Violation``'s, say) after opening the home link in `session`,
    /// checking every invariant after each: the first violation, or `nil`.
    public func replay(_ actions: [Action], in session: AppUnderTest.Session) -> Violation? {
        explore(session) { subject, ran in
            let rest = actions.first == ran.first ? actions.dropFirst() : actions[...]
            for action in rest {
                switch self.perform(action, on: subject) {
                case .ran: break
                case .skipped: return .refused(action)
                case .broke(let invariant): return invariant
                }
                ran.append(action)
                if let broken = self.check(subject) { return broken }
            }
            return nil
        }
    }

    // MARK: Running

    private func explore(
        _ session: AppUnderTest.Session, _ body: (AppUnderTest, inout [Action]) -> Invariant?
    ) -> Violation? {
        flows = LeakTracker()
        var ran: [Action] = []
        if let broken = runApp(session, ran: &ran, body) {
            return Violation(invariant: broken, session: session, actions: ran)
        }
        // The app is gone: every coordinator, scene and view model it showed must be too.
        if let alive = flows.survivors.first {
            return Violation(invariant: .aliveAfterClosing(alive), session: session, actions: ran)
        }
        return nil
    }

    /// Composes the app, opens its home link and runs `body`; the app is closed and released
    /// when it returns.
    private func runApp(
        _ session: AppUnderTest.Session, ran: inout [Action], _ body: (AppUnderTest, inout [Action]) -> Invariant?
    ) -> Invariant? {
        let subject: AppUnderTest
        do {
            subject = try compose(session)
        } catch {
            return .doesNotCompose(reason: "\(error)")
        }
        if table == nil {
            let routes = subject.app.routeTable
            table = routes
            links = routes.routes.filter(\.enabled).flatMap {
                RouteSamples.links(for: $0, scheme: routes.scheme)?.map(\.link) ?? []
            }
        }
        lastRestored = nil  // the stored state is new: nothing restored yet holds for it
        ran = [.open(subject.app.homeLink)]
        defer { subject.close() }
        if case .broke(let invariant) = perform(.open(subject.app.homeLink), on: subject) { return invariant }
        return check(subject) ?? body(subject, &ran)
    }

}
