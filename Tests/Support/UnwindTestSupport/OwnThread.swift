import Dispatch

/// Runs blocking test code (sleeps, waits on a broker or a socket) off Swift concurrency's
/// few cooperative threads, on which other tests' servers run, and still inside the test's
/// task: the task prefers an executor with a serial queue of its own, so `#expect` in `body`
/// is recorded against the test that runs it. A plain `Thread` loses the test's task-locals:
/// its failures were printed as «unknown», once for every test running at that moment
/// (one CI run reported 421 issues for a dozen failed expectations).
public func onOwnThread<T: Sendable>(_ body: @Sendable () throws -> T) async throws -> T {
    try await withTaskExecutorPreference(OwnThreadExecutor()) { try body() }
}

/// A task executor that runs its jobs on one serial dispatch queue of its own.
final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "unwind.test.own-thread")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
