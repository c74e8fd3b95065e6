import Dispatch
import Testing
import UnwindMedia

@Suite struct DecodeQueueTests {
    @Test func jobsRunOffTheCallersThreadAndEveryOutputComesBackOnce() {
        let queue = DecodeQueue<Result<Int, DecodeQueueTestFailure>>()
        for token in 0..<20 {
            queue.submit(token: token) { token % 5 == 4 ? .failure(DecodeQueueTestFailure(token: token)) : .success(token * token) }
        }
        #expect(queue.waitUntilIdle(unless: { false }), "nothing gives up")
        #expect(queue.outstanding == 20, "finished outputs count until drained")
        let finished = queue.drain().sorted { $0.token < $1.token }
        #expect(finished.map(\.token) == Array(0..<20))
        for item in finished {
            switch item.output {
            case .success(let value): #expect(value == item.token * item.token)
            case .failure(let failure): #expect(failure.token == item.token && item.token % 5 == 4)
            }
        }
        #expect(queue.drain().isEmpty && queue.outstanding == 0, "drained once")
    }

    @Test func waitingGivesUpWhenAsked() {
        let queue = DecodeQueue<Int>()
        let release = DispatchSemaphore(value: 0)
        queue.submit(token: 1) {
            release.wait()
            return 1
        }
        var asked = 0
        #expect(
            !queue.waitUntilIdle(unless: {
                asked += 1; return asked > 2
            }), "gave up while the job still runs")
        release.signal()
        queue.waitUntilIdle()
        #expect(queue.drain().map(\.output) == [1])
    }
}

extension DecodeQueueTests {
    /// Two lanes run two jobs at once: the first waits for the second, which one lane would
    /// never start (the wait is bounded so a broken queue fails instead of hanging).
    @Test func twoLanesRunTwoJobsAtOnce() {
        let queue = DecodeQueue<Bool>(lanes: 2)
        let second = DispatchSemaphore(value: 0)
        queue.submit(token: 1) { second.wait(timeout: .now() + 30) == .success }
        queue.submit(token: 2) {
            second.signal()
            return true
        }
        queue.waitUntilIdle()
        let outputs = queue.drain().sorted { $0.token < $1.token }
        #expect(outputs.map(\.token) == [1, 2])
        #expect(outputs.first?.output == true, "the first job saw the second start while it ran")
    }

    /// Waiting for one job's token returns while another still runs, and taking it leaves the
    /// other's output for later.
    @Test func waitingForOneTokenLeavesTheOthers() {
        let queue = DecodeQueue<Int>(lanes: 2)
        let release = DispatchSemaphore(value: 0)
        queue.submit(token: 1) {
            release.wait()
            return 10
        }
        queue.submit(token: 2) { 20 }
        #expect(queue.wait(for: [2], unless: { false }), "token 2 finishes while token 1 is held")
        #expect(queue.take([2]).map(\.output) == [20])
        #expect(queue.take([1]).isEmpty, "token 1 is still running")
        var asked = 0
        #expect(
            !queue.wait(
                for: [1],
                unless: {
                    asked += 1
                    return asked > 2
                }), "gave up while token 1 still runs")
        release.signal()
        #expect(queue.wait(for: [1], unless: { false }))
        #expect(queue.take([1, 2]).map(\.output) == [10], "token 2 was taken already")
        #expect(queue.outstanding == 0)
    }
}

struct DecodeQueueTestFailure: Error, Equatable {
    let token: Int
}
