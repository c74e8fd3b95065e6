import UnwindRuntime
import UnwindDraw
import UnwindInput
import UnwindSlideshow
import UnwindTransitions

/// Controls: keyboard, touch (and mouse), gamepad.
extension SlideshowScene {
    public func handle(_ event: InputEvent, _ context: SceneContext) {
        switch event {
        case .quit, .window(.close):
            // SIGTERM/SIGINT arrive as SDL_QUIT; they end even a kiosk or a headless soak
            // (whose report is then written for the time played).
            context.quitRequested = true
            finished = true
        case .key(let key):
            handleKey(key, context)
        case .touch(let touch):
            let origin = Vec2(touch.x * bounds.width, touch.y * bounds.height)
            if let gesture = gestures.handle(touch) { perform(gesture, origin: origin, context) }
        case .pointer(let pointer) where pointer.button == 1 || pointer.phase == .up:
            guard pointer.phase != .move else { return }
            let touch = TouchEvent(phase: pointer.phase, finger: -1, x: pointer.x / max(bounds.width, 1), y: pointer.y / max(bounds.height, 1))
            if let gesture = gestures.handle(touch) { perform(gesture, origin: Vec2(pointer.x, pointer.y), context) }
        case .gamepadButton(let button) where button.isPressed:
            switch button.button {
            case .dpadRight, .rightShoulder: navigate(.forward, origin: nil, context)
            case .dpadLeft, .leftShoulder: navigate(.backward, origin: nil, context)
            case .a, .start: togglePause()
            case .b: requestQuit(context)
            default: break
            }
        case .window(.resized):
            resize(context)
        default:
            break
        }
    }

    private func handleKey(_ event: KeyEvent, _ context: SceneContext) {
        guard event.isPressed else { return }
        if config.quitChord.matches(event) {
            context.quitRequested = true
            finished = true
            return
        }
        switch event.key {
        case .right, .pageDown: navigate(.forward, origin: nil, context)
        case .left, .pageUp: navigate(.backward, origin: nil, context)
        case .space where !event.isRepeat: togglePause()
        case .character("f") where !event.isRepeat && !config.kiosk: context.toggleFullscreen()
        case .escape, .character("q"): requestQuit(context)
        default: break
        }
    }

    private func perform(_ gesture: TouchGesture, origin: Vec2, _ context: SceneContext) {
        switch gesture {
        case .swipeLeft: navigate(.forward, origin: origin, context)
        case .swipeRight: navigate(.backward, origin: origin, context)
        case .tap: togglePause()
        }
    }

    /// Esc, Q or gamepad B: ends the show, unless the kiosk lock is on.
    func requestQuit(_ context: SceneContext) {
        guard !config.kiosk else {
            logger.info("kiosk mode: quit with \(config.quitChord)")
            return
        }
        context.quitRequested = true
        finished = true
    }

    func togglePause() {
        machine.togglePause(at: now)
        pauseNoticeUntil = now + 2
    }
}
