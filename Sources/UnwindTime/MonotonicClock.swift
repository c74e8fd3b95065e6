/// The real clock for windowed runs: `ContinuousClock`, which keeps counting through
/// suspend, so a device waking up shows up as one long frame that the loop then clamps.
public final class MonotonicClock: TimeSource {
    private let origin = ContinuousClock.now

    /// A clock whose origin is now, so the first reading is close to zero.
    public init() {}

    /// Real time since this clock was made.
    public var now: Duration { ContinuousClock.now - origin }
}
