import Dispatch
import UnwindSync

/// Runs jobs on one background thread (or a few `lanes`); the render thread takes the
/// finished outputs with `drain()`, so decoding never blocks a frame. Generic over what a job
/// returns: the slideshow's job returns one prepared slide or one typed failure, a clip's job
/// will return its first frames, so nothing comes back through side stores.
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
        /// Jobs queued or running on each lane.
        var perLane: [Int]
    }

    private let lanes: [DispatchQueue]
    private let state: Locked<State>
    /// Signalled each time a job finishes, so `wait(for:unless:)` wakes when it may be done.
    private let progress = DispatchSemaphore(value: 0)

    /// An idle queue with its own background thread; `label` names the thread in a debugger,
    /// `qos` ranks it (decodes the show waits for above probes it merely plans with). With
    /// `lanes` above 1, that many jobs run at once, each submitted to the least busy lane: a
    /// headless show decodes the slide after next while it waits for the next, so neither
    /// core sits idle while one decode's last rows are resampled (`SlideshowScene.start`).
    public init(label: String = "unwind.decode", qos: DispatchQoS = .userInitiated, lanes: Int = 1) {
        let count = max(1, lanes)
        self.lanes = (0..<count).map { DispatchQueue(label: count == 1 ? label : "\(label).\($0)", qos: qos) }
        state = Locked(State(perLane: Array(repeating: 0, count: count)))
    }

    /// How many jobs may run at once.
    public var laneCount: Int { lanes.count }

    /// Jobs pending or finished but not yet drained.
    public var outstanding: Int {
        state.withLock { $0.pending + $0.finished.count }
    }

    /// Queues a whole job on the background thread.
    public func submit(token: Int, job: @escaping @Sendable () -> Output) {
        let lane = state.withLock { state in
            state.pending += 1
            let lane = state.perLane.indices.min { state.perLane[$0] < state.perLane[$1] } ?? 0
            state.perLane[lane] += 1
            return lane
        }
        lanes[lane].async { [self] in
            let output = job()
            state.withLock { state in
                state.pending -= 1
                state.perLane[lane] -= 1
                state.finished.append(Finished(token: token, output: output))
            }
            progress.signal()
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
        for lane in lanes { lane.sync {} }
    }

    /// Blocks until every submitted job has finished or `giveUp` says so (checked every
    /// 10 ms); false when it gave up. A headless show waits for each decode, and a signal
    /// must end it within a second even while a 24-megapixel photo is still decoding.
    @discardableResult
    public func waitUntilIdle(unless giveUp: () -> Bool) -> Bool {
        let idle = DispatchSemaphore(value: 0)
        for lane in lanes { lane.async { idle.signal() } }
        for _ in lanes {
            while idle.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
                if giveUp() { return false }
            }
        }
        return true
    }

    /// Blocks until the jobs of `tokens` have finished (whatever else still runs) or `giveUp`
    /// says so (checked every 10 ms); false when it gave up. A headless show waits for the
    /// slide it needs while the slide after it goes on decoding on another lane.
    @discardableResult
    public func wait(for tokens: Set<Int>, unless giveUp: () -> Bool) -> Bool {
        while true {
            let done = state.withLock { state in tokens.isSubset(of: Set(state.finished.map(\.token))) }
            if done { return true }
            if progress.wait(timeout: .now() + .milliseconds(10)) == .timedOut, giveUp() { return false }
        }
    }

    /// Takes the finished outputs of `tokens`, in completion order, leaving the others for
    /// later; never blocks. A deterministic run takes each decode in at the tick it decides,
    /// never because the job happened to finish early.
    public func take(_ tokens: Set<Int>) -> [Finished] {
        state.withLock { state in
            let taken = state.finished.filter { tokens.contains($0.token) }
            state.finished.removeAll { tokens.contains($0.token) }
            return taken
        }
    }
}
