import NanoCore
import NanoReactive
import NanoUI

/// Records the order of lifecycle events for the test that sets `log` (others leave it `nil`).
/// Tests are synchronous on the main actor, so they never interleave.
@MainActor
enum Probe {
    static var log: [String]?
    static func record(_ event: String) { log?.append(event) }
}

/// A sign-up-like view model: two fields, a submit button enabled when both are valid, a
/// spinner and a greeting driven by sources the tests control.
final class FormViewModel: AbstractViewModel<FormViewModel.InputFromView, FormViewModel.Publishers, FormViewModel.Step>
{
    enum Step: Equatable {
        case started
        case submitted(name: String, email: String)
        case skipped
    }

    struct InputFromView {
        let name: AnyPublisher<String, Never>
        let email: AnyPublisher<String, Never>
        let submit: AnyPublisher<Void, Never>
    }

    struct Publishers {
        let isSubmitEnabled: AnyPublisher<Bool, Never>
        let isBusy: AnyPublisher<Bool, Never>
        let greeting: AnyPublisher<String, Never>
    }

    /// Drives the spinner (stands in for a service's activity).
    let busy = CurrentValueSubject<Bool, Never>(false)
    /// Drives the greeting label.
    let greeting = PassthroughSubject<String, Never>()
    private let stepOnTransform: Step?
    private(set) var transformCount = 0

    init(stepOnTransform: Step? = nil) {
        self.stepOnTransform = stepOnTransform
    }

    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        transformCount += 1
        Probe.record("transform")
        let controller = input.fromController
        let form = input.fromView.name.combineLatest(input.fromView.email)
        let isValid = form.map { name, email in !name.isEmpty && email.contains("@") }
        let lifecycle = [
            controller.viewDidLoad.sink { Probe.record("viewDidLoad") },
            controller.viewWillAppear.sink { Probe.record("viewWillAppear") },
            controller.viewDidAppear.sink { Probe.record("viewDidAppear") },
        ]
        let skip = controller.rightBarButtonTrigger.sink { [navigator] in navigator.next(.skipped) }
        let submit = input.fromView.submit.withLatestFrom(form).sink { [navigator] name, email in
            controller.titleSubject.send("Welcome, \(name)")
            controller.toastSubject.send(Toast("Signed up", style: .success))
            controller.rightBarButtonContentSubject.send(nil)
            controller.leftBarButtonContentSubject.send(.system(.done))
            navigator.next(.submitted(name: name, email: email))
        }
        if let stepOnTransform { navigator.next(stepOnTransform) }
        return Output(
            publishers: Publishers(
                isSubmitEnabled: isValid.eraseToAnyPublisher(),
                isBusy: busy.eraseToAnyPublisher(),
                greeting: greeting.eraseToAnyPublisher()
            ),
            navigation: navigator.navigation
        ) {
            lifecycle
            skip
            submit
        }
    }
}

/// The view: a greeting, two fields, a button and a spinner.
final class FormView: ViewModelled {
    typealias ViewModel = FormViewModel

    let greeting = Label(id: "greeting", text: "Hello")
    let name = TextField(id: "name", placeholder: "Name")
    let email = TextField(id: "email", placeholder: "Email", keyboard: .email)
    let submit = Button(id: "submit", title: "Sign up", isEnabled: false)
    let spinner = ActivityIndicatorView(id: "loading")

    init() { Probe.record("view built") }

    var controls: [any Control] { [greeting, name, email, submit, spinner] }

    var inputFromView: InputFromView {
        .init(
            name: name.textPublisher.orEmpty,
            email: email.textPublisher.orEmpty,
            submit: submit.tapPublisher
        )
    }

    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        let _ = Probe.record("populate")
        publishers.isSubmitEnabled --> submit.isEnabledBinder
        publishers.isBusy --> spinner.isAnimatingBinder
        publishers.greeting --> greeting.textBinder
    }
}

/// The scene: one line plus its static config.
final class FormScene: NanoViewController<FormView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Sign up", rightBarButton: .title("Skip"))
}
