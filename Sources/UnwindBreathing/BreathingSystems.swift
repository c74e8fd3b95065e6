import UnwindDraw
import UnwindECS
import UnwindTime

/// The session's systems, run in this order every fixed tick. Each reads the clock and
/// the setup from resources and mutates only the components it queries.
enum BreathingSystems {
    /// The schedule of one session.
    static func schedule() -> Schedule {
        var schedule = Schedule()
        schedule.add("assist", assistSystem)
        schedule.add("trace", traceSystem)
        schedule.add("hold", holdSystem)
        schedule.add("tracingHaptics", tracingHapticsSystem)
        schedule.add("holdBeats", holdBeatSystem)
        schedule.add("holdCues", holdCueSystem)
        return schedule
    }

    /// Assisted mode: while the assist button is held, the contact rides the head forward
    /// at the guided pace (`inhaleTraceDuration` for the whole spiral out, `exhaleTraceDuration` back).
    static func assistSystem(_ world: World) {
        guard let setup = world.resource(BreathingSetup.self), let time = world.resource(FixedTime.self) else { return }
        let path = setup.path
        world.forEach(SessionPhase.self, Trace.self, Contact.self) { _, phase, trace, contact in
            guard contact.assisted else { return }
            contact.isDown = true
            switch phase.state {
            case .idle: contact.position = path.points[0]
            case .inhale:
                let step = path.totalLength * Float(time.delta / setup.action.inhaleTraceDuration)
                contact.position = path.position(atLength: trace.length + step)
            case .hold: contact.position = path.position(atLength: path.totalLength)
            case .exhale:
                let step = path.totalLength * Float(time.delta / setup.action.exhaleTraceDuration)
                contact.position = path.position(atLength: trace.length - step)
            case .completed: break
            }
        }
    }

    /// Starts the session on a touch at the centre, and moves the head along with a finger
    /// that stays within the tolerance of it (strict proximity). Lifting pauses; straying
    /// pauses and flags the hint.
    static func traceSystem(_ world: World) {
        guard let setup = world.resource(BreathingSetup.self), let time = world.resource(FixedTime.self) else { return }
        let path = setup.path, tolerance = setup.tolerance
        world.forEach(SessionPhase.self, Trace.self, Contact.self) { _, phase, trace, contact in
            trace.previousLength = trace.length
            switch phase.state {
            case .idle:
                trace.isStraying = false
                guard contact.isDown else { return }
                if (contact.position - path.points[0]).length <= tolerance {
                    trace.length = 0
                    trace.cursor = 0
                    transition(world, &phase, .touchedStart, time)
                } else {
                    trace.isStraying = true
                }
            case .inhale, .exhale:
                guard contact.isDown else {
                    trace.isStraying = false
                    return
                }
                let head = path.position(atLength: trace.length)
                guard (contact.position - head).length <= tolerance else {
                    trace.isStraying = true
                    return
                }
                trace.isStraying = false
                trace.tracedSeconds += time.delta
                let found = path.closest(to: contact.position, near: trace.cursor, lostDistance: tolerance)
                trace.cursor = found.index
                // A finger between two turns can be nearer the neighbouring turn; only
                // spots within reach of the head along the line count.
                guard abs(found.length - trace.length) <= 2 * tolerance else { return }
                // The end (the centre on the way back) is reached once the finger is on the
                // head and the head is within its own radius of it: a finger resting where
                // the line already looks full must not wait for the last pixel.
                let arrival = setup.arrivalDistance
                if phase.state == .inhale {
                    trace.length = max(trace.length, found.length)
                    if trace.length >= path.totalLength - arrival {
                        trace.length = path.totalLength
                        transition(world, &phase, .reachedEnd, time)
                    }
                } else {
                    trace.length = min(trace.length, found.length)
                    if trace.length <= arrival {
                        trace.length = 0
                        transition(world, &phase, .reachedStart, time)
                    }
                }
            case .hold, .completed:
                trace.isStraying = false
            }
        }
    }

    /// Counts the hold down only while the finger rests on the head; lifting or sliding
    /// away pauses it, touching again resumes it.
    static func holdSystem(_ world: World) {
        guard let setup = world.resource(BreathingSetup.self), let time = world.resource(FixedTime.self) else { return }
        let end = setup.path.position(atLength: setup.path.totalLength)
        world.forEach(SessionPhase.self, HoldTimer.self, Contact.self) { _, phase, hold, contact in
            guard phase.state == .hold else {
                hold.isTouching = false
                return
            }
            hold.isTouching = contact.isDown && (contact.position - end).length <= setup.tolerance
            // The tick that entered Hold was spent reaching the end, not holding.
            guard hold.isTouching, phase.enteredTick != time.tick else { return }
            hold.held = min(hold.held + time.delta, setup.action.holdDuration)
            if hold.held >= setup.action.holdDuration - 1e-9 {
                hold.held = setup.action.holdDuration
                transition(world, &phase, .holdFinished, time)
            }
        }
    }

