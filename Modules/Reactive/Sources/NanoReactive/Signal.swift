/// A publisher that never fails: what a screen's `Publishers` and `InputFromView` fields hold.
/// `Signal<String>` is `AnyPublisher<String, Never>`, the same type under a shorter name.
///
/// A view binds values to controls and has nothing to do with an error, so every stream
/// between a view and its view model is one that cannot fail; errors are turned into values
/// (an `ErrorTracker`'s message, a state) before they reach a field. The alias says so in one
/// word. Being Combine's own type, it mixes freely with `AnyPublisher<String, Never>` (seed
/// 000's spelling compiles unchanged). `.just(value)` and
/// `asSignal()` make one without `eraseToAnyPublisher()`:
///
/// ```swift
/// struct Publishers {
///     let version: Signal<String>
///     let isSaveEnabled: Signal<Bool>
/// }
/// Publishers(version: .just(versionText), isSaveEnabled: draft.map(\.isValid).removeDuplicates().asSignal())
/// ```
public typealias Signal<Value> = AnyPublisher<Value, Never>

extension AnyPublisher where Failure == Never {
    /// A signal that sends `value` to each subscriber, then finishes: a screen's fixed text
    /// (`Just(value)`, type-erased).
    public static func just(_ value: Output) -> Self {
        Just(value).eraseToAnyPublisher()
    }
}

extension Publisher where Failure == Never {
    /// This publisher as a ``Signal``: `eraseToAnyPublisher()`, named for the fields it fills.
    public func asSignal() -> Signal<Output> {
        eraseToAnyPublisher()
    }
}
