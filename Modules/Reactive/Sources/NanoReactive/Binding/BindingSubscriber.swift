/// The subscriber behind `-->`: requests every value and hands each one to a ``Binder``.
///
/// What `sink { binder.deliver($0) }` did, as one small class: it keeps the delivery closure
/// in a stored optional of function type (whose layout needs no runtime metadata, unlike an
/// `Optional<Binder<Value>>`), takes a lock only to read it, and drops it, along with the
/// upstream subscription, on completion or cancellation, which also breaks the
/// subscriber/subscription reference cycle.
final class BindingSubscriber<Value>: Subscriber, Cancellable, CustomStringConvertible {
    typealias Input = Value
    typealias Failure = Never

    private let lock = Lock()
    private var deliver: ((Value) -> Void)?
    private var subscription: Subscription?
    private var isTerminated = false

    /// A subscriber that delivers the values to `binder` until it completes or is cancelled.
    init(binder: Binder<Value>) {
        deliver = binder.deliver
    }

    var description: String { "Binding" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard !isTerminated, self.subscription == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        lock.lock()
        let deliver = self.deliver
        lock.unlock()
        deliver?(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        _ = terminate()
    }

    func cancel() {
        terminate()?.cancel()
    }

    /// Stops delivery and forgets the binder and the subscription; returns the subscription
    /// if it was still live. The closure and the subscription are released after the lock
    /// is, since releasing them can run arbitrary `deinit` code.
    private func terminate() -> Subscription? {
        lock.lock()
        let released = (deliver, subscription)
        isTerminated = true
        deliver = nil
        subscription = nil
        lock.unlock()
        return withExtendedLifetime(released) { released.1 }
    }
}
