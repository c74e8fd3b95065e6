import Foundation

/// A value behind a lock that threads can also wait on: `Locked` for a value some thread
/// must wait to change (a publisher waiting for a new status, an audio thread waiting for
/// the simulation, a test waiting for a command). `Synchronization.Mutex` has no condition
/// to wait on, so this one helper holds the program's only condition variable; every
/// waiting user goes through it rather than keeping its own `NSCondition` and the value
/// beside it, so no value is ever read without its lock or waited on without a deadline.
public final class Awaited<Value>: @unchecked Sendable {
    // @unchecked: the condition's lock is the only way to the value.
    private let condition = NSCondition()
    private var value: Value

    /// A box holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; waiters are not woken (see `withLockWaking`).
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&value)
    }

    /// Runs `body` with the value, holding the lock, then wakes every waiter to look again:
    /// for a change a waiter may be waiting for.
    public func withLockWaking<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Wakes every waiter to look again, changing nothing.
    public func wakeWaiters() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `ready` holds for the value or `deadline` passes, then runs `body` with the
    /// value, the lock held throughout; `body` is told whether `ready` held.
    public func wait<Result>(until ready: (Value) -> Bool, deadline: Date, then body: (inout Value, _ ready: Bool) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        var met = ready(value)
        while !met, condition.wait(until: deadline) { met = ready(value) }
        if !met { met = ready(value) }
        return try body(&value, met)
    }

    /// Waits up to `timeout` seconds until `ready` holds for the value, then runs `body`.
    public func wait<Result>(until ready: (Value) -> Bool, timeout: Double, then body: (inout Value, _ ready: Bool) throws -> Result) rethrows -> Result {
        try wait(until: ready, deadline: Date(timeIntervalSinceNow: timeout), then: body)
    }
}
