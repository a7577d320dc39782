import NanoReactive

/// The sign-up form as Nano writes it: two text streams, `combineLatest` + `map` +
/// `removeDuplicates` into `isSubmitEnabled`, bound with `-->` to the button (the
/// `ReactivePipeline` benchmark and `bench-profile reactive-pipeline`).
@MainActor
public final class ReactiveSignUpForm {
    /// The name field's text changes.
    public let name = PassthroughSubject<String, Never>()
    /// The email field's text changes.
    public let email = PassthroughSubject<String, Never>()
    /// The bound target.
    public let button = SubmitButton()
    private var bindings: [AnyCancellable] = []

    /// Builds the pipeline and binds it.
    public init() {
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
public final class ClosureSignUpForm {
    /// The target the validity is applied to.
    public let button = SubmitButton()
    private var name: String?
    private var email: String?
    private var isSubmitEnabled: Bool?
    private let apply: (Bool) -> Void

    /// Builds the form and its closure.
    public init() {
        apply = { [weak button] isEnabled in
            guard let button else { return }
            button.isEnabled = isEnabled
            button.changes += 1
        }
    }

    /// The name field's text changed.
    public func nameChanged(_ name: String) {
        self.name = name
        update()
    }

    /// The email field's text changed.
    public func emailChanged(_ email: String) {
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
