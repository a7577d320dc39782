import NanoReactive

/// The user-event stream of a control property, with UIKit's `ControlProperty` semantics: a
/// subscriber first receives the property's current value, then every value the *user* sets.
/// Programmatic changes (binders, assignments) are not echoed.
@MainActor
final class UserEvents<Value: Sendable> {
    private let subject = PassthroughSubject<Value, Never>()

    /// Reports a value the user set.
    func send(_ value: Value) { subject.send(value) }

    /// The current value (read when a subscriber subscribes), then the user's changes.
    func publisher(current: @escaping @MainActor () -> Value) -> AnyPublisher<Value, Never> {
        let subject = self.subject
        return Deferred {
            // Controls live on the main actor and are subscribed to there.
            Just(MainActor.assumeIsolated { current() }).append(subject)
        }
        .eraseToAnyPublisher()
    }

    /// Only the user's changes.
    var changes: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }
}

extension Control {
    /// The refusal every user action gives on a hidden control, or `nil` when it is visible.
    func refusalIfHidden() -> ActionResult? {
        isHidden ? .refused("\(kind.rawValue) '\(id)' is hidden") : nil
    }

    /// The refusal for a hidden or disabled control, or `nil` when the control can be acted on.
    func refusal(isEnabled: Bool) -> ActionResult? {
        if let hidden = refusalIfHidden() { return hidden }
        return isEnabled ? nil : .refused("\(kind.rawValue) '\(id)' is disabled")
    }
}
