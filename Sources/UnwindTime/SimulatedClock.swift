/// A clock that moves only when told to: headless runs and tests advance it by exactly
/// one frame per frame, so a 24-hour kiosk day runs as fast as the CPU allows and every
/// run of the same input produces the same ticks.
public final class SimulatedClock: TimeSource {
    /// Simulated time; changes only through the `advance` methods.
    public private(set) var now: Duration

    /// A clock that reads `start` until advanced.
    public init(start: Duration = .zero) {
        now = start
    }

    /// Moves time forward; negative steps are ignored because the clock is monotonic.
    public func advance(by step: Duration) {
        guard step > .zero else { return }
        now += step
    }

    /// Moves time forward to an absolute reading; earlier readings are ignored.
    /// Headless renders set frame k to exactly k/fps so rounding never accumulates.
    public func advance(to reading: Duration) {
        if reading > now { now = reading }
    }

    /// Moves time forward by a number of seconds.
    public func advance(seconds: Double) {
        advance(by: .seconds(seconds))
    }
}
