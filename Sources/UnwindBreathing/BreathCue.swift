/// A sound cue the session asks for when the breath should change: the simulation decides
/// *when* (to the exact simulation second of the phase boundary, not just the tick that
/// noticed it), the scene decides how it sounds and the platform plays it.
public struct BreathCue: Sendable, Hashable, Codable {
    /// What the cue tells the user to do.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Start breathing in (tracing outwards, or the up phase of a hold cycle).
        case breatheIn
        /// Hold the breath with full lungs.
        case hold
        /// Start breathing out (tracing back, or the down phase of a hold cycle).
        case breatheOut
        /// Hold with empty lungs (box breathing's second hold).
        case holdEmpty
        /// The session is complete.
        case finished
    }

    /// What to do with the breath.
    public var kind: Kind
    /// Simulation seconds at which the cue should start sounding.
    public var seconds: Double

    /// A cue of `kind` due at simulation second `seconds`.
    public init(kind: Kind, seconds: Double) {
        self.kind = kind
        self.seconds = seconds
    }

    /// The cue that starts a hold-cycle phase.
    public static func kind(for phase: HoldCycle.Phase) -> Kind {
        switch phase {
        case .up: .breatheIn
        case .pause: .hold
        case .down: .breatheOut
        case .rest: .holdEmpty
        }
    }
}
