import NanoUI

// What a person (or a script, or a test) does with the alert on screen.
extension NavigationStack {
    /// The alert showing over the visible screen, if any.
    public var visibleAlert: PresentedAlert? { alertShowing?.alert }

    /// The alert on screen and the stack that presented it, from the top of the chain down.
    private var alertShowing: (stack: any NavigationStack, alert: PresentedAlert)? {
        for stack in stackChain.reversed() {
            if let alert = stack.presentedAlert { return (stack, alert) }
        }
        return nil
    }

    /// Chooses the action `name` (its id, or its title in any case) of the alert on screen: the
    /// alert leaves, then its coordinator's handler receives the action's choice — one step of
    /// the navigation activity.
    /// - Throws: `UserActionError/refused(_:)` when no alert shows or it has no such action.
    public func chooseAlertAction(_ name: String) throws(UserActionError) {
        guard let (stack, alert) = alertShowing else { throw .refused("no alert is showing") }
        guard let action = alert.description.action(named: name),
            let index = alert.description.actions.firstIndex(of: action)
        else {
            throw .refused(
                "the alert has no action '\(name)' (actions: \(alert.description.actions.map(\.id).joined(separator: ", ")))"
            )
        }
        stack.activity.perform(.step) {
            stack.dismissAlert()
            alert.choose(index)
        }
    }

    /// What Escape, back and a dismissal do to an alert: choose its cancel-role action.
    /// - Returns: `false` when no alert shows (the caller goes back or dismisses as usual).
    /// - Throws: `UserActionError/refused(_:)` when the alert has no cancel action.
    func cancelAlert() throws(UserActionError) -> Bool {
        guard let alert = visibleAlert else { return false }
        guard let cancel = alert.description.cancelAction else {
            throw .refused(
                "the alert '\(alert.description.title)' has no cancel action; choose one of its actions ("
                    + alert.description.actions.map(\.id).joined(separator: ", ") + ")")
        }
        try chooseAlertAction(cancel.id)
        return true
    }

    /// The screen a person's action on a control goes to.
    /// - Throws: `UserActionError/noScreen`, or `UserActionError/refused(_:)` while an alert
    ///   blocks the screen (naming its actions).
    public func actionableScene() throws(UserActionError) -> any SceneHosting {
        if let alert = visibleAlert {
            throw .refused(
                "an alert is showing ('\(alert.description.title)'); choose one of its actions first ("
                    + alert.description.actions.map(\.id).joined(separator: ", ") + ")")
        }
        guard let scene = visibleScene else { throw .noScreen }
        return scene
    }

    /// Checks `property` of the alert on screen: `title`, `message` (empty when none),
    /// `style` (`alert`, `actionSheet`), `actions` (the titles, `, `-separated) or `visible`
    /// (`true` or `false`, also when no alert shows).
    /// - Throws: `UserActionError/expectationFailed(id:property:expected:actual:)`, or
    ///   `UserActionError/refused(_:)` when no alert shows and `property` is not `visible`.
    public func expectAlert(_ property: String, equals expected: String) throws(UserActionError) {
        let id = PresentedAlert.controlID
        let actual: String
        if property == "visible" {
            actual = String(visibleAlert != nil)
        } else {
            guard let alert = visibleAlert?.description else { throw .refused("no alert is showing") }
            switch property {
            case "title": actual = alert.title
            case "message": actual = alert.message ?? ""
            case "style": actual = alert.style.rawValue
            case "actions": actual = alert.actions.map(\.title).joined(separator: ", ")
            default:
                throw .unknownProperty(
                    id: id, property: property, available: ["title", "message", "style", "actions", "visible"])
            }
        }
        guard actual == expected else {
            throw .expectationFailed(id: id, property: property, expected: expected, actual: actual)
        }
    }
}

extension PresentedAlert {
    /// The word scripts use for the alert where a control id goes: `tap alert Retry`,
    /// `expect alert title "Could not load people"`.
    public static let controlID = "alert"
}
