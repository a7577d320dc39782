import Foundation

/// A value guarded by a lock, so that reference types holding mutable state can be `Sendable`.
///
/// Public for the modules built on NanoDI's primitives (NanoPersistence's file store and
/// directory lock keep their state in one): `withLock` passes a typed error through, which
/// Foundation's `NSLock.withLock` does not.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// Guards `value`; read and change it only through ``withLock(_:)``.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value; not reentrant (calling it again from
    /// `body` deadlocks).
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
