import NanoCore
import NanoNavigation
import NanoUI

/// A person's actions on the visible screen, as every host performs them: the same scene
/// actions (``NanoUI/SceneHosting/perform(_:on:)``) a test's flow driver uses, each followed
/// by ``afterAction()``.
extension AppRuntime {
    /// The id of the drawn back button. `tap back` goes back, unless the screen has its own
    /// control with that id, which wins.
    public static let backButtonID = "back"

    /// Performs `action` on control `id` of the visible screen, settles and applies the rules
    /// that follow every action.
    /// - Throws: 1 for a refused action (no such control, disabled, hidden), or the failure of a
    ///   link the app's coordinators tried to open.
    ///   While an alert shows, every action on the screen under it is refused (1), naming the
    ///   alert's actions.
    public func perform(_ action: UserAction, on id: String) async throws(AppError) {
        do throws(UserActionError) {
            try app.navigationStack.actionableScene().perform(action, on: id)
        } catch {
            throw AppError(error)
        }
        await settle()
        try afterAction()
    }

    /// Taps control `id`, or goes back when `id` is ``backButtonID`` and the screen has no
    /// control of that name.
    public func tap(_ id: String) async throws(AppError) {
        if id == Self.backButtonID, app.navigationStack.visibleScene?.control(withID: id) == nil {
            try await goBack()
        } else {
            try await perform(.tap, on: id)
        }
    }

    /// Chooses the action `name` (its id, or its title in any case) of the alert showing:
    /// the alert leaves and its coordinator gets the choice (a Retry runs the request again).
    /// - Throws: 1 when no alert shows or it has no such action.
    public func chooseAlertAction(_ name: String) async throws(AppError) {
        try await navigate { stack throws(UserActionError) in try stack.chooseAlertAction(name) }
    }

    /// Goes back one screen on the topmost stack; while an alert shows, chooses its cancel action.
    /// - Throws: 1 when there is nothing to go back to on that stack, or its screen hides the
    ///   back button.
    public func goBack() async throws(AppError) {
        try await navigate { stack throws(UserActionError) in try stack.goBack() }
    }

    /// Dismisses the topmost presented stack; while an alert shows, chooses its cancel action.
    /// - Throws: 1 when nothing is presented.
    public func dismiss() async throws(AppError) {
        try await navigate { stack throws(UserActionError) in try stack.dismissTopmost() }
    }

    /// Checks that control `id` of the visible screen has `property` equal to `value`; the id
    /// `alert` (when the screen has no control of that name) checks the alert showing instead:
    /// `title`, `message`, `style`, `actions` or `visible`.
    /// - Throws: 1 naming the control, the property, and what it is instead.
    public func expect(_ id: String, _ property: String, equals value: String) throws(AppError) {
        do throws(UserActionError) {
            let stack = app.navigationStack
            if id == PresentedAlert.controlID, stack.visibleScene?.control(withID: id) == nil {
                return try stack.expectAlert(property, equals: value)
            }
            guard let screen = stack.visibleScene else { throw UserActionError.noScreen }
            try screen.expect(id, property, equals: value)
        } catch {
            throw AppError(error)
        }
    }

    /// What every action is followed by: screens whose guard no longer passes leave (a logout,
    /// whatever features are enabled), and a link the app's own coordinators failed to open (a
    /// button leading to a disabled feature) fails the action as that link would, and shows
    /// the reason as an error toast on the screen the person is looking at.
    public func afterAction() throws(AppError) {
        app.enforceGuards()
        if let failure = app.takeNavigationFailures().last {
            let error = AppError(failure)
            app.navigationStack.visibleScene?.show(Toast(error.message, style: .error))
            throw error
        }
    }

    /// Ends the app: the guard flow is cancelled and every stack (every tab's) emptied, so every scene, view
    /// model and coordinator is released (the leak detector watches them go). A host calls it
    /// when a session ends; the runtime is not used afterwards.
    public func close() {
        app.cancelGuardFlow()
        app.removeAllScreens()
        clock.didRunAction = nil
    }

    private func navigate(_ action: (any NavigationStack) throws(UserActionError) -> Void) async throws(AppError) {
        do {
            try action(app.navigationStack)
        } catch {
            throw AppError(error)
        }
        await settle()
        try afterAction()
    }
}
