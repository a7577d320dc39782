import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI

/// A real scene with bindings, shaped like the sign-up form: two text fields whose validity
/// drives a button through combineLatest, a label bound to a derived string, a spinner bound
/// to an activity indicator, and a step sent on submit.
final class FormViewModel: AbstractViewModel<FormViewModel.InputFromView, FormViewModel.Publishers, FormViewModel.Step>
{
    enum Step { case submitted }
    struct InputFromView {
        let name: AnyPublisher<String, Never>
        let email: AnyPublisher<String, Never>
        let submit: AnyPublisher<Void, Never>
    }
    struct Publishers {
        let isSubmitEnabled: AnyPublisher<Bool, Never>
        let greeting: AnyPublisher<String?, Never>
        let isLoading: AnyPublisher<Bool, Never>
    }

    private let activity = ActivityIndicator()

    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let form = input.fromView.name.combineLatest(input.fromView.email)
        let isValid = form.map { name, email in !name.isEmpty && email.contains("@") }
        let submit = input.fromView.submit.sink { [navigator] in navigator.next(.submitted) }
        return Output(
            publishers: Publishers(
                isSubmitEnabled: isValid.eraseToAnyPublisher(),
                greeting: input.fromView.name.map { "Hello, \($0)" as String? }.eraseToAnyPublisher(),
                isLoading: activity.asPublisher()
            ),
            navigation: navigator.navigation
        ) {
            submit
        }
    }
}

final class FormView: ViewModelled {
    typealias ViewModel = FormViewModel
    let name = TextField(id: "name", placeholder: "Name")
    let email = TextField(id: "email", placeholder: "Email")
    let greeting = Label(id: "greeting")
    let submit = Button(id: "submit", title: "Submit")
    let spinner = ActivityIndicatorView(id: "loading")

    init() {}

    var controls: [any Control] { [name, email, greeting, submit, spinner] }

    var inputFromView: InputFromView {
        .init(
            name: name.textPublisher.orEmpty,
            email: email.textPublisher.orEmpty,
            submit: submit.tapPublisher)
    }

    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.isSubmitEnabled --> submit.isEnabledBinder
        publishers.greeting --> greeting.textBinder
        publishers.isLoading --> spinner.isAnimatingBinder
    }
}

final class FormScene: NanoViewController<FormView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Form", rightBarButton: .title("Done"))
}

/// Pushes a form scene per cycle; its steps are handled like a real coordinator would.
final class FormCoordinator: BaseCoordinator<Never>, Coordinating {
    private(set) var submissions = 0
    func start() { pushForm() }
    func pushForm() {
        push(scene: FormScene.self, viewModel: FormViewModel()) { [unowned self] _ in submissions += 1 }
    }
}
