/// Turns readings of a `TimeSource` into fixed ticks plus an interpolation fraction, and
/// stops feeding the simulation while the window is hidden.
///
/// The loop never sleeps or spins by itself: the runner presents with vsync or sleeps until
/// `nextFrameDeadline`, and a simulated clock is simply advanced between calls.
public struct FrameLoop: Sendable {
    /// What one frame should do.
    public struct Step: Sendable, Equatable {
        /// Fixed ticks to run this frame, in order.
        public var ticks: Int
        /// Fraction of a tick past the last one, for rendering interpolation.
        public var alpha: Double
    }

    /// The underlying fixed timestep (tick count, rate, clamp).
    public private(set) var timestep: FixedTimestep
    /// True while the window is hidden or minimised: no ticks run, time does not pile up.
    public private(set) var isPaused = false
    private var lastReading: Duration?

    /// A loop over `timestep`; the first `update` only takes its reading and runs no ticks.
    public init(timestep: FixedTimestep = FixedTimestep()) {
        self.timestep = timestep
    }

    /// Reads the clock once for this frame.
    public mutating func update(now: Duration) -> Step {
        defer { lastReading = now }
        guard !isPaused, let last = lastReading else {
            return Step(ticks: 0, alpha: isPaused ? 0 : timestep.alpha)
        }
        let ticks = timestep.advance(by: now - last)
        return Step(ticks: ticks, alpha: timestep.alpha)
    }

    /// Stops simulation work, for a hidden or minimised window.
    public mutating func pause() {
        isPaused = true
    }

    /// Resumes from the next clock reading, so the time spent hidden is not caught up.
    public mutating func resume() {
        guard isPaused else { return }
        isPaused = false
        lastReading = nil
    }

    /// Real time at which the frame after one starting at `frameStart` is due, at `fps`.
    public static func nextFrameDeadline(after frameStart: Duration, fps: Int) -> Duration {
        frameStart + frameDuration(fps: fps)
    }

    /// When frame `index` starts at `fps`: exactly k/fps, computed from the index (never
    /// accumulated), so rounding never drifts over a long headless run.
    public static func frameStart(_ index: Int, fps: Int) -> Duration {
        let fps = Int64(max(1, fps))
        let whole = Int64(index) / fps
        let rest = Int64(index) % fps
        return Duration(secondsComponent: whole, attosecondsComponent: rest * (1_000_000_000_000_000_000 / fps))
    }

    /// One frame's duration at `fps`.
    public static func frameDuration(fps: Int) -> Duration {
        frameStart(1, fps: fps)
    }
}
