/// The simulation clock as systems see it: a resource in the world, set before each tick,
/// so systems compute from tick counts and never read a real clock.
public struct FixedTime: Sendable, Equatable {
    /// Ticks run so far, including the one being run.
    public var tick: Int64
    /// Ticks per second.
    public var rate: Int

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
        Int64((seconds * Double(rate) - 1e-9).rounded(.up))
    }
}
