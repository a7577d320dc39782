import NanoUI

extension BaseCoordinator {
    /// Shows `alert` over the screen the person sees (the top of the topmost stack), as a
    /// navigation step: it blocks that screen until an action is chosen — by a person, a
    /// script's `tap alert ACTION`, a test's `FlowDriver.chooseAlertAction(_:)`, or Escape/back,
    /// which choose the cancel-role action — and then `onChoice` receives that action's choice
    /// (after the alert left the screen, so the handler can navigate). An alert that leaves
    /// without a choice (its stack changed under it, another alert replaced it) never calls
    /// `onChoice`. Capture the coordinator weakly in `onChoice`, as with any step handler.
    /// An alert given no actions gets one, `ok` (cancel role), titled in the app's language
    /// (the stack's ``NavigationActivity/texts``: `OK`).
    @discardableResult
    public func showAlert<Choice>(
        _ alert: AlertContent<Choice>, onChoice: @escaping (Choice) -> Void
    ) -> PresentedAlert {
        let actions =
            alert.actions.isEmpty
            ? [AlertActionDescription(id: "ok", title: navigationStack.activity.texts.ok, role: .cancel)]
            : alert.actions.map { AlertActionDescription(id: $0.id, title: $0.title, role: $0.role) }
        let choices = alert.actions.map(\.choice)
        let presented = PresentedAlert(
            description: AlertDescription(
                title: alert.title, message: alert.message, style: alert.style, actions: actions)
        ) { index in
            if choices.indices.contains(index) { onChoice(choices[index]) }
        }
        navigationStack.topmostStack.presentAlert(presented)
        return presented
    }
}
