import Foundation

/// One slot per iteration of `DispatchQueue.concurrentPerform`: each worker writes its own
/// slot, and the caller reads them all after `concurrentPerform` returns.
final class Slots<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var values: [Value?]
    private let lock = NSLock()

    /// `count` empty slots.
    init(count: Int) { values = Array(repeating: nil, count: count) }

    /// Fills slot `index`.
    func set(_ index: Int, _ value: Value) { lock.withLock { values[index] = value } }

    /// The value of slot `index`, `nil` if no worker filled it.
    func value(at index: Int) -> Value? { lock.withLock { values[index] } }
}
