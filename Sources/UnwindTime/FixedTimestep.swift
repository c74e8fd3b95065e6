/// The fixed simulation step: ticks are counted as integers at a declared rate, and the
/// leftover time becomes the interpolation fraction that rendering blends with.
///
/// Why 120 Hz: it divides evenly into the frame rates people render and display at
/// (24, 30, 40, 60, 120 fps), so an exported 60 fps transition lands exactly on tick
/// boundaries, and it is fine-grained enough that a 0.35 s tile fade spans 42 steps.
/// Why a 250 ms clamp: after a stall (a slow disk, a suspended device) the loop would
/// otherwise try to run every missed tick at once, fall further behind and spiral;
/// dropping the excess keeps the show responsive (the same limit Bevy uses).
public struct FixedTimestep: Sendable, Equatable {
    /// The default simulation rate in ticks per second.
    public static let defaultRate = 120
    /// The most real time one frame may feed into the simulation.
    public static let defaultMaxCatchUp: Duration = .milliseconds(250)

    /// Ticks per second.
    public let rate: Int
    /// Real time one tick stands for.
    public let step: Duration
    /// Real time beyond which a frame's elapsed time is clamped.
    public let maxCatchUp: Duration
    /// Ticks run so far.
    public private(set) var tick: Int64 = 0
    /// Time fed in but not yet consumed by a whole tick.
    public private(set) var accumulator: Duration = .zero
    /// Total real time discarded by the clamp, for reports.
    public private(set) var droppedTime: Duration = .zero

    /// A timestep at `rate` ticks per second that feeds at most `maxCatchUp` of real time per frame.
    public init(rate: Int = FixedTimestep.defaultRate, maxCatchUp: Duration = FixedTimestep.defaultMaxCatchUp) {
        precondition(rate > 0, "FixedTimestep rate must be positive, got \(rate)")
        self.rate = rate
        // Attosecond precision keeps a day of ticks within picoseconds of exact.
        self.step = Duration(secondsComponent: 0, attosecondsComponent: 1_000_000_000_000_000_000 / Int64(rate))
        self.maxCatchUp = maxCatchUp
    }

    /// Seconds per tick.
    public var stepSeconds: Double { 1.0 / Double(rate) }

    /// Simulation time at the current tick, in seconds.
    public var elapsedSeconds: Double { Double(tick) / Double(rate) }

    /// How far between the last tick and the next one the frame is, in `0..<1`.
    public var alpha: Double { accumulator.seconds / step.seconds }

    /// Feeds one frame's elapsed real time in and returns how many ticks to run now.
    /// Negative time is ignored; more than `maxCatchUp` is clamped.
    public mutating func advance(by elapsed: Duration) -> Int {
        var elapsed = max(elapsed, .zero)
        if elapsed > maxCatchUp {
            droppedTime += elapsed - maxCatchUp
            elapsed = maxCatchUp
        }
        accumulator += elapsed
        var ticks = 0
        while accumulator >= step {
            accumulator -= step
            tick += 1
            ticks += 1
        }
        return ticks
    }
}
