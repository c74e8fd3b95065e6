import UnwindBreathing
import UnwindRandom

/// What a headless breathing run did, as JSON: every state change with tick and time, the
/// hold time counted, the final state, haptic pulses by kind, and a hash of every frame, so
/// two replays of one recording can be compared byte for byte.
public struct BreathingReport: Codable, Equatable, Sendable {
    /// The replayed recording's name; nil for a run without one.
    public var recording: String?
    /// Output size as `WIDTHxHEIGHT`; frame hashes only compare at the same size.
    public var size: String
    /// Frames drawn per second of session time.
    public var fps: Int
    /// Simulation ticks per second (the recording's rate).
    public var rate: Int
    /// Fixed ticks run in total.
    public var ticks: Int64
    /// Frames drawn and hashed.
    public var frames: Int
    /// Every state change with its tick, in order: the run's story.
    public var stateChanges: [StateChange]
    /// Touching seconds the hold countdown counted.
    public var heldSeconds: Double
    /// Seconds spent tracing in contact with the head (inhale and exhale).
    public var tracedSeconds: Double
    /// Hold cycles finished.
    public var cycles: Int
    /// The state the session ended in (completed, for a whole session).
    public var finalState: BreathingState
    /// Haptic pulses fired, by kind name.
    public var haptics: [String: Int]
    /// FNV-1a fingerprint of each frame's pixels as the renderer holds them (XRGB8888), hex.
    public var frameHashes: [String]
    /// One hash over all frame hashes, for a quick comparison.
    public var framesHash: String
    /// Frame submission times at the replay's size, for a rough cost (not compared).
    public var frameTimeMedianMs: Double
    /// The 95th percentile of those times (not compared).
    public var frameTimeP95Ms: Double
    /// True when every recorded event was applied and the scene settled: the replay is whole.
    public var complete: Bool = true
    /// The signal that ended the replay early (SIGINT, SIGTERM, SIGHUP), if one did.
    public var stoppedBy: String?

    /// The part of the report that must repeat exactly between runs (no timings).
    public var deterministicPart: [String] {
        [size, String(fps), String(ticks), String(frames), finalState.rawValue, String(heldSeconds), framesHash]
            + stateChanges.map { "\($0.tick) \($0.from)→\($0.to)" }
    }

    /// The FNV-1a hash of a list of 64-bit hashes.
    static func combine(_ hashes: [UInt64]) -> UInt64 {
        var hash = FNV1a()
        for value in hashes { hash.combine(value) }
        return hash.value
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
