import NanoComposition
import NanoContract
import NanoCore
import NanoDI
import NanoNavigation
import NanoReactive
import NanoTesting
import NanoUI
import Testing

/// A scene whose right bar button is the only control, enabled or not by its config.
final class ButtonScene: NanoViewController<ButtonView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Buttons", rightBarButton: .title("Next"))
}
final class DisabledButtonScene: NanoViewController<ButtonView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Disabled", rightBarButton: .init(.title("Next"), isEnabled: false))
}

final class ButtonViewModel: AbstractViewModel<Void, Void, ButtonViewModel.Step> {
    enum Step { case next }
    override func transform(input: Input) -> Output<Void, Step> {
        let navigator = Navigator<Step>()
        let taps = input.fromController.rightBarButtonTrigger.sink { [navigator] in navigator.next(.next) }
        return Output(publishers: (), navigation: navigator.navigation) {
            taps
        }
    }
}

final class ButtonView: ViewModelled {
    typealias ViewModel = ButtonViewModel
    init() {}
    var controls: [any Control] { [] }
    var inputFromView: Void { () }
    func populate(with publishers: Void) -> [AnyCancellable] { [] }
}

final class ButtonCoordinator: BaseCoordinator<Never>, Coordinating {
    let disabled: Bool
    init(navigationStack: any NavigationStack, disabled: Bool) {
        self.disabled = disabled
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() {
        if disabled {
            push(scene: DisabledButtonScene.self, viewModel: ButtonViewModel()) { _ in }
        } else {
            push(scene: ButtonScene.self, viewModel: ButtonViewModel()) { [unowned self] _ in
                modallyPresent(scene: ButtonScene.self, viewModel: ButtonViewModel()) { _, _ in }
            }
        }
    }
}

/// The error `body` throws, `nil` when it throws none.
@MainActor
func failure(_ body: () throws -> Void) -> UserActionError? {
    do {
        try body()
        return nil
    } catch {
        return error as? UserActionError
    }
}

@MainActor
struct FlowDriverTests {
    func makeDriver(settled: @escaping @MainActor () -> Void = {}) throws -> FlowDriver {
        let plugin = InlinePlugin(id: "buttons") { feature in
            feature.route("buttons") { context throws(RouteError) in
                try context.start { ButtonCoordinator(navigationStack: $0, disabled: false) }
            }
            feature.route("disabled", parent: "buttons") { context throws(RouteError) in
                try context.start { ButtonCoordinator(navigationStack: $0, disabled: true) }
            }
        }
        let app = try NanoApp(
            homeLink: "buttons", plugins: [plugin], dependencies: DependencyContainer(),
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        return FlowDriver(app: app, settle: settled)
    }

    @Test func tapReachesTheViewModelAndSettles() throws {
        var settles = 0
        let driver = try makeDriver { settles += 1 }
        try driver.open("buttons")
        try driver.tap(BarButton.rightID)
        #expect(driver.app.navigationStack.topmostStack.presentingStack != nil, "the tap presented a modal")
        #expect(settles == 2)
        try driver.dismiss()
        #expect(driver.app.navigationStack.topmostStack.presentingStack == nil)
        #expect(driver.sceneNames == ["ButtonScene"])
    }

    @Test func refusalsAndUnknownsAreTypedErrors() throws {
        let driver = try makeDriver()
        #expect(failure { try driver.tap("x") } == .noScreen)
        try driver.open("disabled")
        #expect(failure { try driver.tap(BarButton.rightID) } == .refused("bar button 'right-bar-button' is disabled"))
        #expect(failure { try driver.tap("nope") } == .unknownControl(id: "nope", available: [BarButton.rightID]))
        #expect(
            failure { try driver.type("a", into: BarButton.rightID) }
                == .refused("barButton 'right-bar-button' does not accept text"))
        #expect(failure { try driver.dismiss() } == .refused("nothing is presented"))
        try driver.back()
        #expect(failure { try driver.back() } == .refused("there is no screen to go back to"))
    }

    @Test func expectComparesAsScriptsWriteValues() throws {
        let driver = try makeDriver()
        try driver.open("disabled")
        try driver.expect(BarButton.rightID, "enabled", equals: "false")
        try driver.expect(BarButton.rightID, "visible", equals: "true")
        try driver.expect("ghost", "visible", equals: "false")
        #expect(
            failure { try driver.expect(BarButton.rightID, "title", equals: "Back") }
                == .expectationFailed(id: BarButton.rightID, property: "title", expected: "Back", actual: "Next"))
        #expect(
            failure { try driver.expect(BarButton.rightID, "colour", equals: "red") }
                == .unknownProperty(
                    id: BarButton.rightID, property: "colour", available: ["title", "enabled", "visible"]))
        #expect(try driver.value(of: BarButton.rightID, "title") == .string("Next"))
    }
}

/// Saving shows a toast; the left button does nothing visible.
final class ToastViewModel: AbstractViewModel<Void, Void, Never> {
    override func transform(input: Input) -> Output<Void, Never> {
        let navigator = Navigator<Never>()
        let controller = input.fromController
        let save = controller.rightBarButtonTrigger.sink {
            controller.toastSubject.send(Toast("Saved", style: .success))
        }
        return Output(publishers: (), navigation: navigator.navigation) {
            save
        }
    }
}

final class ToastView: ViewModelled {
    typealias ViewModel = ToastViewModel
    init() {}
    var controls: [any Control] { [] }
    var inputFromView: Void { () }
    func populate(with publishers: Void) -> [AnyCancellable] { [] }
}

final class ToastScene: NanoViewController<ToastView>, ControllerConfigProviding {
    static let config = ControllerConfig(leftBarButton: .title("Other"), rightBarButton: .title("Save"))
}

final class ToastCoordinator: BaseCoordinator<Never>, Coordinating {
    func start() { push(scene: ToastScene.self, viewModel: ToastViewModel()) { _ in } }
}

@MainActor
struct ToastDismissalTests {
    @Test func theNextActionDismissesTheToast() throws {
        let plugin = InlinePlugin(id: "toast") { feature in
            feature.route("toast") { context throws(RouteError) in
                try context.start { ToastCoordinator(navigationStack: $0, leakDetector: nil) }
            }
        }
        let app = try NanoApp(
            homeLink: "toast", plugins: [plugin], dependencies: DependencyContainer(),
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        let driver = FlowDriver(app: app)
        try driver.open("toast")
        try driver.tap(BarButton.rightID)
        #expect(driver.screen?.toast == Toast("Saved", style: .success))
        try driver.tap(BarButton.leftID)
        #expect(driver.screen?.toast == nil)
        try driver.tap(BarButton.rightID)
        #expect(driver.screen?.toast != nil, "an action that shows a toast keeps its own toast")
    }
}
