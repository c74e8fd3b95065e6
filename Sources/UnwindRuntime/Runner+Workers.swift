import Dispatch
import UnwindInput
import UnwindPlatform
import UnwindSync

extension Runner {
    /// Runs headless as `runHeadless(_:fps:maxFrames:input:onFrame:)` does, with frames drawn
    /// on several cores: this runner draws frames 0, n, 2n, … of `scene`, worker i frames
    /// i, n + i, … of its own copy (n = 1 + the number of workers). `unwind render` draws a
    /// 1080p frame in a few milliseconds on one core, and the machine it runs on has more.
    ///
    /// The frames are the serial run's, byte for byte: every worker runs every tick with every
    /// frame's input (`HeadlessWorker`), so each copy of the scene must be deterministic (a
    /// seeded transition, no clock of its own). `onFrame` gets the frames strictly in order,
    /// on the calling thread, each with the renderer that drew it; a stop request is checked
    /// before each frame goes to `onFrame`, so a stopped run has handed over frames 0..<k
    /// exactly (`headlessFrames`), like a serial one. Input comes from `input`, this runner's
    /// event pump and its input sources, read on the calling thread. Never paced
    /// (`pacesHeadlessRuns` is for shows a person follows, which draw on one core).
    public func runHeadless(
        _ scene: Scene, alongside helpers: [HeadlessWorker], fps: Int, maxFrames: Int,
        input: (Int) -> [InputEvent] = { _ in [] }, onFrame: FrameHook = { _, _ in }
    ) throws {
        guard !helpers.isEmpty else {
            return try runHeadless(scene, fps: fps, maxFrames: maxFrames, input: input, onFrame: onFrame)
        }
        let workers = [HeadlessWorker(runner: self, scene: scene)] + helpers
        for worker in workers { worker.reset(fps: fps) }
        if stop.isRaised { return }
        // One after another on this thread: starts upload textures, which may share sources.
        for worker in workers { try worker.scene.start(worker.runner.context) }
        var pending: [Int: [InputEvent]] = [:]
        var first = 0
        batches: while first < maxFrames {
            if stop.isRaised { break }
            let count = min(workers.count, maxFrames - first)
            for frame in first..<first + count {
                var frameInput = input(frame)
                if let events { frameInput += events.poll() }
                frameInput += drainInputSources()
                if !frameInput.isEmpty { pending[frame] = frameInput }
            }
            let results = drawBatch(workers, first: first, count: count, fps: fps, input: pending)
            for (index, result) in results.enumerated() {
                let frame = first + index, worker = workers[index]
                if index > 0, stop.isRaised { break batches }
                let timing = try result.get()
                try onFrame(frame, worker.runner.renderer)
                headlessFrames = frame + 1
                afterFrame?(timing)
                if worker.scene.isFinished || worker.runner.context.quitRequested { break batches }
            }
            first += count
            // Every worker has now run the ticks of the batch's first frame.
            pending = pending.filter { $0.key > first - count }
        }
    }

    /// Frames `first..<first + count`, frame `first + i` drawn by `workers[i]`, all at once;
    /// each one's timing or failure, in frame order. Throws nothing itself: a frame's failure
    /// is thrown when its turn to be handed over comes, after the frames before it.
    private func drawBatch(
        _ workers: [HeadlessWorker], first: Int, count: Int, fps: Int, input: [Int: [InputEvent]]
    ) -> [Result<FrameTiming, any Error>] {
        let results = Locked([Result<FrameTiming, any Error>](repeating: .success(FrameTiming()), count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { try workers[index].draw(frame: first + index, fps: fps, input: input) }
            results.withLock { $0[index] = result }
        }
        return results.value
    }
}
