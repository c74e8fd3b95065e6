import UnwindConfig
import UnwindDraw
import UnwindECS
import UnwindTime

/// One breathing session as an ECS world: a session entity with its phase, contact, trace,
/// hold timer and haptic cursor, advanced by `BreathingSystems` on fixed ticks. Input is set
/// between ticks; state changes and haptic pulses come out as values.
public final class BreathingSession {
    /// The spiral in spiral units, shared with drawing and input mapping.
    public let path: SpiralPath
    /// The validated configs the session runs with; `action` may change while Idle.
    public let visual: SpiralVisualConfig
    /// The timings the session runs with; replaced only while Idle, through `setAction` and friends.
    public private(set) var action: SpiralActionConfig
    /// The hold's breathing cycle (phase, pulse), derived from `action`.
    public private(set) var cycle: HoldCycle
    private let world = World()
    private let schedule = BreathingSystems.schedule()
    private let entity: Entity
    /// Every state change so far, in order.
    public private(set) var history: [StateChange] = []

    /// A session in Idle; throws the first invalid config value.
    public init(visual: SpiralVisualConfig = SpiralVisualConfig(), action: SpiralActionConfig = SpiralActionConfig()) throws(SettingError) {
        try visual.validate()
        try action.validate()
        self.visual = visual
        self.action = action
        self.path = SpiralPath(visual)
        self.cycle = HoldCycle(action, peakScale: visual.pulseScale)
        world.setResource(BreathingSetup(path: path, visual: visual, action: action, cycle: cycle))
        world.setResource(SessionLog())
        world.setResource(FixedTime())
        entity = world.spawn(SessionPhase(), Contact(), Trace())
        world.insert(HoldTimer(), for: entity)
        world.insert(HapticCursor(), for: entity)
        world.insert(CueCursor(), for: entity)
    }

    /// The schedule's system labels in run order.
    public var systemLabels: [String] { schedule.labels }

    /// A finger or mouse button went down, moved or lifted at `position` (spiral units).
    public func setContact(isDown: Bool, at position: Vec2) {
        world.modify(Contact.self, of: entity) { contact in
            contact.isDown = isDown
            contact.position = position
        }
    }

    /// The assist button (gamepad A, Space) was pressed or released.
    public func setAssist(_ pressed: Bool) {
        world.modify(Contact.self, of: entity) { contact in
            contact.assisted = pressed
            if !pressed { contact.isDown = false }
        }
    }

    /// Changes the timings while Idle (the user picking a session length before starting);
    /// returns false and changes nothing in any other state.
    @discardableResult
    public func setAction(_ new: SpiralActionConfig) throws(SettingError) -> Bool {
        guard state == .idle else { return false }
        try new.validate()
        action = new
        cycle = HoldCycle(new, peakScale: visual.pulseScale)
        world.setResource(BreathingSetup(path: path, visual: visual, action: new, cycle: cycle))
        return true
    }

    /// Sets the hold to `count` whole cycles while Idle (1...20); returns whether it changed.
    @discardableResult
    public func setHoldCycles(_ count: Int) -> Bool {
        var new = action
        new.holdDuration = Double(min(max(count, 1), 20)) * action.holdCycleDuration
        guard new.holdDuration != action.holdDuration else { return false }
        return (try? setAction(new)) ?? false
    }

    /// The hold's breathing pattern: a named one when the timings match one.
    public var pattern: BreathingPattern { BreathingPattern(action) }

    /// Switches to `pattern` while Idle, keeping the number of cycles; returns whether it
    /// changed.
    @discardableResult
    public func setPattern(_ pattern: BreathingPattern) -> Bool {
        let count = action.holdCycleCount
        var new = pattern.applied(to: action)
        new.holdDuration = Double(count) * new.holdCycleDuration
        guard new != action else { return false }
        return (try? setAction(new)) ?? false
    }

    /// Starts over from Idle (after Completed, or abandoning a round).
    public func restart(at time: FixedTime) {
        guard var phase = world.get(SessionPhase.self, for: entity), phase.state != .idle else { return }
        BreathingSystems.transition(world, &phase, .restart, time)
        world.insert(phase, for: entity)
        world.insert(Trace(), for: entity)
        world.insert(HoldTimer(), for: entity)
        world.insert(HapticCursor(), for: entity)
        world.insert(CueCursor(), for: entity)
        world.modify(Contact.self, of: entity) { $0.isDown = false }
        collectChanges()
    }

    /// Runs one fixed tick of every system.
    public func step(_ time: FixedTime) {
        world.setResource(time)
        schedule.run(world)
        collectChanges()
    }

    /// Haptic pulses asked for since the last call.
    public func drainHaptics() -> [HapticPulse] {
        world.withResource(SessionLog.self) { log in
            defer { log.haptics.removeAll() }
            return log.haptics
        } ?? []
    }

    /// Sound cues asked for since the last call, in order.
    public func drainCues() -> [BreathCue] {
        world.withResource(SessionLog.self) { log in
            defer { log.cues.removeAll() }
            return log.cues
        } ?? []
    }

    /// The current state, for scenes that react to it (restart on touch when completed).
    public var state: BreathingState { world.get(SessionPhase.self, for: entity)?.state ?? .idle }

    /// The session as a value for drawing and reports.
    public var snapshot: BreathingSnapshot {
        let trace = world.get(Trace.self, for: entity) ?? Trace()
        let hold = world.get(HoldTimer.self, for: entity) ?? HoldTimer()
        let contact = world.get(Contact.self, for: entity) ?? Contact()
        return BreathingSnapshot(
            state: state, length: trace.length, previousLength: trace.previousLength,
            heldSeconds: hold.held, holdDuration: action.holdDuration, isHoldTouching: hold.isTouching,
            isStraying: trace.isStraying, isContactDown: contact.isDown,
            summary: summary(trace: trace, hold: hold), traceSeconds: action.inhaleTraceDuration + action.exhaleTraceDuration)
    }

    private func summary(trace: Trace, hold: HoldTimer) -> SessionSummary {
        let cycles = hold.held >= action.holdDuration ? action.holdCycleCount : cycle.cycleIndex(at: hold.held + 1e-9)
        return SessionSummary(tracedSeconds: trace.tracedSeconds, heldSeconds: hold.held, cycles: cycles)
    }

    private func collectChanges() {
        world.withResource(SessionLog.self) { log in
            history += log.changes
            log.changes.removeAll()
        }
    }
}
