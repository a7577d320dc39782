// The values FlowExplorer works with: a generated step, the action it became, and a violation
// with the actions that led to it.

extension FlowExplorer {
    /// One generated step: `kind` chooses what to do, `pick` which control, row, text or link.
    public struct Step: Sendable, Hashable, CustomStringConvertible {
        /// 0–4 act on a control (an action of the alert, while one shows), 5–6 go back, 7
        /// dismiss, 8–9 open a link (taken modulo 10).
        public let kind: Int
        /// Which of the candidates (modulo their number), then which row or text.
        public let pick: Int

        /// A step; any integers are valid (negative ones count from zero).
        public init(kind: Int, pick: Int) {
            self.kind = kind
            self.pick = pick
        }

        /// `kind:pick`.
        public var description: String { "\(kind):\(pick)" }
    }

    /// A concrete action, as a script line spells it.
    public enum Action: Sendable, Hashable, CustomStringConvertible {
        /// `type ID TEXT`.
        case type(id: String, text: String)
        /// `tap ID`.
        case tap(id: String)
        /// `toggle ID`.
        case toggle(id: String)
        /// `select ID ROW`.
        case select(id: String, row: Int)
        /// `refresh ID`.
        case refresh(id: String)
        /// `select tab ID`: a tap on a tab of the tab bar.
        case selectTab(id: String)
        /// `back`.
        case back
        /// `dismiss`.
        case dismiss
        /// `open LINK`.
        case open(String)
        /// `tap alert ACTION`: an action of the alert showing, by its id (`retry`, `cancel`).
        case chooseAlert(action: String)

        /// The script line (`type name "ada@example.com"`; text always quoted).
        public var description: String {
            switch self {
            case let .type(id, text): "type \(id) \(Self.quoted(text))"
            case .tap(let id): "tap \(id)"
            case .toggle(let id): "toggle \(id)"
            case let .select(id, row): "select \(id) \(row)"
            case .refresh(let id): "refresh \(id)"
            case .selectTab(let id): "select tab \(id)"
            case .back: "back"
            case .dismiss: "dismiss"
            case .open(let link): "open \(link)"
            case .chooseAlert(let id): "tap alert \(id)"
            }
        }

        private static func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }

    /// An invariant that did not hold, and the actions that led there.
    public struct Violation: Error, Sendable, Equatable, CustomStringConvertible {
        /// What did not hold, with the values that show it.
        public let invariant: Invariant
        /// The session the run started in.
        public let session: AppUnderTest.Session
        /// Every action that ran, the failing one last (the first opens the home link).
        public let actions: [Action]

        /// A violation of `invariant` found after `actions` in an app started in `session`
        /// (the explorer makes them; a test of how a report reads may too).
        public init(invariant: Invariant, session: AppUnderTest.Session, actions: [Action]) {
            self.invariant = invariant
            self.session = session
            self.actions = actions
        }

        /// The replayable script: comment lines naming the invariant and the session (each line
        /// of a many-line invariant, a composition error's, is a comment of its own), then a
        /// line per action.
        public var script: String {
            let comment = "# " + "\(invariant) (started \(session))".replacingOccurrences(of: "\n", with: "\n# ")
            return ([comment] + actions.map(\.description)).joined(separator: "\n")
        }

        /// The script: the one text a test records.
        public var description: String { script }
    }
}
