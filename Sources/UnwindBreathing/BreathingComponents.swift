import UnwindDraw
import UnwindECS

/// The session's state and the tick it was entered at.
struct SessionPhase: Component {
    var state: BreathingState = .idle
    var enteredTick: Int64 = 0
}

/// The finger, mouse or assist button as the simulation sees it, in spiral units.
struct Contact: Component {
    var isDown = false
    var position: Vec2 = .zero
    /// True while the gamepad's assist button (or Space) is held: the head then moves
    /// itself at the guided pace and the contact follows it.
    var assisted = false
}

/// How far along the spiral the head is, and whether the finger is following it.
struct Trace: Component {
    var length: Float = 0
    /// Length at the previous tick, for drawing between ticks.
    var previousLength: Float = 0
    /// Last nearest point index: the centre of the next local search.
    var cursor: Int?
    /// Down but too far from the head: progress paused, hint shown.
    var isStraying = false
    /// Seconds spent actually tracing (down, near the head) in Inhale and Exhale.
    var tracedSeconds: Double = 0
}

/// The Hold state's countdown, counted in touching time only.
struct HoldTimer: Component {
    var held: Double = 0
    var isTouching = false
}

/// What the haptic systems already fired, so each tick or beat fires once.
struct HapticCursor: Component {
    var lastTickLength: Float = 0
    var lastBeat: BeatID?

    /// A beat by hold cycle and its number within that cycle's inhale phase.
    struct BeatID: Equatable {
        var cycle: Int
        var beat: Int
    }
}

/// The hold-cycle phase the last sound cue announced, so each phase is cued once.
struct CueCursor: Component {
    var phase: HoldCycle.Phase?
    var cycle = 0
}

/// Everything fixed for a session: geometry and config, shared by every system.
struct BreathingSetup {
    let path: SpiralPath
    let visual: SpiralVisualConfig
    let action: SpiralActionConfig
    let cycle: HoldCycle

    var tolerance: Float { Float(visual.touchTolerance) }
    /// How close (along the line) the head must come to an end for it to count as reached:
    /// the head's own radius, so the end is reached when the orb covers it.
    var arrivalDistance: Float { max(Float(visual.headSize / 2), 0.5) }
}

/// The session's output since it was last drained: state changes, haptic pulses and
/// sound cues.
struct SessionLog {
    var changes: [StateChange] = []
    var haptics: [HapticPulse] = []
    var cues: [BreathCue] = []
}
