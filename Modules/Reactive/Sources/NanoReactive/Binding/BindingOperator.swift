/// The precedence of `-->`: below every operator that builds a value (`??`, comparisons,
/// `&&`, `? :`), above assignment, so `cancellable = a.map { $0 } ?? b --> binder` binds the
/// whole left-hand publisher expression.
precedencegroup BindingPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Binds a publisher to a ``Binder``: `viewModel.title --> label.textBinder`.
infix operator --> : BindingPrecedence

/// Binds `publisher` to `binder` until the returned cancellable is cancelled or deallocated.
///
/// Contract: the publisher emits on the main thread; each value is then applied
/// synchronously, on the main actor, before `send` returns. (A value emitted on another
/// thread is not dropped and does not trap: it is applied asynchronously on the main actor.)
/// The binder holds its target weakly, so the binding never keeps the target alive.
///
/// - Parameters:
///   - publisher: A publisher that never fails.
///   - binder: Where the values go.
/// - Returns: The subscription; keep it (e.g. in the scene's bag) for as long as the binding
///   should live.
@MainActor
public func --> <P: Publisher>(publisher: P, binder: Binder<P.Output>) -> AnyCancellable
where P.Failure == Never {
    bind(publisher, to: binder)
}

/// Binds a publisher of non-optional values to a binder of optional values, e.g. a
/// `String` title into a `Binder<String?>` text.
///
/// Same contract as the non-optional `-->`.
///
/// - Parameters:
///   - publisher: A publisher that never fails.
///   - binder: Where the values go, wrapped in `Optional`.
/// - Returns: The subscription.
@MainActor
public func --> <P: Publisher>(publisher: P, binder: Binder<P.Output?>) -> AnyCancellable
where P.Failure == Never {
    bind(publisher.map { Optional($0) }, to: binder)
}

/// Subscribes outside the main actor's static isolation, so that delivery goes through
/// `Binder.deliver` (synchronous on the main actor, handed over from elsewhere).
private nonisolated func bind<P: Publisher>(_ publisher: P, to binder: Binder<P.Output>) -> AnyCancellable
where P.Failure == Never {
    let subscriber = BindingSubscriber(binder: binder)
    publisher.subscribe(subscriber)
    return AnyCancellable(subscriber)
}
