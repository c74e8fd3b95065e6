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

struct DecodeQueueTestFailure: Error, Equatable {
    let token: Int
}
