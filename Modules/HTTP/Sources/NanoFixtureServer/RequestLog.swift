import NIOConcurrencyHelpers

/// One request the server received and what became of it.
public struct ServedRequest: Sendable, Equatable {
    /// What became of a request.
    public enum Outcome: Sendable, Equatable {
        /// Not answered yet (a latency fault is waiting, or a timeout fault holds it).
        case pending
        /// Answered with this status.
        case answered(status: Int)
        /// Closed by the server with no answer (a drop fault, or the server stopping).
        case dropped
        /// The client closed the connection before an answer (its timeout or cancellation).
        case closedByClient
    }

    /// 1 for the first request the server received, then counting up.
    public var number: Int
    /// The method (`GET`).
    public var method: String
    /// The path, without the query.
    public var path: String
    /// The query, without the `?` (empty for none).
    public var query: String
    /// The fault the plan gave it, if any.
    public var fault: Fault?
    /// What became of it so far.
    public var outcome: Outcome
}

/// The server's record of every request, which tests read and wait on.
final class RequestLog: Sendable {
    private struct State {
        var requests: [ServedRequest] = []
        var waiters:
            [(predicate: @Sendable ([ServedRequest]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    }
    private let state = NIOLockedValueBox(State())

    var requests: [ServedRequest] { state.withLockedValue { $0.requests } }

    func begin(method: String, path: String, query: String, fault: Fault?) -> Int {
        update { requests in
            requests.append(
                ServedRequest(
                    number: requests.count + 1, method: method, path: path, query: query, fault: fault,
                    outcome: .pending))
            return requests.count
        }
    }

    /// Sets request `number`'s outcome, unless it already has a final one.
    func finish(_ number: Int, _ outcome: ServedRequest.Outcome) {
        update { requests in
            if requests[number - 1].outcome == .pending { requests[number - 1].outcome = outcome }
        }
    }

    /// Returns once `predicate` holds for the list of requests (at once if it already does).
    func wait(until predicate: @escaping @Sendable ([ServedRequest]) -> Bool) async {
        await withCheckedContinuation { continuation in
            let holds = state.withLockedValue { state in
                if predicate(state.requests) { return true }
                state.waiters.append((predicate, continuation))
                return false
            }
            if holds { continuation.resume() }
        }
    }

    private func update<T>(_ change: (inout [ServedRequest]) -> T) -> T {
        let (result, ready) = state.withLockedValue { state in
            let result = change(&state.requests)
            let requests = state.requests
            let ready = state.waiters.filter { $0.predicate(requests) }.map(\.continuation)
            state.waiters.removeAll { $0.predicate(requests) }
            return (result, ready)
        }
        for continuation in ready { continuation.resume() }
        return result
    }
}

/// The plan's rules with their remaining uses.
final class FaultState: Sendable {
    private let remaining: NIOLockedValueBox<[(rule: FaultRule, left: Int?)]>

    init(_ plan: FaultPlan) {
        remaining = NIOLockedValueBox(plan.rules.map { ($0, $0.count) })
    }

    /// The fault for a request to `path`, using up one of its rule's count.
    func take(_ path: String) -> Fault? {
        remaining.withLockedValue { rules in
            guard let index = rules.firstIndex(where: { $0.left != 0 && $0.rule.matches(path) }) else { return nil }
            if let left = rules[index].left { rules[index].left = left - 1 }
            return rules[index].rule.fault
        }
    }
}
