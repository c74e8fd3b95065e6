/// What the Completed screen shows: how long the user traced and held, and how many
/// breathing cycles they finished.
public struct SessionSummary: Sendable, Hashable, Codable {
    /// Seconds spent tracing in contact with the head (Inhale + Exhale).
    public var tracedSeconds: Double
    /// Touching seconds counted by the hold countdown.
    public var heldSeconds: Double
    /// Hold cycles finished.
    public var cycles: Int

    /// A summary of these numbers.
    public init(tracedSeconds: Double, heldSeconds: Double, cycles: Int) {
        self.tracedSeconds = tracedSeconds
        self.heldSeconds = heldSeconds
        self.cycles = cycles
    }

    /// "1:05" style minutes and seconds, for on-screen summaries in any language.
    public static func clock(_ seconds: Double) -> String {
        let s = max(0, Int(seconds.rounded()))
        let rest = s % 60
        return "\(s / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
