import CSDL2
import UnwindInput

/// Tables from SDL's key, button, axis and window codes to Unwind's input types.
extension EventPump {
    static func key(for sym: SDL_Keycode) -> Key {
        switch sym {
        case Int32(SDLK_LEFT.rawValue): return .left
        case Int32(SDLK_RIGHT.rawValue): return .right
        case Int32(SDLK_UP.rawValue): return .up
        case Int32(SDLK_DOWN.rawValue): return .down
        case Int32(SDLK_SPACE.rawValue): return .space
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): return .enter
        case Int32(SDLK_ESCAPE.rawValue): return .escape
        case Int32(SDLK_BACKSPACE.rawValue): return .backspace
        case Int32(SDLK_TAB.rawValue): return .tab
        case Int32(SDLK_HOME.rawValue): return .home
        case Int32(SDLK_END.rawValue): return .end
        case Int32(SDLK_PAGEUP.rawValue): return .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int32(SDLK_F1.rawValue)...Int32(SDLK_F12.rawValue): return .function(Int(sym - Int32(SDLK_F1.rawValue)) + 1)
        case 33...126:
            guard let scalar = Unicode.Scalar(UInt32(sym)) else { return .other(sym) }
            return .character(String(Character(scalar)).lowercased())
        default: return .other(sym)
        }
    }

    static func modifiers(_ mod: UInt16) -> Modifiers {
        var result: Modifiers = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { result.insert(.gui) }
        return result
    }

    static func button(_ button: SDL_GameControllerButton) -> GamepadButton? {
        switch button {
        case SDL_CONTROLLER_BUTTON_A: return .a
        case SDL_CONTROLLER_BUTTON_B: return .b
        case SDL_CONTROLLER_BUTTON_X: return .x
        case SDL_CONTROLLER_BUTTON_Y: return .y
        case SDL_CONTROLLER_BUTTON_BACK: return .back
        case SDL_CONTROLLER_BUTTON_GUIDE: return .guide
        case SDL_CONTROLLER_BUTTON_START: return .start
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: return .leftStick
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return .rightStick
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return .dpadRight
        default: return nil
        }
    }

    static func axis(_ axis: SDL_GameControllerAxis) -> GamepadAxis? {
        switch axis {
        case SDL_CONTROLLER_AXIS_LEFTX: return .leftX
        case SDL_CONTROLLER_AXIS_LEFTY: return .leftY
        case SDL_CONTROLLER_AXIS_RIGHTX: return .rightX
        case SDL_CONTROLLER_AXIS_RIGHTY: return .rightY
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT: return .leftTrigger
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: return .rightTrigger
        default: return nil
        }
    }

    static func windowEvent(_ w: SDL_WindowEvent) -> InputEvent? {
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_SHOWN: return .window(.shown)
        case SDL_WINDOWEVENT_HIDDEN: return .window(.hidden)
        case SDL_WINDOWEVENT_MINIMIZED: return .window(.minimized)
        case SDL_WINDOWEVENT_RESTORED: return .window(.restored)
        case SDL_WINDOWEVENT_EXPOSED: return .window(.exposed)
        case SDL_WINDOWEVENT_FOCUS_GAINED: return .window(.focusGained)
        case SDL_WINDOWEVENT_FOCUS_LOST: return .window(.focusLost)
        case SDL_WINDOWEVENT_SIZE_CHANGED: return .window(.resized(width: Int(w.data1), height: Int(w.data2)))
        case SDL_WINDOWEVENT_CLOSE: return .window(.close)
        default: return nil
        }
    }
}
