import Dispatch
import Testing
import UnwindSync

@Suite struct LockedTests {
    @Test func concurrentUpdatesAreNeverLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.value == 80_000, "every increment kept")
    }

    @Test func aHeldLockIsNotWaitedOnByWithLockIfAvailable() {
        let box = Locked([1, 2])
        let inside = box.withLock { _ in box.withLockIfAvailable { $0.count } }
        #expect(inside == nil, "held by this very call: not available")
        #expect(box.withLockIfAvailable { $0.count } == 2, "free: runs")
    }

    @Test func errorsPassThroughTyped() {
        struct Refused: Error, Equatable {}
        let box = Locked("a")
        #expect(throws: Refused()) {
            try box.withLock { (text: inout String) throws(Refused) -> Void in
                text += "b"
                throw Refused()
            }
        }
        #expect(box.value == "ab", "what the body changed before throwing stays")
    }
}
