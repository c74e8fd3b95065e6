import Dispatch
import UnwindSync

/// Runs jobs on one background thread; the render thread takes the finished outputs with
/// `drain()`, so decoding never blocks a frame. Generic over what a job returns: the
/// slideshow's job returns one prepared slide or one typed failure, a clip's job will return
/// its first frames, so nothing comes back through side stores.
public final class DecodeQueue<Output: Sendable>: Sendable {
    /// A job's output, tagged with the caller's token.
    public struct Finished: Sendable {
        /// The caller's own number for the job, so it can match an output to what it asked for.
        public let token: Int
        /// What the job returned; the queue never drops a job.
        public let output: Output
    }

    private struct State {
        var finished: [Finished] = []
        var pending = 0
    }

    private let queue: DispatchQueue
    private let state = Locked(State())

    /// An idle queue with its own background thread; `label` names the thread in a debugger,
    /// `qos` ranks it (decodes the show waits for above probes it merely plans with).
    public init(label: String = "unwind.decode", qos: DispatchQoS = .userInitiated) {
        queue = DispatchQueue(label: label, qos: qos)
    }

    /// Jobs pending or finished but not yet drained.
    public var outstanding: Int {
        state.withLock { $0.pending + $0.finished.count }
    }

    /// Queues a whole job on the background thread.
    public func submit(token: Int, job: @escaping @Sendable () -> Output) {
        state.withLock { $0.pending += 1 }
        queue.async { [self] in
            let output = job()
            state.withLock { state in
                state.pending -= 1
                state.finished.append(Finished(token: token, output: output))
            }
        }
    }

    /// Takes every finished output, in completion order; never blocks.
    public func drain() -> [Finished] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Blocks until every submitted job has finished (headless runs and tests).
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// Blocks until every submitted job has finished or `giveUp` says so (checked every
    /// 10 ms); false when it gave up. A headless show waits for each decode, and a signal
    /// must end it within a second even while a 24-megapixel photo is still decoding.
    @discardableResult
    public func waitUntilIdle(unless giveUp: () -> Bool) -> Bool {
        let idle = DispatchSemaphore(value: 0)
        queue.async { idle.signal() }
        while idle.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
            if giveUp() { return false }
        }
        return true
    }
}
