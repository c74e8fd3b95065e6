import UnwindBreathing
import UnwindDraw
import UnwindInput

/// How mouse, fingers, keys and gamepad buttons reach the session, and the Idle choices.
extension BreathingScene {
    func apply(_ event: InputEvent) {
        switch event {
        case .pointer(let p):
            mode = .pointer
            guard p.button == 1 || p.phase == .move else { return }
            if p.phase == .down {
                if choose(at: Vec2(p.x, p.y)) { return }
                mouseDown = true
            }
            if p.phase == .up { mouseDown = false }
            if p.phase == .down, session.state == .completed {
                restart()
                return
            }
            guard mouseDown || p.phase == .up else { return }
            session.setContact(isDown: mouseDown, at: inputLayout.spiral.toSpiral(Vec2(p.x, p.y)))
        case .touch(let t):
            mode = .pointer
            let size = inputSize ?? Size(width: 1, height: 1)
            let point = Vec2(t.x * Float(size.width), t.y * Float(size.height))
            if t.phase == .down, activeFinger == nil {
                if choose(at: point) { return }
                activeFinger = t.finger
            }
            guard t.finger == activeFinger else { return }
            if t.phase == .up { activeFinger = nil }
            if t.phase == .down, session.state == .completed {
                restart()
                return
            }
            session.setContact(isDown: t.phase != .up, at: inputLayout.spiral.toSpiral(point))
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

    /// A tap in Idle on a pattern chip or the − / + of the session length; returns whether
    /// it hit one (and so is not a touch on the spiral).
    private func choose(at point: Vec2) -> Bool {
        guard session.state == .idle else { return false }
        let layout = inputLayout
        if let index = layout.patternChips.firstIndex(where: { $0.contains(point) }), index < BreathingPattern.named.count {
            session.setPattern(BreathingPattern.named[index])
            return true
        }
        if layout.lengthLess.contains(point) {
            session.setHoldCycles(session.action.holdCycleCount - 1)
            return true
        }
        if layout.lengthMore.contains(point) {
            session.setHoldCycles(session.action.holdCycleCount + 1)
            return true
        }
        return false
    }

    /// The next (`step` 1) or previous (-1) named pattern, wrapping; from a custom rhythm,
    /// the first or last.
    func stepPattern(_ step: Int) {
        let named = BreathingPattern.named
        let next: Int
        if let current = named.firstIndex(of: session.pattern) {
            next = (current + step + named.count) % named.count
        } else {
            next = step > 0 ? 0 : named.count - 1
        }
        session.setPattern(named[next])
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
        case .dpadLeft where pressed:
            session.setHoldCycles(session.action.holdCycleCount - 1)
        case .dpadRight where pressed:
            session.setHoldCycles(session.action.holdCycleCount + 1)
        case .dpadUp where pressed, .leftShoulder where pressed:
            stepPattern(-1)
        case .dpadDown where pressed, .rightShoulder where pressed:
            stepPattern(1)
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
        case .left where k.isPressed:
            mode = .keyboard
            session.setHoldCycles(session.action.holdCycleCount - 1)
        case .right where k.isPressed:
            mode = .keyboard
            session.setHoldCycles(session.action.holdCycleCount + 1)
        case .up where k.isPressed:
            mode = .keyboard
            stepPattern(-1)
        case .down where k.isPressed:
            mode = .keyboard
            stepPattern(1)
        default:
            break
        }
    }
}
