/// The breathing cycle inside the Hold state: in, pause, out, rest, repeated. Everything
/// here is a function of the touching time held so far, so lifting the finger freezes the
/// cycle, the pulse and the guidance together.
public struct HoldCycle: Sendable, Equatable {
    /// The part of a cycle.
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
        /// Breathing in; the orb grows.
        case up
        /// Holding the breath with full lungs; the orb stays large.
        case pause
        /// Breathing out; the orb shrinks.
        case down
        /// Holding with empty lungs (box breathing's second hold); the orb stays small.
        case rest
    }

    /// Seconds of each phase: in, held full, out, held empty.
    public let up: Double
    /// Seconds holding full; 0 skips the phase.
    public let pause: Double
    /// Seconds breathing out.
    public let down: Double
    /// Seconds holding empty; 0 (the default) skips the phase.
    public let rest: Double
    /// Largest orb scale, reached at the end of `up`.
    public let peakScale: Double

    /// A cycle of these phases; `rest` is 0 unless the pattern holds after breathing out.
    public init(up: Double, pause: Double, down: Double, rest: Double = 0, peakScale: Double = 3) {
        self.up = up
        self.pause = pause
        self.down = down
        self.rest = rest
        self.peakScale = peakScale
    }

    /// The cycle of an action config.
    public init(_ config: SpiralActionConfig, peakScale: Double = 3) {
        self.init(
            up: config.holdCycleUpDuration, pause: config.holdCyclePauseDuration, down: config.holdCycleDownDuration,
            rest: config.holdCycleRestDuration, peakScale: peakScale)
    }

    /// One whole cycle.
    public var duration: Double { up + pause + down + rest }

    /// Which cycle (from 0) `held` seconds fall in.
    public func cycleIndex(at held: Double) -> Int {
        duration > 0 ? Int(max(held, 0) / duration) : 0
    }

    /// Seconds into the current cycle.
    public func timeInCycle(_ held: Double) -> Double {
        duration > 0 ? max(held, 0).truncatingRemainder(dividingBy: duration) : 0
    }

    /// The phase at `held` seconds and the seconds spent in it so far. Phases of length 0
    /// are skipped.
    public func phase(at held: Double) -> (phase: Phase, elapsed: Double) {
        let t = timeInCycle(held)
        if t < up { return (.up, t) }
        if t < up + pause { return (.pause, t - up) }
        if t < up + pause + down || rest <= 0 { return (.down, t - up - pause) }
        return (.rest, t - up - pause - down)
    }

    /// Seconds from the start of a cycle to the start of `phase`.
    public func start(of phase: Phase) -> Double {
        switch phase {
        case .up: 0
        case .pause: up
        case .down: up + pause
        case .rest: up + pause + down
        }
    }

    /// The orb's scale at `held`: 1 → peak over `up` (eased), held at peak through `pause`,
    /// peak → 1 over `down`, 1 through `rest`.
    public func pulseScale(at held: Double) -> Double {
        let (phase, elapsed) = phase(at: held)
        switch phase {
        case .up: return 1 + (peakScale - 1) * Self.ease(up > 0 ? elapsed / up : 1)
        case .pause: return peakScale
        case .down: return peakScale - (peakScale - 1) * Self.ease(down > 0 ? elapsed / down : 1)
        case .rest: return 1
        }
    }

    /// How full the lungs are at `held`, 0 (empty) to 1 (full): the orb's pulse without its
    /// scale, for everything else that breathes with it (the central breathing shape).
    public func breathFullness(at held: Double) -> Double {
        let (phase, elapsed) = phase(at: held)
        switch phase {
        case .up: return Self.ease(up > 0 ? elapsed / up : 1)
        case .pause: return 1
        case .down: return 1 - Self.ease(down > 0 ? elapsed / down : 1)
        case .rest: return 0
        }
    }

    /// Smoothstep: breath speeds up and slows down rather than moving linearly.
    static func ease(_ t: Double) -> Double {
        let x = min(max(t, 0), 1)
        return x * x * (3 - 2 * x)
    }
}
