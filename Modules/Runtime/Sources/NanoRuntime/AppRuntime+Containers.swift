import NanoComposition
import NanoNavigation
import NanoUI

/// Containers, as every host acts on them: a tap on a tab's button, and an action on a split's
/// pane shown beside the top screen.
extension AppRuntime {
    /// Selects tab `id` (`NanoApp.selectTab(_:)`: the tab's stack as it was left, its root the
    /// first time, back to its root when it is the tab showing), settles and applies the rules
    /// that follow every action.
    /// - Throws: 1 (`unknownTab`) for an id the app has no tab for, 1 (`refused`) while no tab
    ///   bar shows (a modal covers it, or the screens outside the tabs show), or what opening
    ///   the tab's root link throws (65, 66, 69, 70).
    public func selectTab(_ id: String) async throws(AppError) {
        do throws(UserActionError) {
            _ = try app.navigationStack.actionableScene()  // an alert blocks the tab bar too
        } catch {
            if case .refused = error { throw AppError(error) }
        }
        do {
            try app.selectTab(id)
        } catch {
            switch error {
            case .unknownTab: throw AppError(.failed, kind: "unknownTab", error.description)
            case .tabBarHidden: throw AppError(.failed, kind: "refused", error.description)
            case .rootFailed(let failure): throw AppError(failure)
            }
        }
        await settle()
        try afterAction()
    }

    /// Performs `action` on control `id` of the screen at `position` of the stack showing, when
    /// a wide host shows it as a pane of a split beside the top screen (a row of the sidebar
    /// while the detail is on top), then settles and applies the rules that follow every action.
    /// - Throws: 1 (`refused`) when that screen is not a pane of the split showing, or what
    ///   ``perform(_:on:)`` throws.
    public func perform(_ action: UserAction, on id: String, inPaneAt position: Int) async throws(AppError) {
        do throws(UserActionError) {
            let stack = app.navigationStack.topmostStack
            let scenes = stack.scenes
            guard scenes.indices.contains(position),
                SplitLayout.panes(of: scenes).contains(where: { $0.scene === scenes[position] })
            else { throw UserActionError.refused("screen \(position) is not a pane of the split showing") }
            try scenes[position].perform(action, on: id)
        } catch {
            throw AppError(error)
        }
        await settle()
        try afterAction()
    }
}
