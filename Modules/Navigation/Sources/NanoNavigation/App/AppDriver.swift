/// Acts on a running app the way a person does — type, tap, toggle, select, back, dismiss —
/// on the screen they see (the top scene of the topmost stack), and reads what it shows.
///
/// The command line's script and interactive modes and feature tests share it, so a test
/// drives a flow exactly as `nvc open ... --script` would. A toast stays on screen until the
/// person's next action on a control, which dismisses it first.
///
/// ```swift
/// let driver = AppDriver(app: app, settle: { clock.advance(by: .seconds(1)) })
/// try driver.type("Ada", into: "name").get()
/// try driver.tap("submit").get()
/// try driver.expect("welcome", "text", equals: "Welcome, Ada").get()
/// ```
@MainActor
public final class AppDriver {
    /// The app being driven.
    public let app: NanoApp
    private let settle: @MainActor () -> Void

    /// Drives `app`. `settle` runs after every action, to let delayed work (a simulated
    /// network call on the app's clock, say) finish before the next one.
    public init(app: NanoApp, settle: @escaping @MainActor () -> Void = {}) {
        self.app = app
        self.settle = settle
    }

    /// The stack the user sees.
    public var visibleStack: any NavigationStack { app.navigationStack.topmostStack }

    /// The screen the user sees.
    public var screen: (any SceneHosting)? { visibleStack.topScene }

    /// Types `text` into the control `id`, replacing its content.
    @discardableResult
    public func type(_ text: String, into id: String) -> Result<Void, DriverError> {
        act(on: id) { $0.type(text) }
    }

    /// Taps the control `id` (a button or a bar button).
    @discardableResult
    public func tap(_ id: String) -> Result<Void, DriverError> {
        act(on: id) { $0.tap() }
    }

    /// Flips the toggle `id`.
    @discardableResult
    public func toggle(_ id: String) -> Result<Void, DriverError> {
        act(on: id) { $0.toggle() }
    }

    /// Selects row `row` (counted from 0 across sections) of the list `id`.
    @discardableResult
    public func select(row: Int, in id: String) -> Result<Void, DriverError> {
        act(on: id) { $0.select(row: row) }
    }

    /// Goes back on the visible stack, as a back button or swipe would.
    @discardableResult
    public func back() -> Result<Void, DriverError> {
        let stack = visibleStack
        guard stack.scenes.count > 1 else { return .failure(.refused("there is no screen to go back to")) }
        guard stack.canGoBack else { return .failure(.refused("this screen hides its back button")) }
        stack.pop()
        settle()
        return .success(())
    }

    /// Dismisses the visible modal stack.
    @discardableResult
    public func dismiss() -> Result<Void, DriverError> {
        guard let presenting = visibleStack.presentingStack else {
            return .failure(.refused("nothing is presented"))
        }
        presenting.dismissPresented()
        settle()
        return .success(())
    }

    /// Opens a link, as a notification or another app would.
    @discardableResult
    public func open(_ link: String) -> Result<OpenOutcome, OpenLinkError> {
        defer { settle() }
        do {
            return .success(try app.open(link))
        } catch {
            return .failure(error)
        }
    }

    /// The value of `property` of control `id` on the visible screen.
    public func value(of id: String, _ property: String) -> Result<StateValue, DriverError> {
        switch control(id) {
        case .failure(let error): return .failure(error)
        case .success(let control):
            guard let value = control.state[property] else {
                return .failure(
                    .unknownProperty(
                        id: id, property: property,
                        available: control.state.properties.map(\.name) + ["visible"]))
            }
            return .success(value)
        }
    }

    /// Checks that `property` of control `id` reads `expected` (as scripts write values:
    /// `true`, `42`, `Ada`). The pseudo-property `visible` checks visibility.
    @discardableResult
    public func expect(_ id: String, _ property: String, equals expected: String) -> Result<Void, DriverError> {
        let actual: String
        if property == "visible" {
            guard let scene = screen else { return .failure(.noScreen) }
            actual = String(scene.control(withID: id).map { !$0.isHidden } ?? false)
        } else {
            switch value(of: id, property) {
            case .failure(let error): return .failure(error)
            case .success(let value): actual = value.description
            }
        }
        guard actual == expected else {
            return .failure(.expectationFailed(id: id, property: property, expected: expected, actual: actual))
        }
        return .success(())
    }

    private func control(_ id: String) -> Result<any Control, DriverError> {
        guard let scene = screen else { return .failure(.noScreen) }
        guard let control = scene.control(withID: id) else {
            return .failure(.unknownControl(id: id, available: scene.allControls.filter { !$0.isHidden }.map(\.id)))
        }
        return .success(control)
    }

    private func act(on id: String, _ action: (any UserActionable) -> ActionResult) -> Result<Void, DriverError> {
        switch control(id) {
        case .failure(let error): return .failure(error)
        case .success(let control):
            screen?.dismissToast()
            guard let actionable = control as? any UserActionable else {
                return .failure(.refused("\(control.kind.rawValue) '\(id)' does not accept actions"))
            }
            switch action(actionable) {
            case .performed:
                settle()
                return .success(())
            case .refused(let reason):
                return .failure(.refused(reason))
            }
        }
    }
}

/// Why a driver action or expectation failed.
public enum DriverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No screen is showing.
    case noScreen
    /// The visible screen has no control with that id.
    case unknownControl(id: String, available: [String])
    /// The control has no such property.
    case unknownProperty(id: String, property: String, available: [String])
    /// The action was refused (disabled, hidden, unsupported, nothing to go back to).
    case refused(String)
    /// An `expect` did not hold.
    case expectationFailed(id: String, property: String, expected: String, actual: String)

    /// A one-line human message.
    public var description: String {
        switch self {
        case .noScreen: "no screen is showing"
        case let .unknownControl(id, available):
            "no control '\(id)' on this screen (controls: \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
        case let .unknownProperty(id, property, available):
            "control '\(id)' has no property '\(property)' (properties: \(available.joined(separator: ", ")))"
        case .refused(let reason): "refused: \(reason)"
        case let .expectationFailed(id, property, expected, actual):
            "expected \(id).\(property) to be '\(expected)' but it is '\(actual)'"
        }
    }
}
