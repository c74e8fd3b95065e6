/// One haptic effect the session asks for. The scene forwards it to a controller's rumble
/// motors or an SDL haptic device; the simulation never touches hardware.
///
/// Inhale and exhale feel different: breathing in ticks on the small high-frequency motor
/// (light, crisp, growing with progress), breathing out on the large low-frequency motor
/// (soft, deep, fading towards the centre). Hold beats are a heartbeat-like double motor.
public struct HapticPulse: Sendable, Hashable, Codable {
    /// Why the pulse fired.
    public enum Kind: String, Sendable, Hashable, Codable {
        case inhaleTick, exhaleTick, holdBeat, phaseChange
    }

    /// Which event asked for it, so a scene or a test can tell ticks from beats.
    public var kind: Kind
    /// Low-frequency (large) motor strength, 0...1.
    public var low: Float
    /// High-frequency (small) motor strength, 0...1.
    public var high: Float
    /// How long the motors run.
    public var seconds: Double

    /// A pulse of explicit strengths; the named factories below are what the session uses.
    public init(kind: Kind, low: Float, high: Float, seconds: Double) {
        self.kind = kind
        self.low = low
        self.high = high
        self.seconds = seconds
    }

    /// A tick while tracing outwards; `progress` in 0...1 strengthens it.
    public static func inhaleTick(progress: Float) -> HapticPulse {
        HapticPulse(kind: .inhaleTick, low: 0, high: 0.25 + 0.35 * progress, seconds: 0.03)
    }

    /// A tick while tracing back; softer and longer, fading as the centre nears.
    public static func exhaleTick(progress: Float) -> HapticPulse {
        HapticPulse(kind: .exhaleTick, low: 0.2 + 0.35 * progress, high: 0, seconds: 0.06)
    }

    /// A beat in the inhale phase of a hold cycle.
    public static let holdBeat = HapticPulse(kind: .holdBeat, low: 0.55, high: 0.3, seconds: 0.08)

    /// A firm confirmation when the session changes state.
    public static let phaseChange = HapticPulse(kind: .phaseChange, low: 0.7, high: 0.7, seconds: 0.15)
}
