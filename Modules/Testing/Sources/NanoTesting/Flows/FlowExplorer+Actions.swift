import NanoComposition
import NanoNavigation

// What a generated step does: the action it becomes on the screen (or alert) showing, and
// performing it as the runtime would.
extension FlowExplorer {
    /// What `step` means on the screen showing, or `nil` when there is nothing to do.
    func action(for step: Step, on app: NanoApp) -> Action? {
        let kind = ((step.kind % 10) + 10) % 10
        let pick = step.pick.magnitude
        switch kind {
        case 5, 6: return .back
        case 7: return .dismiss
        case 8, 9: return links.isEmpty ? nil : .open(links[Int(pick % UInt(links.count))])
        default:
            if let alert = app.navigationStack.visibleAlert {
                let actions = alert.description.actions.map(\.id)
                return actions.isEmpty ? nil : .chooseAlert(action: actions[Int(pick % UInt(actions.count))])
            }
            let tabs = app.tabContainer.tabBar?.tabs.map { tab in { (_: Int) in Action.selectTab(id: tab.id) } } ?? []
            let candidates = Self.candidates(on: app.navigationStack.visibleScene) + tabs
            guard !candidates.isEmpty else { return nil }
            let chosen = candidates[Int(pick % UInt(candidates.count))]
            let variant = Int(pick / UInt(candidates.count))
            return chosen(variant)
        }
    }

    /// What performing an action came to.
    enum Outcome {
        /// It ran: the invariants are checked next.
        case ran
        /// It was refused or failed with a typed error: nothing to check.
        case skipped
        /// It broke an invariant by itself (a link failed with an internal error).
        case broke(Invariant)
    }

    /// Performs `action` as the runtime does (the action, the settle, the guards enforced).
    func perform(_ action: Action, on subject: AppUnderTest) -> Outcome {
        let app = subject.app
        do {
            switch action {
            case .open(let link):
                do {
                    try app.open(link)
                } catch {
                    if case .internalError = error { return .broke(.linkFailed(link: link, error)) }
                    return .skipped
                }
            case .back: try app.navigationStack.goBack()
            case .dismiss: try app.navigationStack.dismissTopmost()
            case .chooseAlert(let id): try app.navigationStack.chooseAlertAction(id)
            case .selectTab(let id):
                do {
                    try app.selectTab(id)
                } catch {
                    if case .rootFailed(let failure) = error, case .internalError = failure {
                        return .broke(.linkFailed(link: id, failure))
                    }
                    return .skipped
                }
            default:
                guard let screen = try? app.navigationStack.actionableScene() else { return .skipped }
                switch action {
                case let .type(id, text): try screen.perform(.type(text), on: id)
                case .tap(let id): try screen.perform(.tap, on: id)
                case .toggle(let id): try screen.perform(.toggle, on: id)
                case let .select(id, row): try screen.perform(.select(row: row), on: id)
                case .refresh(let id): try screen.perform(.refresh, on: id)
                case .open, .back, .dismiss, .selectTab, .chooseAlert: break
                }
            }
        } catch {
            return .skipped
        }
        subject.settle()
        app.enforceGuards()
        if let top = app.navigationStack.visibleScene { screensSeen.insert(top.sceneName) }
        if let failure = app.takeNavigationFailures().first(where: {
            if case .internalError = $0 { true } else { false }
        }) {
            return .broke(.openedLinkFailed(failure))
        }
        return .ran
    }
}
