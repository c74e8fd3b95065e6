import CSDL2
import Logging
import UnwindInput

/// Drains SDL's event queue into Unwind's own `InputEvent`s and keeps game controllers open
/// as they are plugged in and out, so scenes never see SDL types.
public final class EventPump {
    /// Open controllers by SDL instance id.
    private var controllers: [Int32: OpaquePointer] = [:]
    private let logger = Logger(label: "unwind.input")
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events synthesised from touch, which we drop because
    /// scenes already get the finger events.
    static let touchMouseID = UInt32.max

    /// A pump with no controllers yet; SDL announces the ones already plugged in as device-added events.
    public init() {}

    /// Controllers currently open.
    public var connectedGamepads: [Int32] { controllers.keys.sorted() }

    /// Takes every pending event; never blocks.
    public func poll() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = translate(event) { events.append(translated) }
        }
        return events
    }

    /// Waits up to `milliseconds` for an event (used while the window is hidden, so a
    /// paused kiosk sleeps instead of spinning), then drains the queue.
    public func wait(milliseconds: Int32) -> [InputEvent] {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, milliseconds) != 0 else { return [] }
        var events: [InputEvent] = []
        if let translated = translate(event) { events.append(translated) }
        return events + poll()
    }

    /// Rumbles every open controller; strengths in 0...1. Returns false when none could.
    @discardableResult
    public func rumble(low: Float, high: Float, milliseconds: UInt32) -> Bool {
        var any = false
        for controller in controllers.values {
            let lo = UInt16(min(max(low, 0), 1) * 65535), hi = UInt16(min(max(high, 0), 1) * 65535)
            if SDL_GameControllerRumble(controller, lo, hi, milliseconds) == 0 { any = true }
        }
        return any
    }

    private func translate(_ event: SDL_Event) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN, SDL_KEYUP:
            let k = event.key
            return .key(
                KeyEvent(
                    key: EventPump.key(for: k.keysym.sym), isPressed: k.state == UInt8(SDL_PRESSED),
                    isRepeat: k.repeat != 0, modifiers: EventPump.modifiers(k.keysym.mod)))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard b.which != EventPump.touchMouseID else { return nil }
            let phase: Phase = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN ? .down : .up
            return .pointer(PointerEvent(phase: phase, x: Float(b.x), y: Float(b.y), button: Int(b.button)))
        case SDL_MOUSEMOTION:
            let m = event.motion
            guard m.which != EventPump.touchMouseID else { return nil }
            return .pointer(PointerEvent(phase: .move, x: Float(m.x), y: Float(m.y), button: m.state & 1 != 0 ? 1 : 0))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            let type = SDL_EventType(event.type)
            let phase: Phase = type == SDL_FINGERDOWN ? .down : (type == SDL_FINGERUP ? .up : .move)
            return .touch(TouchEvent(phase: phase, finger: f.fingerId, x: f.x, y: f.y))
        case SDL_CONTROLLERDEVICEADDED:
            return openController(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED:
            let id = event.cdevice.which
            if let controller = controllers.removeValue(forKey: id) {
                SDL_GameControllerClose(controller)
                logger.info("controller \(id) disconnected")
            }
            return .gamepadDisconnected(id: id)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let b = event.cbutton
            guard let button = EventPump.button(SDL_GameControllerButton(Int32(b.button))) else { return nil }
            return .gamepadButton(GamepadButtonEvent(id: b.which, button: button, isPressed: b.state == UInt8(SDL_PRESSED)))
        case SDL_CONTROLLERAXISMOTION:
            let a = event.caxis
            guard let axis = EventPump.axis(SDL_GameControllerAxis(Int32(a.axis))) else { return nil }
            return .gamepadAxis(GamepadAxisEvent(id: a.which, axis: axis, value: max(-1, Float(a.value) / 32767)))
        case SDL_WINDOWEVENT:
            return EventPump.windowEvent(event.window)
        default:
            return nil
        }
    }

    private func openController(deviceIndex: Int32) -> InputEvent? {
        guard SDL_IsGameController(deviceIndex) == SDL_TRUE, let controller = SDL_GameControllerOpen(deviceIndex) else {
            logger.info("device \(deviceIndex) is not a usable game controller: \(SDLError.lastError())")
            return nil
        }
        let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        if controllers[id] != nil {
            SDL_GameControllerClose(controller)
            return nil
        }
        controllers[id] = controller
        let name = SDL_GameControllerName(controller).map { String(cString: $0) } ?? "controller"
        logger.info("controller \(id) connected: \(name)")
        return .gamepadConnected(GamepadInfo(id: id, name: name))
    }

    deinit {
        for controller in controllers.values { SDL_GameControllerClose(controller) }
    }
}
