import Dispatch
import UnwindSync

/// The memory the decodes running at once have claimed, so two lanes never decode more than
/// the budget leaves for one photo (`MemoryBudget.decodeAllowance`).
///
/// Why: a headless show decodes the slide after next beside the next one (two lanes of
/// `DecodeQueue`); each decode is checked against the whole allowance, so two large ones
/// (progressive JPEGs keep their coefficients) could together overshoot a tight cgroup. A
/// decode that would not fit beside the one running waits for it to end; alone, every decode
/// the budget accepted fits, so nothing is refused that one lane would have shown.
final class DecodeReservations: Sendable {
    private let claimed = Locked(0)
    /// Signalled each time a claim ends, so a waiting decode looks again.
    private let ended = DispatchSemaphore(value: 0)

    /// Claims `bytes` of `allowance`, waiting while other decodes hold so much that `bytes`
    /// does not fit beside them (a claim always succeeds when nothing else is claimed).
    func claim(_ bytes: Int, of allowance: Int) {
        while true {
            let granted = claimed.withLock { held in
                guard held == 0 || held + bytes <= allowance else { return false }
                held += bytes
                return true
            }
            if granted { return }
            _ = ended.wait(timeout: .now() + .milliseconds(10))
        }
    }

    /// Ends a claim made with `claim`.
    func end(_ bytes: Int) {
        claimed.withLock { $0 -= bytes }
        ended.signal()
    }

    /// Bytes claimed now (tests).
    var bytesClaimed: Int { claimed.withLock { $0 } }
}
