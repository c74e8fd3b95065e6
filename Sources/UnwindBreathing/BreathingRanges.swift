import UnwindConfig

/// The values each breathing setting may take, the same in a config file and on the command
/// line (docs/breathing.md lists them). Lengths are spiral units: the whole spiral is scaled
/// to the window, so what matters is their ratio, and every bound keeps the spiral drawable
/// within the frame budget, traceable, and away from conversions that trap (a beat interval
/// of 1e-300 once made an infinite beat count; a line width of 1e6 filled the screen with
/// hundreds of giant triangles a frame).
public enum BreathingRanges {
    /// Spiral units.
    public static let headSize = SettingRange(.above(0), upTo: 1000)
    /// Also at most `spacing`, so neighbouring turns do not overlap into one blob.
    public static let lineWidth = SettingRange(.above(0), upTo: 1000)
    /// Spiral units.
    public static let colorDistanceOffset = SettingRange(0...10_000)
    /// Spiral units.
    public static let startRadius = SettingRange(0...1000)
    /// Spiral units between neighbouring turns.
    public static let spacing = SettingRange(1...1000)
    /// Turns.
    public static let rotations = SettingRange(0.5...50)
    /// Whole points per turn; rotations × points per turn is also at most `maxPoints`.
    public static let pointsPerRotation = SettingRange(8...1000)
    /// Points in the whole spiral: each is two vertices of every frame's line and a step of
    /// the closest-point search.
    public static let maxPoints = 20_000
    /// Spiral units the finger may stray.
    public static let touchTolerance = SettingRange(.above(0), upTo: 10_000)
    /// The orb's largest scale in Hold.
    public static let pulseScale = SettingRange(1...10)

    /// Seconds.
    public static let holdDuration = SettingRange(.above(0), upTo: 3600)
    /// Seconds of each hold-cycle phase; the three together must be at least `minCycle`.
    public static let holdCyclePhase = SettingRange(0...600)
    /// The shortest whole cycle, seconds.
    public static let minCycle = 1.0
    /// Spiral units between tracing ticks: at least 1, so ticks stay distinct.
    public static let hapticFeedbackDistance = SettingRange(1...10_000)
    /// Seconds between hold beats.
    public static let hapticBeatInterval = SettingRange(0.05...60)
    /// Seconds of a guided trace.
    public static let traceDuration = SettingRange(0.5...600)
}
