import Synchronization

/// The program's one locking helper: a value behind `Synchronization.Mutex`, held in a class
/// so threads and closures can share it by reference (a server's thread and the show, a
/// decode job and the render thread, a test and the callback it installs). Every value Unwind
/// shares between threads sits in one of these, in an `Awaited` (the same, for a value a thread
/// waits on) or in a `DecodeQueue`; there are no other locks.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: the mutex is the only way to the value, so sharing the box is safe for any
    // value, as `Mutex` itself is.
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    public init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock; keep it short (no I/O, no waiting).
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            nonisolated(unsafe) let result = try body(&value)
            return result
        }
    }

    /// Runs `body` only if the lock is free now; nil when another thread holds it (a poll
    /// that must never wait behind a long holder, such as a library refresh).
    public func withLockIfAvailable<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result? {
        try mutex.withLockIfAvailable { (value: inout sending Value) throws(Failure) -> sending Result in
            nonisolated(unsafe) let result = try body(&value)
            return result
        }
    }

    /// The value now (a copy), for a quick look.
    public var value: Value {
        withLock { $0 }
    }
}
