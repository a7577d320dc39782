@_spi(NanoInternal) import NanoReactive

/// One subscription to an ``Effect``: the task running its work, and the subscriber's queue.
///
/// Its state is guarded by a lock because `cancel()` may come from any thread (a cancellable
/// released off the main actor); the subscriber itself is only called on the main actor, by
/// ``deliver(_:)`` and ``finish(_:)``, which the task reaches through `MainActor.run`.
final class EffectSubscription<Output: Sendable, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private let priority: TaskPriority?
    private var body: (@Sendable (EffectSender<Output>) async throws(Failure) -> Void)?
    /// `nil` once cancelled or completed, which releases the subscriber.
    private var receive: ((Output) -> Subscribers.Demand)?
    private var complete: ((Subscribers.Completion<Failure>) -> Void)?
    private var task: Task<Void, Never>?
    private var demand: Subscribers.Demand = .none
    private var queue: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var isDraining = false

    init(
        priority: TaskPriority?,
        body: @escaping @Sendable (EffectSender<Output>) async throws(Failure) -> Void,
        receive: @escaping (Output) -> Subscribers.Demand,
        complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.priority = priority
        self.body = body
        self.receive = receive
        self.complete = complete
    }

    deinit {
        task?.cancel()
    }

    func request(_ demand: Subscribers.Demand) {
        let body = lock.withLock { () -> (@Sendable (EffectSender<Output>) async throws(Failure) -> Void)? in
            guard receive != nil else { return nil }
            self.demand += demand
            defer { self.body = nil }
            return self.body
        }
        if let body { start(body) }
        drain()
    }

    func cancel() {
        let task = lock.withLock { () -> Task<Void, Never>? in
            receive = nil
            complete = nil
            body = nil
            queue = []
            completion = nil
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
    }

    private func start(_ body: @escaping @Sendable (EffectSender<Output>) async throws(Failure) -> Void) {
        RunningEffects.began()
        let sender = EffectSender<Output> { [weak self] value in
            guard let self, !Task.isCancelled else { return }
            await MainActor.run { self.enqueue(value) }
        }
        let task = Task(priority: priority) { [weak self] in
            defer { RunningEffects.ended() }
            let result: Subscribers.Completion<Failure>
            do throws(Failure) {
                try await body(sender)
                result = .finished
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            await MainActor.run { self.finish(result) }
        }
        let cancelledMeanwhile = lock.withLock { () -> Bool in
            guard receive != nil else { return true }
            self.task = task
            return false
        }
        if cancelledMeanwhile { task.cancel() }
    }

    private func enqueue(_ value: Output) {
        let queued = lock.withLock { () -> Bool in
            guard receive != nil else { return false }
            queue.append(value)
            return true
        }
        if queued { drain() }
    }

    private func finish(_ result: Subscribers.Completion<Failure>) {
        let recorded = lock.withLock { () -> Bool in
            guard receive != nil else { return false }
            completion = result
            task = nil
            return true
        }
        if recorded { drain() }
    }

    /// Delivers queued values while there is demand, then the completion once the queue is
    /// empty, never holding the lock while the subscriber runs.
    private func drain() {
        guard lock.claim(&isDraining) else { return }
        while let delivery = nextDelivery() {
            switch delivery {
            case let .value(receive, value):
                let more = receive(value)
                lock.withLock { demand += more }
            case let .completion(complete, completion):
                complete(completion)
            }
        }
    }

    private enum Delivery {
        case value((Output) -> Subscribers.Demand, Output)
        case completion((Subscribers.Completion<Failure>) -> Void, Subscribers.Completion<Failure>)
    }

    private func nextDelivery() -> Delivery? {
        lock.withLock { () -> Delivery? in
            if let receive, demand > .none, !queue.isEmpty {
                demand -= 1
                return .value(receive, queue.removeFirst())
            }
            if queue.isEmpty, let completion, let complete {
                self.receive = nil
                self.complete = nil
                self.completion = nil
                return .completion(complete, completion)
            }
            isDraining = false
            return nil
        }
    }
}

/// The number of ``Effect`` tasks that have started and not yet returned, across the process.
/// A task is counted until its work has really stopped — after cancellation, until the work
/// noticed it — so a test that waits for ``count`` to reach zero after its scene left proves
/// the cancellation reached the work.
public enum RunningEffects {
    private static let lock = Lock()
    nonisolated(unsafe) private static var running = 0

    /// The tasks running now.
    public static var count: Int { lock.withLock { running } }

    static func began() { lock.withLock { running += 1 } }
    static func ended() { lock.withLock { running -= 1 } }
}

extension Lock {
    /// Sets `flag` and returns `true` when it was clear, under the lock; `false` when another
    /// caller holds it (a subscription's drain loop already running, which will deliver what
    /// the caller queued).
    func claim(_ flag: inout Bool) -> Bool {
        withLock {
            guard !flag else { return false }
            flag = true
            return true
        }
    }
}
