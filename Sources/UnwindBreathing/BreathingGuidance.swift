import UnwindLocalization

/// The words on screen for a session at one tick, already translated: a title telling the
/// user what to do with their breath, a detail line, and a hint when something needs fixing.
public struct BreathingGuidance: Sendable, Equatable {
    /// How the user is driving the session, which changes the prompts ("Touch…", "Hold A…",
    /// "Hold Space…").
    public enum InputMode: String, Sendable, Equatable {
        case pointer, gamepad, keyboard
    }

    /// What to do with the breath now, in the largest type at the top.
    public var title: String
    /// How to do it ("Follow the light outwards", the cycle count in Hold); nil for none.
    public var detail: String?
    /// A correction (straying, lifted), drawn in a warmer colour.
    public var hint: String?
    /// Extra lines inside the spiral: the summary when completed.
    public var lines: [String] = []
    /// Idle: the patterns and the session length to choose from.
    public var choices: Choices?
    /// Completed: this week's seven day marks, drawn under the summary.
    public var week: Week?

    /// This week as seven marks, Monday first: which days had a session, and which is today.
    public struct Week: Sendable, Equatable {
        /// Whether each day, Monday to Sunday, had a session.
        public var days: [Bool]
        /// Today's index in `days`.
        public var today: Int
    }
    /// The bottom line: how to go back, and in Idle how to choose with keys or buttons.
    public var footer = ""

    /// What the user can choose before starting.
    public struct Choices: Sendable, Equatable {
        /// A pattern's translated name and its seconds ("Focus", "4-4-4-4").
        public struct Option: Sendable, Equatable {
            /// The pattern's translated name ("Focus").
            public var title: String
            /// Its seconds as `--pattern` takes them ("4-4-4-4"), which need no translation.
            public var timing: String
        }

        /// One option per `BreathingPattern.named`, in order.
        public var patterns: [Option]
        /// The chosen pattern's index; nil for a custom rhythm from the command line.
        public var selected: Int?
        /// The session length: "4 breathing cycles · hold 1:12".
        public var length: String
    }

    /// Guidance with these texts and no choices or footer; `make` fills those in.
    public init(title: String, detail: String? = nil, hint: String? = nil, lines: [String] = []) {
        self.title = title
        self.detail = detail
        self.hint = hint
        self.lines = lines
    }

    /// The guidance for `snapshot`; `history` adds this week and the streak to the summary;
    /// `showsTimeLeft` false leaves the hold's time left out of the detail line (a setting:
    /// some people breathe better without a clock).
    public static func make(
        _ s: BreathingSnapshot, cycle: HoldCycle, cycleCount: Int, mode: InputMode, catalog t: Catalog,
        history: SessionHistory.Summary? = nil, showsTimeLeft: Bool = true
    ) -> BreathingGuidance {
        var guidance = content(s, cycle: cycle, cycleCount: cycleCount, mode: mode, t, history: history, showsTimeLeft: showsTimeLeft)
        let back = mode == .gamepad ? t("B: back") : t("Esc: back")
        guidance.footer =
            switch (s.state, mode) {
            case (.idle, .keyboard): t("Up/Down: pattern · Left/Right: length · Esc: back")
            case (.idle, .gamepad): t("D-pad: pattern and length · B: back")
            default: back
            }
        return guidance
    }

    private static func content(
        _ s: BreathingSnapshot, cycle: HoldCycle, cycleCount: Int, mode: InputMode, _ t: Catalog, history: SessionHistory.Summary?, showsTimeLeft: Bool
    ) -> BreathingGuidance {
        switch s.state {
        case .idle:
            let title =
                switch mode {
                case .pointer: t("Touch the centre of the spiral to begin")
                case .gamepad: t("Hold A to begin")
                case .keyboard: t("Hold Space to begin")
                }
            var guidance = BreathingGuidance(
                title: title,
                detail: t("Trace out, breathe slowly at the end, trace back"),
                hint: s.isStraying ? t("Start at the glowing light in the centre") : nil)
            let pattern = BreathingPattern(cycle)
            let cycles = Catalog.substitute(t.plural("%s breathing cycle", "%s breathing cycles", count: cycleCount), [String(cycleCount)])
            guidance.choices = Choices(
                patterns: BreathingPattern.named.map { Choices.Option(title: $0.title(t), timing: $0.timing) },
                selected: BreathingPattern.named.firstIndex(of: pattern),
                length: t.format("%s · about %s", cycles, SessionSummary.clock(s.holdDuration + s.traceSeconds)))
            return guidance
        case .inhale, .exhale:
            // The traces settle the breath in and out of the hold's cycles and ask for no
            // breath of their own: the hold opens with the first breath in and ends with the
            // last breath out, so nothing is asked twice (docs/breathing.md, issue 22).
            let inhale = s.state == .inhale
            if !s.isContactDown {
                return BreathingGuidance(title: pausedTitle(mode, t), detail: tracingDetail(t))
            }
            return BreathingGuidance(
                title: inhale ? t("Follow the light outwards") : t("Follow the light back to the centre"),
                detail: tracingDetail(t), hint: s.isStraying ? t("Stay close to the glowing light") : nil)
        case .hold:
            let (phase, _) = cycle.phase(at: s.heldSeconds)
            let title =
                switch phase {
                case .up: t("Breathe in slowly")
                case .pause, .rest: t("Hold your breath")
                case .down: t("Breathe out slowly")
                }
            let number = min(cycle.cycleIndex(at: s.heldSeconds) + 1, cycleCount)
            let detail =
                showsTimeLeft
                ? t.format("Cycle %s of %s · %s left", String(number), String(cycleCount), SessionSummary.clock(s.holdRemaining))
                : t.format("Cycle %s of %s", String(number), String(cycleCount))
            return BreathingGuidance(title: s.isHoldTouching ? title : pausedTitle(mode, t), detail: detail)
        case .completed:
            // What a person values: how long they breathed and how many slow breaths, then
            // this week and, from the second day, the streak.
            let summary = s.summary
            var lines = [
                t.format("Breathed for %s", SessionSummary.clock(summary.tracedSeconds + summary.heldSeconds)),
                Catalog.substitute(t.plural("%s breathing cycle", "%s breathing cycles", count: summary.cycles), [String(summary.cycles)]),
            ]
            var week: Week?
            if let history {
                let sessions = Catalog.substitute(t.plural("%s session", "%s sessions", count: history.sessionsThisWeek), [String(history.sessionsThisWeek)])
                lines.append(t.format("This week: %s · %s", sessions, SessionSummary.clock(history.secondsThisWeek)))
                if history.weekDays.count == 7 { week = Week(days: history.weekDays, today: history.today) }
                if history.streakDays >= 2 {
                    lines.append(Catalog.substitute(t.plural("%s day in a row", "%s days in a row", count: history.streakDays), [String(history.streakDays)]))
                }
            }
            var guidance = BreathingGuidance(title: t("Well done"), detail: restartPrompt(mode, t), lines: lines)
            guidance.week = week
            return guidance
        }
    }

    private static func tracingDetail(_ t: Catalog) -> String {
        t("Breathe naturally")
    }

    /// The title while the finger is lifted: the session is paused, and how to go on.
    private static func pausedTitle(_ mode: InputMode, _ t: Catalog) -> String {
        switch mode {
        case .pointer: t("Paused — put your finger back on the light")
        case .gamepad: t("Paused — hold A to continue")
        case .keyboard: t("Paused — hold Space to continue")
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