    /// A tick each time the head has moved `hapticFeedbackDistance` while tracing, light
    /// and crisp outwards, soft and deep inwards.
    static func tracingHapticsSystem(_ world: World) {
        guard let setup = world.resource(BreathingSetup.self) else { return }
        let step = Float(setup.action.hapticFeedbackDistance), total = setup.path.totalLength
        world.forEach(SessionPhase.self, Trace.self, HapticCursor.self) { _, phase, trace, cursor in
            switch phase.state {
            case .inhale:
                if trace.length - cursor.lastTickLength >= step {
                    cursor.lastTickLength = trace.length
                    emit(world, .inhaleTick(progress: trace.length / total))
                }
            case .exhale:
                if cursor.lastTickLength - trace.length >= step {
                    cursor.lastTickLength = trace.length
                    emit(world, .exhaleTick(progress: trace.length / total))
                }
            case .idle: cursor.lastTickLength = 0
            case .hold, .completed: cursor.lastTickLength = total
            }
        }
    }

    /// Beats every `hapticBeatInterval` through the inhale phase of each hold cycle, only
    /// while touching, so the beat and the growing orb tell the same story.
    static func holdBeatSystem(_ world: World) {
        guard let setup = world.resource(BreathingSetup.self) else { return }
        let interval = setup.action.hapticBeatInterval
        world.forEach(SessionPhase.self, HoldTimer.self, HapticCursor.self) { _, phase, hold, cursor in
            guard phase.state == .hold, hold.isTouching else { return }
            let (part, elapsed) = setup.cycle.phase(at: hold.held)
            guard part == .up else { return }
            let beat = HapticCursor.BeatID(cycle: setup.cycle.cycleIndex(at: hold.held), beat: Int(elapsed / interval))
            if cursor.lastBeat != beat {
                cursor.lastBeat = beat
                emit(world, .holdBeat)
            }
        }
    }

    /// A sound cue at the start of each hold-cycle phase while touching. The cue carries the
    /// simulation second the phase began (the tick's time less the time already spent in
    /// the phase), so it lands on the boundary to the sample, not to the 8 ms tick.
    static func holdCueSystem(_ world: World) {
        guard let setup = world.resource(BreathingSetup.self), let time = world.resource(FixedTime.self) else { return }
        world.forEach(SessionPhase.self, HoldTimer.self, CueCursor.self) { _, phase, hold, cursor in
            guard phase.state == .hold else {
                cursor.phase = nil
                return
            }
            guard hold.isTouching || cursor.phase == nil, hold.held < setup.action.holdDuration else { return }
            let (part, elapsed) = setup.cycle.phase(at: hold.held)
            let index = setup.cycle.cycleIndex(at: hold.held)
            guard cursor.phase != part || cursor.cycle != index else { return }
            cursor.phase = part
            cursor.cycle = index
            // Entering Hold the count has not started: the first phase starts now.
            let started = phase.enteredTick == time.tick ? time.elapsed : time.elapsed - min(elapsed, time.delta)
            emit(world, BreathCue(kind: BreathCue.kind(for: part), seconds: started))
        }
    }

    /// Applies a trigger if the state machine allows it, logging the change and confirming
    /// it with a haptic pulse.
    static func transition(_ world: World, _ phase: inout SessionPhase, _ trigger: BreathingState.Trigger, _ time: FixedTime) {
        guard let next = phase.state.next(on: trigger) else { return }
        let change = StateChange(tick: time.tick, seconds: time.elapsed, from: phase.state, to: next, trigger: trigger)
        world.withResource(SessionLog.self) { log in
            log.changes.append(change)
            if next != .idle { log.haptics.append(.phaseChange) }
            // The traces carry no breath cue: the first breath in arrives with Hold and the
            // last breath out is Hold's own, so no breath is asked for twice (issue 22).
            if next == .completed { log.cues.append(BreathCue(kind: .finished, seconds: time.elapsed)) }
        }
        phase.state = next
        phase.enteredTick = time.tick
    }

    private static func emit(_ world: World, _ pulse: HapticPulse) {
        world.withResource(SessionLog.self) { $0.haptics.append(pulse) }
    }

    private static func emit(_ world: World, _ cue: BreathCue) {
        world.withResource(SessionLog.self) { $0.cues.append(cue) }
    }
}
