import NanoReactive

/// The sign-up form as Nano writes it: two text streams, `combineLatest` + `map` +
/// `removeDuplicates` into `isSubmitEnabled`, bound with `-->` to the button.
@MainActor
final class ReactiveSignUpForm {
    let name = PassthroughSubject<String, Never>()
    let email = PassthroughSubject<String, Never>()
    let button = SubmitButton()
    private var bindings: [AnyCancellable] = []

    init() {
        let isSubmitEnabled = name.combineLatest(email)
            .map { SignUpRules.isValidName($0) && SignUpRules.isValidEmail($1) }
            .removeDuplicates()
        bindings.append(
            isSubmitEnabled
                --> Binder(button) { button, isEnabled in
                    button.isEnabled = isEnabled
                    button.changes += 1
                })
    }
}

/// The same logic written by hand with closures, no Combine: the floor the pipeline is
/// compared with.
@MainActor
final class ClosureSignUpForm {
    let button = SubmitButton()
    private var name: String?
    private var email: String?
    private var isSubmitEnabled: Bool?
    private let apply: (Bool) -> Void

    init() {
        apply = { [weak button] isEnabled in
            guard let button else { return }
            button.isEnabled = isEnabled
            button.changes += 1
        }
    }

    func nameChanged(_ name: String) {
        self.name = name
        update()
    }

    func emailChanged(_ email: String) {
        self.email = email
        update()
    }

    private func update() {
        guard let name, let email else { return }
        let enabled = SignUpRules.isValidName(name) && SignUpRules.isValidEmail(email)
        guard enabled != isSubmitEnabled else { return }
        isSubmitEnabled = enabled
        apply(enabled)
    }
}
