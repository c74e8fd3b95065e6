import UnwindConfig

/// The session's timing and haptics: how long to hold, the breathing cycle inside the hold,
/// the guided tracing pace and how often the controller beats or ticks. Durations in seconds.
public struct SpiralActionConfig: Sendable, Equatable {
    /// Total touching time the Hold state needs (72 s = four 18 s cycles).
    public var holdDuration: Double = 72
    /// Breathing in, the orb growing 1 → 3.
    public var holdCycleUpDuration: Double = 6
    /// Holding the breath at full scale.
    public var holdCyclePauseDuration: Double = 4
    /// Breathing out, the orb shrinking 3 → 1.
    public var holdCycleDownDuration: Double = 8
    /// Holding with empty lungs after breathing out, the orb at rest: box breathing's second
    /// hold. 0 by default, so the spec's cycle stays 6 + 4 + 8 s.
    public var holdCycleRestDuration: Double = 0
    /// Spiral units the head must move between two tracing ticks, so ticks stay distinct.
    public var hapticFeedbackDistance: Double = 18
    /// Seconds between beats in the inhale phase of each hold cycle.
    public var hapticBeatInterval: Double = 0.75
    /// Guided time to trace the spiral outwards while breathing in (assisted gamepad mode).
    public var inhaleTraceDuration: Double = 6
    /// Guided time to trace back to the centre while breathing out.
    public var exhaleTraceDuration: Double = 8

    /// The spec's defaults: a 72 s hold of four 6-4-8 cycles.
    public init() {}

    /// One breathing cycle of the hold: in, pause, out, rest.
    public var holdCycleDuration: Double { holdCycleUpDuration + holdCyclePauseDuration + holdCycleDownDuration + holdCycleRestDuration }

    /// Whole cycles in the hold (a partial last cycle still counts once finished).
    public var holdCycleCount: Int { Int((holdDuration / holdCycleDuration - 1e-9).rounded(.up)) }

    /// Checks every value against `BreathingRanges`, naming the first bad one.
    public func validate() throws(SettingError) {
        typealias R = BreathingRanges
        try R.holdDuration.check("holdDuration", holdDuration)
        try R.holdCyclePhase.check("holdCycleUpDuration", holdCycleUpDuration)
        try R.holdCyclePhase.check("holdCyclePauseDuration", holdCyclePauseDuration)
        try R.holdCyclePhase.check("holdCycleDownDuration", holdCycleDownDuration)
        try R.holdCyclePhase.check("holdCycleRestDuration", holdCycleRestDuration)
        guard holdCycleDuration >= R.minCycle else {
            throw SettingError(
                key: "holdCycleDuration", value: holdCycleDuration,
                requirement: "at least \(SettingRange.format(R.minCycle)) second (up + pause + down + rest)",
                related: ["holdCycleUpDuration", "holdCyclePauseDuration", "holdCycleDownDuration", "holdCycleRestDuration"])
        }
        try R.hapticFeedbackDistance.check("hapticFeedbackDistance", hapticFeedbackDistance)
        try R.hapticBeatInterval.check("hapticBeatInterval", hapticBeatInterval)
        try R.traceDuration.check("inhaleTraceDuration", inhaleTraceDuration)
        try R.traceDuration.check("exhaleTraceDuration", exhaleTraceDuration)
    }
}
