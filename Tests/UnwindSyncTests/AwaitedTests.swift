import Dispatch
import Foundation
import Testing
import UnwindSync

/// The one waiting helper: a waiter sees every change it waits for, whatever the load (the
/// deadlines here are a minute, only a bound on a broken helper, never a timing).
@Suite struct AwaitedTests {
    @Test func aValueAlreadyReadyIsNotWaitedFor() {
        let box = Awaited(3)
        let (value, ready) = box.wait(until: { $0 >= 3 }, timeout: 60) { value, ready in (value, ready) }
        #expect(value == 3 && ready, "ready at once: \(value), \(ready)")
    }

    @Test func aDeadlineEndsTheWaitNotReady() {
        let box = Awaited("idle")
        let ready = box.wait(until: { $0 == "done" }, timeout: 0.01) { value, ready in
            value = "seen"
            return ready
        }
        #expect(!ready, "never ready: the deadline ends the wait")
        #expect(box.withLock { $0 } == "seen", "and the body still runs, with the lock")
    }

    @Test func aWaiterWakesForChangesMadeOnAnotherThread() {
        let box = Awaited(0)
        let finished = DispatchSemaphore(value: 0)
        let seen = Locked<(value: Int, ready: Bool)?>(nil)
        Thread.detachNewThread {
            let result = box.wait(until: { $0 >= 3 }, timeout: 60) { value, ready in (value, ready) }
            seen.withLock { $0 = result }
            finished.signal()
        }
        for _ in 0..<3 { box.withLockWaking { $0 += 1 } }
        finished.wait()
        #expect(seen.value?.value == 3 && seen.value?.ready == true, "woken with every step made: \(String(describing: seen.value))")
    }

    @Test func wakeWaitersMakesAWaiterLookAgain() {
        // The waiter's condition reads something outside the box, as a feed's "a photo is
        // cached" does; waking is the only news it gets.
        let box = Awaited(0)
        let outside = Locked(false)
        let finished = DispatchSemaphore(value: 0)
        let ready = Locked(false)
        Thread.detachNewThread {
            let met = box.wait(until: { _ in outside.value }, timeout: 60) { _, ready in ready }
            ready.withLock { $0 = met }
            finished.signal()
        }
        outside.withLock { $0 = true }
        box.wakeWaiters()
        finished.wait()
        #expect(ready.value, "looked again when woken")
    }
}
