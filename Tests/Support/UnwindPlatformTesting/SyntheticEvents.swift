import CSDL2
import UnwindInput
import UnwindPlatform

/// Pushes real SDL events onto SDL's queue, so tests and replays drive the same
/// `EventPump` path a keyboard, mouse or touchscreen would.
public enum SyntheticEvents {
    /// Queues one event; `EventPump.poll()` returns it translated back.
    /// Gamepad events go through `VirtualGamepad` instead, which exercises SDL's controller layer.
    public static func push(_ event: InputEvent) throws {
        var raw = SDL_Event()
        switch event {
        case .quit:
            raw.type = SDL_QUIT.rawValue
        case .key(let key):
            raw.type = key.isPressed ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
            raw.key.state = UInt8(key.isPressed ? SDL_PRESSED : SDL_RELEASED)
            raw.key.repeat = key.isRepeat ? 1 : 0
            let sym = keycode(for: key.key)
            raw.key.keysym.sym = sym
            raw.key.keysym.scancode = SDL_GetScancodeFromKey(sym)
            raw.key.keysym.mod = modifierBits(key.modifiers)
        case .pointer(let pointer):
            switch pointer.phase {
            case .move:
                raw.type = SDL_MOUSEMOTION.rawValue
                raw.motion.x = Int32(pointer.x)
                raw.motion.y = Int32(pointer.y)
                raw.motion.state = pointer.button == 1 ? 1 : 0  // SDL_BUTTON_LMASK
            case .down, .up:
                raw.type = pointer.phase == .down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
                raw.button.x = Int32(pointer.x)
                raw.button.y = Int32(pointer.y)
                raw.button.button = UInt8(pointer.button)
                raw.button.state = UInt8(pointer.phase == .down ? SDL_PRESSED : SDL_RELEASED)
                raw.button.clicks = 1
            }
        case .touch(let touch):
            switch touch.phase {
            case .down: raw.type = SDL_FINGERDOWN.rawValue
            case .move: raw.type = SDL_FINGERMOTION.rawValue
            case .up: raw.type = SDL_FINGERUP.rawValue
            }
            raw.tfinger.touchId = 1
            raw.tfinger.fingerId = touch.finger
            raw.tfinger.x = touch.x
            raw.tfinger.y = touch.y
            raw.tfinger.pressure = touch.phase == .up ? 0 : 1
        case .window(let window):
            raw.type = SDL_WINDOWEVENT.rawValue
            let (id, w, h) = windowEventID(window)
            raw.window.event = UInt8(id.rawValue)
            raw.window.data1 = w
            raw.window.data2 = h
        case .gamepadButton, .gamepadAxis, .gamepadConnected, .gamepadDisconnected:
            throw SDLError("pushing \(event)", reason: "gamepad events come from a VirtualGamepad")
        case .remote:
            throw SDLError("pushing \(event)", reason: "remote commands come from the remote inbox, not SDL's queue")
        }
        if SDL_PushEvent(&raw) < 0 {
            throw SDLError("pushing \(event)")
        }
    }

    static func keycode(for key: Key) -> SDL_Keycode {
        switch key {
        case .left: Int32(SDLK_LEFT.rawValue)
        case .right: Int32(SDLK_RIGHT.rawValue)
        case .up: Int32(SDLK_UP.rawValue)
        case .down: Int32(SDLK_DOWN.rawValue)
        case .space: Int32(SDLK_SPACE.rawValue)
        case .enter: Int32(SDLK_RETURN.rawValue)
        case .escape: Int32(SDLK_ESCAPE.rawValue)
        case .backspace: Int32(SDLK_BACKSPACE.rawValue)
        case .tab: Int32(SDLK_TAB.rawValue)
        case .home: Int32(SDLK_HOME.rawValue)
        case .end: Int32(SDLK_END.rawValue)
        case .pageUp: Int32(SDLK_PAGEUP.rawValue)
        case .pageDown: Int32(SDLK_PAGEDOWN.rawValue)
        case .function(let n): Int32(SDLK_F1.rawValue) + Int32(min(max(n, 1), 12) - 1)
        case .character(let text): Int32(text.unicodeScalars.first?.value ?? 0)
        case .other(let code): code
        }
    }

    private static func modifierBits(_ modifiers: Modifiers) -> UInt16 {
        var bits: UInt32 = 0
        if modifiers.contains(.shift) { bits |= KMOD_LSHIFT.rawValue }
        if modifiers.contains(.control) { bits |= KMOD_LCTRL.rawValue }
        if modifiers.contains(.alt) { bits |= KMOD_LALT.rawValue }
        if modifiers.contains(.gui) { bits |= KMOD_LGUI.rawValue }
        return UInt16(bits)
    }

    private static func windowEventID(_ event: WindowEvent) -> (SDL_WindowEventID, Int32, Int32) {
        switch event {
        case .shown: (SDL_WINDOWEVENT_SHOWN, 0, 0)
        case .hidden: (SDL_WINDOWEVENT_HIDDEN, 0, 0)
        case .minimized: (SDL_WINDOWEVENT_MINIMIZED, 0, 0)
        case .restored: (SDL_WINDOWEVENT_RESTORED, 0, 0)
        case .exposed: (SDL_WINDOWEVENT_EXPOSED, 0, 0)
        case .focusGained: (SDL_WINDOWEVENT_FOCUS_GAINED, 0, 0)
        case .focusLost: (SDL_WINDOWEVENT_FOCUS_LOST, 0, 0)
        case .resized(let w, let h): (SDL_WINDOWEVENT_SIZE_CHANGED, Int32(w), Int32(h))
        case .close: (SDL_WINDOWEVENT_CLOSE, 0, 0)
        }
    }
}
