import UnwindRuntime
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindTime

/// The breathing trainer on screen: turns mouse, finger, gamepad and keyboard input into
/// session contact, runs the session on fixed ticks, forwards its haptic pulses and draws it.
///
/// Input is applied at the start of the next tick, never between ticks, and recorded with
/// that tick; a replay applies the same events at the same ticks, so it reproduces the run.
/// Gamepad mode is *assisted*: holding A (or Space) moves the head along the spiral at the
/// guided pace, because tracing a spiral with a thumb stick is a test of dexterity, not a
/// breathing exercise.
public final class BreathingScene: Scene {
    /// The simulation, readable by tests and reports.
    public let session: BreathingSession
    private let catalog: Catalog
    private let haptics: HapticRouter?
    private var recorder: InputRecorder?
    private var replay: ReplayQueue?
    private var pending: [InputEvent] = []
    private var time = FixedTime()
    private var inputSize: Size?
    private var activeFinger: Int64?
    private var mouseDown = false
    /// Which prompts the guidance shows; follows the device last used.
    public private(set) var mode: BreathingGuidance.InputMode = .pointer
    /// Haptic pulses fired so far, by kind, for reports.
    public private(set) var hapticCounts: [HapticPulse.Kind: Int] = [:]
    /// Set when the user goes back (Esc, Backspace, gamepad B) or a replay has run out.
    public private(set) var isFinished = false

    /// - Parameters:
    ///   - replay: recorded events to apply instead of live input.
    ///   - recorder: where live input is saved, if recording.
    ///   - haptics: where pulses go; nil keeps the session silent.
    public init(session: BreathingSession, catalog: Catalog, replay: InputRecording? = nil, recorder: InputRecorder? = nil, haptics: HapticRouter? = nil) {
        self.session = session
        self.catalog = catalog
        self.replay = replay.map(ReplayQueue.init)
        self.recorder = recorder
        self.haptics = haptics
        if let replay { inputSize = replay.size }
    }

    public func start(_ context: SceneContext) throws {
        if inputSize == nil { inputSize = context.outputSize }
        try recorder?.begin(size: context.outputSize, rate: time.rate)
    }

    public func handle(_ event: InputEvent, _ context: SceneContext) {
        guard replay == nil else { return }
        pending.append(event)
    }

    public func tick(_ time: FixedTime, _ context: SceneContext) {
        self.time = time
        var events: [InputEvent]
        if var queue = replay {
            events = queue.take(upTo: time.tick)
            if queue.isExhausted(after: time.tick) { isFinished = true }
            replay = queue
        } else {
            events = pending
            pending.removeAll()
            if context.outputSize != inputSize {
                events.insert(.window(.resized(width: context.outputSize.width, height: context.outputSize.height)), at: 0)
            }
        }
        for event in events {
            if replay == nil { recorder?.record(event, tick: time.tick) }
            apply(event)
        }
        session.step(time)
        for pulse in session.drainHaptics() {
            hapticCounts[pulse.kind, default: 0] += 1
            haptics?.play(pulse, context)
        }
    }

    public func draw(alpha: Double, size: Size) -> DrawList {
        let snapshot = session.snapshot
        let guidance = BreathingGuidance.make(snapshot, cycle: session.cycle, cycleCount: session.action.holdCycleCount, mode: mode, catalog: catalog)
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        var list = builder.build(snapshot, guidance: guidance, size: size, alpha: alpha)
        let band = SpiralLayout(size: size, config: session.visual, path: session.path).textBand
        let footer = mode == .gamepad ? catalog("B: back") : catalog("Esc: back")
        list.text(TextRun(footer, at: Vec2(Float(size.width) / 2, Float(size.height) - band * 0.35), size: max(band * 0.16, 10), color: Color(150, 160, 190), alignment: .center))
        return list
    }

    /// Ends the recording, if any, flushing it to disk.
    public func finishRecording() throws {
        try recorder?.finish()
        recorder = nil
    }

    private var layout: SpiralLayout {
        SpiralLayout(size: inputSize ?? Size(width: 1, height: 1), config: session.visual, path: session.path)
    }

    private func apply(_ event: InputEvent) {
        switch event {
        case .pointer(let p):
            mode = .pointer
            guard p.button == 1 || p.phase == .move else { return }
            if p.phase == .down { mouseDown = true }
            if p.phase == .up { mouseDown = false }
            if p.phase == .down, session.state == .completed {
                restart()
                return
            }
            guard mouseDown || p.phase == .up else { return }
            session.setContact(isDown: mouseDown, at: layout.toSpiral(Vec2(p.x, p.y)))
        case .touch(let t):
            mode = .pointer
            if t.phase == .down, activeFinger == nil { activeFinger = t.finger }
            guard t.finger == activeFinger else { return }
            if t.phase == .up { activeFinger = nil }
            if t.phase == .down, session.state == .completed {
                restart()
                return
            }
            let size = inputSize ?? Size(width: 1, height: 1)
            session.setContact(isDown: t.phase != .up, at: layout.toSpiral(Vec2(t.x * Float(size.width), t.y * Float(size.height))))
        case .gamepadButton(let b):
            mode = .gamepad
            gamepadButton(b.button, pressed: b.isPressed)
        case .gamepadConnected:
            mode = .gamepad
        case .gamepadDisconnected:
            session.setAssist(false)
        case .key(let k):
            key(k)
        case .window(.resized(let width, let height)):
            inputSize = Size(width: width, height: height)
        case .gamepadAxis, .window, .quit, .remote:
            break
        }
    }

    private func gamepadButton(_ button: GamepadButton, pressed: Bool) {
        switch button {
        case .a:
            if pressed, session.state == .completed {
                restart()
            } else {
                session.setAssist(pressed)
            }
        case .b where pressed, .back where pressed:
            isFinished = true
        case .start where pressed, .y where pressed:
            restart()
        case .dpadLeft where pressed, .dpadDown where pressed:
            session.setHoldCycles(session.action.holdCycleCount - 1)
        case .dpadRight where pressed, .dpadUp where pressed:
            session.setHoldCycles(session.action.holdCycleCount + 1)
        default:
            break
        }
    }

    private func key(_ k: KeyEvent) {
        guard !k.isRepeat else { return }
        switch k.key {
        case .space:
            mode = .keyboard
            if k.isPressed, session.state == .completed {
                restart()
            } else {
                session.setAssist(k.isPressed)
            }
        case .enter where k.isPressed && session.state == .completed, .character("r") where k.isPressed:
            restart()
        case .escape where k.isPressed, .backspace where k.isPressed, .character("q") where k.isPressed:
            isFinished = true
        case .left where k.isPressed, .down where k.isPressed:
            session.setHoldCycles(session.action.holdCycleCount - 1)
        case .right where k.isPressed, .up where k.isPressed:
            session.setHoldCycles(session.action.holdCycleCount + 1)
        default:
            break
        }
    }

    private func restart() {
        session.setAssist(false)
        session.restart(at: time)
    }
}
