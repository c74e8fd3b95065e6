import Foundation

/// One finished session as the history file keeps it (one JSON object per line).
public struct SessionRecord: Sendable, Hashable, Codable {
    /// When the session was completed.
    public var date: Date
    /// The pattern's `--pattern` name ("calm", "box", …) or its timings for a custom one.
    public var pattern: String
    /// What the Completed screen showed: time traced, time held, cycles finished.
    public var tracedSeconds: Double
    /// Touching seconds counted in Hold.
    public var heldSeconds: Double
    /// Hold cycles finished.
    public var cycles: Int

    /// A record with the given values.
    public init(date: Date, pattern: String, tracedSeconds: Double, heldSeconds: Double, cycles: Int) {
        self.date = date
        self.pattern = pattern
        self.tracedSeconds = tracedSeconds
        self.heldSeconds = heldSeconds
        self.cycles = cycles
    }

    /// A record of `summary`, finished at `date` with `pattern`.
    public init(date: Date, pattern: BreathingPattern, summary: SessionSummary) {
        self.init(
            date: date, pattern: pattern.aliases.first ?? pattern.timing,
            tracedSeconds: summary.tracedSeconds, heldSeconds: summary.heldSeconds, cycles: summary.cycles)
    }

    /// Time spent in the session's exercise: tracing plus holding.
    public var seconds: Double { tracedSeconds + heldSeconds }
}
