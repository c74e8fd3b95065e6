import Dispatch
import Testing

@testable import UnwindScenes

/// Two decode lanes stay within one decode's room of the memory budget: a claim that does
/// not fit beside the running one waits for it; alone, any claim goes ahead.
@Suite struct DecodeReservationsTests {
    @Test func aClaimThatDoesNotFitWaitsForTheOneRunning() {
        let reservations = DecodeReservations()
        reservations.claim(60, of: 100)
        let claimed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            reservations.claim(50, of: 100)
            claimed.signal()
        }
        #expect(claimed.wait(timeout: .now() + 0.2) == .timedOut, "60 + 50 is over 100: the second claim waits")
        #expect(reservations.bytesClaimed == 60)
        reservations.end(60)
        #expect(claimed.wait(timeout: .now() + 30) == .success, "the first claim ended: the second goes ahead")
        #expect(reservations.bytesClaimed == 50)
        reservations.end(50)
        #expect(reservations.bytesClaimed == 0)
    }

    @Test func claimsThatFitTogetherOrAloneGoAhead() {
        let reservations = DecodeReservations()
        reservations.claim(40, of: 100)
        reservations.claim(60, of: 100)
        #expect(reservations.bytesClaimed == 100, "40 + 60 fit in 100 at once")
        reservations.end(40)
        reservations.end(60)
        reservations.claim(150, of: 100)
        #expect(reservations.bytesClaimed == 150, "alone, a claim goes ahead (the budget accepted the photo)")
        reservations.end(150)
    }
}
