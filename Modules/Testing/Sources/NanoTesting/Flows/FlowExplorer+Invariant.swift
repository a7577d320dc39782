import NanoComposition
import NanoContract

extension FlowExplorer {
    /// An invariant that did not hold, with the values that show it: what a ``Violation``
    /// reports. Its `description` is a lowercase fragment without a period (docs/architecture.md
    /// "Errors"); tests match the case rather than the words.
    public enum Invariant: Sendable, Equatable, CustomStringConvertible {
        /// The app did not compose in the session (`reason`: the composition error's text).
        case doesNotCompose(reason: String)
        /// A scene, view model or coordinator (its type's name) is alive after it left the
        /// screen.
        case aliveAfterLeaving(String)
        /// A coordinator, scene or view model the app showed (its type's name) is alive after
        /// the app closed.
        case aliveAfterClosing(String)
        /// The guards fail, yet the screen of `route`, which requires `guard`, is showing.
        case guardedScreenShowing(route: String, guard: GuardID)
        /// The saved `links`, restored into the app composed again, show `restored` instead of
        /// the screens that were `showing`.
        case restoresOtherScreens(links: [String], restored: [[String]], showing: [[String]])
        /// The saved `links` could not be restored into the app composed again.
        case doesNotRestore(links: [String], reason: String)
        /// Opening `link` failed with an internal error.
        case linkFailed(link: String, OpenLinkError)
        /// A link the app opened by itself (a button's, a flow's) failed with an internal error.
        case openedLinkFailed(OpenLinkError)
        /// An action being replayed was refused (no such control, nothing to go back to, ...),
        /// so the replay did not reach where it ran before.
        case refused(Action)

        /// What did not hold (`TrailScene is still alive after it left the screen`).
        public var description: String {
            switch self {
            case .doesNotCompose(let reason): "the app does not compose: \(reason)"
            case .aliveAfterLeaving(let name): "\(name) is still alive after it left the screen"
            case .aliveAfterClosing(let name): "\(name) is still alive after the app closed"
            case let .guardedScreenShowing(route, guardID): "signed out, '\(route)' (guarded by \(guardID)) is showing"
            case let .restoresOtherScreens(links, restored, showing):
                "the saved links \(Self.list(links)) restore \(restored), not \(showing)"
            case let .doesNotRestore(links, reason): "the saved links \(Self.list(links)) do not restore: \(reason)"
            case let .linkFailed(link, error): "'\(link)' failed: \(error)"
            case .openedLinkFailed(let error): "a link the app opened failed: \(error)"
            case .refused(let action): "'\(action)' was refused"
            }
        }

        private static func list(_ links: [String]) -> String { "[\(links.joined(separator: ", "))]" }
    }
}

// Checking the invariants after a step.
extension FlowExplorer {
    /// The first invariant that does not hold after a step, or `nil`.
    func check(_ subject: AppUnderTest) -> Invariant? {
        flows.trackFlow(of: subject.app.rootCoordinator)
        if let survivor = subject.leakDetector?.check().first {
            return .aliveAfterLeaving(survivor.name)
        }
        let app = subject.app
        if let guardsPass = subject.guardsPass, !guardsPass(), let table {
            let guarded = Set(table.routes.filter { $0.guard != nil }.map(\.pattern))
            for link in app.entryLinks {
                guard let pattern = try? app.resolveRoute(link).pattern else { continue }
                let chain = table.routes.first { $0.pattern == pattern }.map { RouteSweep.chain(of: $0, in: table) }
                if let shown = chain?.first(where: { guarded.contains($0.pattern) }), let guardID = shown.guard {
                    return .guardedScreenShowing(route: shown.pattern, guard: GuardID(guardID))
                }
            }
        }
        let shown = Shown(links: app.entryLinks, screens: subject.screens)
        if let relaunch = subject.relaunch, !shown.links.isEmpty, shown != lastRestored {
            lastRestored = shown
            do {
                let again = try relaunch()
                defer { again.close() }
                try again.app.restore(app.entryLinks)
                again.settle()
                if again.screens != subject.screens {
                    return .restoresOtherScreens(
                        links: app.entryLinks, restored: again.screens, showing: subject.screens)
                }
            } catch {
                return .doesNotRestore(links: app.entryLinks, reason: "\(error)")
            }
        }
        return nil
    }
}
