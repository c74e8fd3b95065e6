import UnwindInput
import UnwindTime

/// One renderer and its own copy of a scene, drawing every n-th frame of a headless run
/// spread over n cores (`Runner.runHeadless(_:alongside:…)`).
///
/// A worker runs every tick of the run, the frames others draw included, and draws only its
/// own: its scene's state at a frame is then exactly the serial run's, whatever worker drew
/// the frame before. Ticks cost microseconds; drawing a 1080p frame costs milliseconds.
public final class HeadlessWorker: @unchecked Sendable {
    // @unchecked: a worker is used by one thread at a time. The run hands each worker to one
    // iteration of a batch and reads it again only after the whole batch has returned.

    /// The runner whose renderer and fixed-step loop this worker uses.
    public let runner: Runner
    /// This worker's copy of the scene: the same simulation, its own textures.
    public let scene: Scene
    private var clock = SimulatedClock()
    /// The first frame whose ticks have not run yet.
    private var nextFrame = 0

    /// A worker drawing `scene` with `runner` (a headless runner of the run's output size).
    public init(runner: Runner, scene: Scene) {
        self.runner = runner
        self.scene = scene
    }

    /// Before a run: time at zero, no frame stepped.
    func reset(fps: Int) {
        runner.prepareHeadless(fps: fps)
        clock = SimulatedClock()
        nextFrame = 0
    }

    /// Runs the ticks of every frame up to `frame` (each with that frame's `input`) and draws
    /// `frame`; what the drawing cost.
    func draw(frame: Int, fps: Int, input: [Int: [InputEvent]]) throws -> FrameTiming {
        var timing = FrameTiming()
        while nextFrame <= frame {
            clock.advance(to: FrameLoop.frameStart(nextFrame, fps: fps))
            timing = try runner.step(scene, now: clock.now, events: input[nextFrame] ?? [], draws: nextFrame == frame)
            nextFrame += 1
        }
        return timing
    }
}
