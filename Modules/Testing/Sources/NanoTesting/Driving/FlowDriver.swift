import NanoComposition
import NanoContract
import NanoNavigation
import NanoUI

/// Drives a composed app — or a feature preview — the way a person does: by control id, on
/// the screen they see (the top scene of the topmost stack). Every action throws the same
/// errors a script's command reports, and `settle` runs after each one so delayed work (a
/// simulated request on a `TestClock`) finishes before the next.
///
/// ```swift
/// let driver = FlowDriver(app: app, settle: { clock.advance(by: .seconds(1)) })
/// try driver.open("nvc://signup")
/// try driver.type("Ada", into: "name")
/// try driver.tap("submit")
/// try driver.expect("welcome", "text", equals: "Welcome, Ada")
/// ```
@MainActor
public final class FlowDriver {
    /// The app being driven.
    public let app: NanoApp
    private let settle: @MainActor () -> Void

    /// Drives `app`; `settle` runs after every action.
    public init(app: NanoApp, settle: @escaping @MainActor () -> Void = {}) {
        self.app = app
        self.settle = settle
    }

    /// The screen the person sees.
    public var screen: (any SceneHosting)? { app.navigationStack.visibleScene }

    /// The screen the person sees, if it is a `Scene`.
    public func screen<Scene>(as type: Scene.Type) -> Scene? { screen as? Scene }

    /// The alert showing over the screen (title, message, style, actions with roles), if any.
    public var alert: AlertDescription? { app.navigationStack.visibleAlert?.description }

    /// Chooses the action `name` (its id, or its title in any case) of the alert showing, as a
    /// person tapping it would: the alert leaves, its coordinator gets the choice.
    public func chooseAlertAction(_ name: String) throws(UserActionError) {
        try app.navigationStack.chooseAlertAction(name)
        settle()
    }

    /// The scene names on every stack, root stack first (`["HomeScene", "SettingsListScene"]`).
    public var sceneNames: [String] { app.navigationStack.stackChain.flatMap(\.scenes).map(\.sceneName) }

    /// Opens `link`, as a notification or another app would.
    @discardableResult
    public func open(_ link: String) throws(OpenLinkError) -> OpenOutcome {
        defer { settle() }
        return try app.open(link)
    }

    /// Types `text` into the control `id`, replacing its content.
    public func type(_ text: String, into id: String) throws(UserActionError) {
        try act(.type(text), on: id)
    }

    /// Taps the control `id`.
    public func tap(_ id: String) throws(UserActionError) { try act(.tap, on: id) }

    /// Flips the toggle `id`.
    public func toggle(_ id: String) throws(UserActionError) { try act(.toggle, on: id) }

    /// Selects row `row` (from 0, across sections) of the list `id`.
    public func select(row: Int, in id: String) throws(UserActionError) { try act(.select(row: row), on: id) }

    /// Pulls the list `id` down to refresh it.
    public func refresh(_ id: String) throws(UserActionError) { try act(.refresh, on: id) }

    /// Goes back, as a back button or swipe would (while an alert shows: its cancel action).
    public func back() throws(UserActionError) {
        try app.navigationStack.goBack()
        settle()
    }

    /// Dismisses the topmost modal stack (while an alert shows: chooses its cancel action).
    public func dismiss() throws(UserActionError) {
        try app.navigationStack.dismissTopmost()
        settle()
    }

    /// The value of `property` of the control `id` on the screen.
    public func value(of id: String, _ property: String) throws(UserActionError) -> StateValue {
        guard let screen else { throw .noScreen }
        return try screen.value(of: id, property)
    }

    /// Checks that `property` of the control `id` reads `expected` (`visible` checks visibility);
    /// the id `alert`, when the screen has no such control, checks the alert showing (`title`,
    /// `message`, `style`, `actions`, `visible`), as a script's `expect alert ...` does.
    public func expect(_ id: String, _ property: String, equals expected: String) throws(UserActionError) {
        if id == PresentedAlert.controlID, screen?.control(withID: id) == nil {
            return try app.navigationStack.expectAlert(property, equals: expected)
        }
        guard let screen else { throw .noScreen }
        try screen.expect(id, property, equals: expected)
    }

    /// Acts on the screen, refused while an alert blocks it.
    private func act(_ action: UserAction, on id: String) throws(UserActionError) {
        try app.navigationStack.actionableScene().perform(action, on: id)
        settle()
    }
}
