import NanoReactive

/// Async work as a publisher: the work starts when the publisher is subscribed and its task is
/// cancelled when the subscription is — so work a view model starts in `transform` lives exactly
/// as long as its scene (the scene host cancels the output's subscriptions and bindings when
/// the scene leaves its stack: back, replace-all, dismiss).
///
/// `transform` stays pure: it returns the effect inside its ``Output`` like any publisher, and
/// the usual operators apply — `flatMapLatest` cancels the previous request when a new one
/// starts, ``ActivityIndicator`` and ``ErrorTracker`` count and report it:
///
/// ```swift
/// let people = input.fromController.viewDidLoad.merge(with: input.fromView.retry)
///     .flatMapLatest { _ in
///         Effect.task { try await api.people(page: 1) }   // runs off the main actor
///             .trackActivity(loading)
///             .trackError(errors)
///             .replaceErrorWithEmpty()
///     }
/// ```
///
/// Values, the failure and the completion reach the subscriber on the main actor, never after
/// the subscription was cancelled. The work itself runs on the global executor (decode there,
/// not on the main actor) and sees cancellation the structured way: `Task.isCancelled`,
/// `Task.checkCancellation()`, or a `CancellationError` from any `await` that honours it.
/// ``RunningEffects`` counts the tasks still running, so a test can prove none outlived its
/// scene. (TCA's `Effect.run { send in … }` is ``run(priority:_:)``; Combine's `Future` with a
/// task inside, without the leak, is ``task(priority:_:)``.)
public struct Effect<Output: Sendable, Failure: Error>: Publisher {
    let priority: TaskPriority?
    let body: @Sendable (EffectSender<Output>) async throws(Failure) -> Void

    /// An effect whose work `body` sends any number of values with `send` (awaiting each until
    /// it reached the main actor) and finishes when `body` returns, or fails with what it
    /// throws.
    /// ```swift
    /// Effect.run { send in for await event in updates { await send(event) } }
    /// ```
    public static func run(
        priority: TaskPriority? = nil,
        _ body: @escaping @Sendable (_ send: EffectSender<Output>) async throws(Failure) -> Void
    ) -> Effect {
        Effect(priority: priority, body: body)
    }

    /// An effect that emits the one value `operation` returns and finishes, or fails with what
    /// it throws (a closure without `try` makes an effect that cannot fail).
    public static func task(
        priority: TaskPriority? = nil,
        _ operation: @escaping @Sendable () async throws(Failure) -> Output
    ) -> Effect {
        Effect(priority: priority) { (send: EffectSender<Output>) async throws(Failure) -> Void in
            let value = try await operation()
            await send(value)
        }
    }

    /// Starts the work when `subscriber` first asks for a value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        // The subscriber is only ever called on the main actor (see EffectSubscription), so
        // handing it to the subscription crosses no thread while it is in use.
        nonisolated(unsafe) let subscriber = subscriber
        let subscription = EffectSubscription<Output, Failure>(
            priority: priority, body: body,
            receive: { subscriber.receive($0) },
            complete: { subscriber.receive(completion: $0) })
        subscriber.receive(subscription: subscription)
    }
}

/// What ``Effect/run(priority:_:)`` hands its work to send values with: `await send(value)`
/// returns once the value reached the main actor (or at once, dropping it, when the effect was
/// cancelled).
public struct EffectSender<Value: Sendable>: Sendable {
    let deliver: @Sendable (Value) async -> Void

    /// Sends `value` to the subscriber on the main actor.
    public func callAsFunction(_ value: Value) async {
        await deliver(value)
    }
}
