import UnwindECS

/// Watching each transition's frames against the device's budget (`TransitionBudget`).
extension ShowSystems {
    /// A transition started: its frames are watched from now on.
    static func watch(_ name: String, in world: World) {
        var budget = world.budget
        let previous = budget.began(name)
        world.budget = budget
        if let previous { act(on: previous.verdict, for: previous.name, in: world) }
    }

    /// The transition on screen ended: judge its frames.
    static func judgeEndedTransition(_ world: World) {
        var budget = world.budget
        guard let name = budget.watching else { return }
        let verdict = budget.ended(at: world.now)
        world.budget = budget
        act(on: verdict, for: name, in: world)
    }

    /// A transition missed its budget once too often: out of the cycle, with one log line.
    static func act(on verdict: TransitionBudget.Verdict, for name: String, in world: World) {
        guard case .drop(let p95, let replacement) = verdict else { return }
        world.transitionCycle.replace(name, with: replacement)
        let limit = world.budget.budget.map { String(format: "%.1f", $0) } ?? "?"
        let instead = replacement.map { "\($0) plays instead" } ?? "the show cuts instead"
        world.log(
            "transition '\(name)' missed the frame budget on this device \(TransitionBudget.playsToDrop) times in a row (frames' p95 \(String(format: "%.1f", p95)) ms over \(limit) ms); \(instead)",
            level: .warning)
    }

    /// Dropped transitions whose wait is over go back into the cycle (one line each, at
    /// info level: a try is news for a log reader, not a warning).
    static func parole(_ world: World) {
        var budget = world.budget
        let due = budget.parole(at: world.now)
        guard !due.isEmpty else { return }
        world.budget = budget
        var cycle = world.transitionCycle
        for name in due {
            cycle.restore(name)
            world.log("transition '\(name)' gets another try (it missed the frame budget earlier)")
        }
        world.transitionCycle = cycle
    }

    /// Applies what the budget dropped to a new cycle (a remote's transitions).
    static func applyDrops(to cycle: inout TransitionCycle, in world: World) {
        for (name, replacement) in world.budget.dropped { cycle.replace(name, with: replacement) }
    }
}

extension World {
    var budget: TransitionBudget {
        get { self[required: TransitionBudget.self] }
        _modify { yield &self[required: TransitionBudget.self] }
    }
}
