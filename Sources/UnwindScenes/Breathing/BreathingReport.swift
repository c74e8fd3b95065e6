import UnwindRandom
import UnwindBreathing

/// What a headless breathing run did, as JSON: every state change with tick and time, the
/// hold time counted, the final state, haptic pulses by kind, and a hash of every frame, so
/// two replays of one recording can be compared byte for byte.
public struct BreathingReport: Codable, Equatable, Sendable {
    public var recording: String?
    public var size: String
    public var fps: Int
    public var rate: Int
    public var ticks: Int64
    public var frames: Int
    public var stateChanges: [StateChange]
    public var heldSeconds: Double
    public var tracedSeconds: Double
    public var cycles: Int
    public var finalState: BreathingState
    public var haptics: [String: Int]
    /// FNV-1a fingerprint of each frame's pixels, hex.
    public var frameHashes: [String]
    /// One hash over all frame hashes, for a quick comparison.
    public var framesHash: String
    /// Frame submission times at the replay's size, for a rough cost (not compared).
    public var frameTimeMedianMs: Double
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
