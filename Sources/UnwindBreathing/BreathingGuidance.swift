import UnwindLocalization

/// The words on screen for a session at one tick, already translated: a title telling the
/// user what to do with their breath, a detail line, and a hint when something needs fixing.
public struct BreathingGuidance: Sendable, Equatable {
    /// How the user is driving the session, which changes the prompts ("Touch…", "Hold A…",
    /// "Hold Space…").
    public enum InputMode: String, Sendable, Equatable {
        case pointer, gamepad, keyboard
    }

    public var title: String
    public var detail: String?
    /// A correction (straying, lifted), drawn in a warmer colour.
    public var hint: String?
    /// Extra lines under the spiral: the summary when completed.
    public var lines: [String] = []
    /// A quiet line above the footer: the chosen session length while Idle.
    public var status: String?

    public init(title: String, detail: String? = nil, hint: String? = nil, lines: [String] = []) {
        self.title = title
        self.detail = detail
        self.hint = hint
        self.lines = lines
    }

    /// The guidance for `snapshot`.
    public static func make(_ s: BreathingSnapshot, cycle: HoldCycle, cycleCount: Int, mode: InputMode, catalog t: Catalog) -> BreathingGuidance {
        switch s.state {
        case .idle:
            let title = switch mode {
            case .pointer: t("Touch the centre of the spiral to begin")
            case .gamepad: t("Hold A to begin")
            case .keyboard: t("Hold Space to begin")
            }
            var guidance = BreathingGuidance(
                title: title,
                detail: t("Trace the spiral outwards as you breathe in"),
                hint: s.isStraying ? t("Start at the glowing light in the centre") : nil)
            let cycles = Catalog.substitute(t.plural("%s breathing cycle", "%s breathing cycles", count: cycleCount), [String(cycleCount)])
            guidance.status = t.format("%s · hold %s · Left/Right to change", cycles, SessionSummary.clock(s.holdDuration))
            return guidance
        case .inhale, .exhale:
            let inhale = s.state == .inhale
            return BreathingGuidance(
                title: inhale ? t("Breathe in slowly") : t("Breathe out slowly"),
                detail: inhale ? t("Follow the light outwards") : t("Follow the light back to the centre"),
                hint: tracingHint(s, mode: mode, t))
        case .hold:
            let (phase, _) = cycle.phase(at: s.heldSeconds)
            let title = switch phase {
            case .up: t("Breathe in slowly")
            case .pause: t("Hold your breath")
            case .down: t("Breathe out slowly")
            }
            let number = min(cycle.cycleIndex(at: s.heldSeconds) + 1, cycleCount)
            let detail = t.format("Cycle %s of %s · %s left", String(number), String(cycleCount), SessionSummary.clock(s.holdRemaining))
            let hint = s.isHoldTouching ? nil : continuePrompt(mode, pointer: t("Keep your finger on the light to continue"), t)
            return BreathingGuidance(title: title, detail: detail, hint: hint)
        case .completed:
            let summary = s.summary
            return BreathingGuidance(
                title: t("Well done"),
                detail: restartPrompt(mode, t),
                lines: [
                    t.format("Time traced: %s", SessionSummary.clock(summary.tracedSeconds)),
                    t.format("Time held: %s", SessionSummary.clock(summary.heldSeconds)),
                    Catalog.substitute(t.plural("%s breathing cycle", "%s breathing cycles", count: summary.cycles), [String(summary.cycles)]),
                ])
        }
    }

    private static func tracingHint(_ s: BreathingSnapshot, mode: InputMode, _ t: Catalog) -> String? {
        if s.isStraying { return t("Stay close to the glowing light") }
        if !s.isContactDown { return continuePrompt(mode, pointer: t("Put your finger back on the light to continue"), t) }
        return nil
    }

    private static func continuePrompt(_ mode: InputMode, pointer: String, _ t: Catalog) -> String {
        switch mode {
        case .pointer: pointer
        case .gamepad: t("Hold A to continue")
        case .keyboard: t("Hold Space to continue")
        }
    }

    private static func restartPrompt(_ mode: InputMode, _ t: Catalog) -> String {
        switch mode {
        case .pointer: t("Touch to start again")
        case .gamepad: t("Press A to start again or B to go back")
        case .keyboard: t("Press Space to start again or Esc to go back")
        }
    }
}
