/// The simulation clock as systems see it: a resource in the world, set before each tick,
/// so systems compute from tick counts and never read a real clock.
public struct FixedTime: Sendable, Equatable {
    /// Ticks run so far, including the one being run.
    public var tick: Int64
    /// Ticks per second.
    public var rate: Int

    /// The time for `tick` at `rate`; the runner builds one per tick, tests build them by hand.
    public init(tick: Int64 = 0, rate: Int = FixedTimestep.defaultRate) {
        self.tick = tick
        self.rate = rate
    }

    /// Seconds per tick.
    public var delta: Double { 1.0 / Double(rate) }
    /// Simulation time at this tick, in seconds.
    public var elapsed: Double { Double(tick) / Double(rate) }
    /// The tick at or after a simulation time in seconds (rounded up so a tick is never early).
    public func tick(atSeconds seconds: Double) -> Int64 {
        ticks(inSeconds: seconds)
    }

    /// Whole ticks that `seconds` span, rounded up: the one place a duration in seconds
    /// becomes ticks. Durations are decimal (0.8 s) and 0.8 × 120 is 96.00000000000001 in
    /// binary, so a nanosecond of slack keeps it at 96 ticks instead of 97. Everything after
    /// this compares integer ticks. Huge or non-finite durations saturate instead of trapping.
    public func ticks(inSeconds seconds: Double) -> Int64 {
        let exact = (seconds * Double(rate) - 1e-9).rounded(.up)
        guard exact.isFinite else { return exact > 0 ? .max : .min }
        guard exact < 9.0e18, exact > -9.0e18 else { return exact > 0 ? .max / 2 : .min / 2 }
        return Int64(exact)
    }

    /// Simulation seconds since `startTick`: local time of something that began then.
    public func seconds(since startTick: Int64) -> Double {
        Double(tick - startTick) / Double(rate)
    }
}
