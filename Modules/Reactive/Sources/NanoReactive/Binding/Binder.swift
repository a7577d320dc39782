/// A main-actor sink for values that holds its target weakly: binding a view model's
/// publisher into a view never keeps the view alive.
///
/// ```swift
/// extension Button {
///     var isEnabledBinder: Binder<Bool> { Binder(self) { $0.isEnabled = $1 } }
/// }
/// viewModel.isSubmitEnabled --> button.isEnabledBinder
/// ```
///
/// Once the target has been deallocated, ``on(_:)`` does nothing.
@MainActor
public struct Binder<Value>: Sendable {
    private let binding: @MainActor (Value) -> Void

    /// Creates a binder that calls `binding` with `target` and each value, for as long as
    /// `target` is alive. The target is held weakly.
    ///
    /// - Parameters:
    ///   - target: The object the values are bound to, typically a control or a view.
    ///   - binding: Applies a value to the target; runs on the main actor.
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        let apply: @MainActor (Value) -> Void = { [weak target] value in
            guard let target else { return }
            binding(target, value)
        }
        self.binding = apply
    }

    /// Creates a binder that assigns each value to `keyPath` of `target`, for as long as
    /// `target` is alive. The target is held weakly.
    ///
    /// - Parameters:
    ///   - target: The object the values are bound to.
    ///   - keyPath: The property that receives the values.
    public init<Target: AnyObject>(_ target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>) {
        self.init(target) { $0[keyPath: keyPath] = $1 }
    }

    /// Applies `value` to the target, or does nothing if the target has been deallocated.
    public func on(_ value: Value) {
        binding(value)
    }
}

extension Binder {
    /// Delivers a value that a bound publisher emitted: synchronously when it was emitted on
    /// the main actor's thread (the contract of `-->`); otherwise, rather than trapping, it is
    /// handed to the main actor and applied asynchronously.
    nonisolated func deliver(_ value: Value) {
        if MainActorContext.isCurrent {
            // Checked just above without trapping: this is the main actor's context, which
            // `assumeIsolated` checks again (and would trap on) before it runs the binding. The
            // value is handed over as `UncheckedDelivery` hands it (below): produced for the
            // main actor, not touched by the emitting side afterwards.
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { binding(value) }
        } else {
            deliverLater(value)
        }
    }

    /// Hands `value` to the main actor. Kept out of ``deliver(_:)`` so that the synchronous
    /// path, taken for every value bound on the main actor, does not build the metadata of
    /// `UncheckedDelivery<Value>` (a runtime look-up in unspecialised code).
    @inline(never)
    private nonisolated func deliverLater(_ value: Value) {
        let delivery = UncheckedDelivery(binder: self, value: value)
        Task { @MainActor in delivery.apply() }
    }
}

/// Carries a value to the main actor. Values bound with `-->` are produced for the main
/// actor and are not touched by the emitting side afterwards, hence the unchecked transfer.
private struct UncheckedDelivery<Value>: @unchecked Sendable {
    let binder: Binder<Value>
    let value: Value

    @MainActor
    func apply() {
        binder.on(value)
    }
}
