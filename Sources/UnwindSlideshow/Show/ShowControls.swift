import UnwindDraw
import UnwindInput
import UnwindMedia
import UnwindPhotos

/// The slideshow's controls: keyboard, touch (and mouse), gamepad and the remote control,
/// turned into `ShowAction`s.
///
/// Left/Right or Page Up/Down, swipes, the D-pad or shoulders move between slides; Space, a
/// tap or A pause; Esc, Q or B leave; the quit chord ends even a kiosk.
public struct ShowControls: Sendable {
    /// The kiosk lock: no fullscreen key (leaving is refused by the show).
    public let kiosk: Bool
    /// The chord that quits, kiosk or not.
    public let quitChord: KeyChord
    private var gestures = GestureTracker()

    /// Controls for a show with or without the kiosk lock.
    public init(kiosk: Bool, quitChord: KeyChord) {
        self.kiosk = kiosk
        self.quitChord = quitChord
    }

    /// True for input that shows someone is at the frame: a key or button pressed, a finger
    /// or mouse button down, a remote command other than the screen switch and presence. The
    /// scene sends `.wake` before such an event's actions.
    public static func wakes(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): key.isPressed
        case .touch(let touch): touch.phase == .down
        case .pointer(let pointer): pointer.phase == .down
        case .gamepadButton(let button): button.isPressed
        case .remote(.screenOff), .remote(.screenOn), .remote(.presence): false
        case .remote: true
        default: false
        }
    }

    /// The actions one input event asks for; `view` is the output size in pixels (touch
    /// positions arrive normalised).
    public mutating func actions(for event: InputEvent, view: Size) -> [ShowAction] {
        let w = Float(max(view.width, 1)), h = Float(max(view.height, 1))
        switch event {
        case .quit, .window(.close):
            // SIGTERM/SIGINT arrive as SDL_QUIT; they end even a kiosk or a headless soak.
            return [.quit]
        case .key(let key):
            return actions(for: key)
        case .touch(let touch):
            guard let gesture = gestures.handle(touch) else { return [] }
            return [action(for: gesture, origin: Vec2(touch.x * w, touch.y * h))]
        case .pointer(let pointer) where pointer.button == 1 || pointer.phase == .up:
            guard pointer.phase != .move else { return [] }
            let touch = TouchEvent(phase: pointer.phase, finger: -1, x: pointer.x / w, y: pointer.y / h)
            guard let gesture = gestures.handle(touch) else { return [] }
            return [action(for: gesture, origin: Vec2(pointer.x, pointer.y))]
        case .gamepadButton(let button) where button.isPressed:
            switch button.button {
            case .dpadRight, .rightShoulder: return [.next()]
            case .dpadLeft, .leftShoulder: return [.previous()]
            case .a, .start: return [.togglePause]
            case .b: return [.leave]
            case .y: return [.togglePairing]
            case .x: return [.favoriteCurrent(nil)]
            case .back: return [.hideCurrent]
            default: return []
            }
        case .window(.resized(let width, let height)):
            return [.resize(Size(width: width, height: height))]
        case .remote(let command):
            return Self.actions(for: command)
        default:
            return []
        }
    }

    private func actions(for event: KeyEvent) -> [ShowAction] {
        guard event.isPressed else { return [] }
        if quitChord.matches(event) { return [.quit] }
        switch event.key {
        case .right, .pageDown: return [.next()]
        case .left, .pageUp: return [.previous()]
        case .space where !event.isRepeat: return [.togglePause]
        case .character("f") where !event.isRepeat && !kiosk: return [.toggleFullscreen]
        case .escape, .character("q"): return [.leave]
        case .character("p") where !event.isRepeat: return [.togglePairing]
        case .character("h") where !event.isRepeat: return [.hideCurrent]
        case .character("l") where !event.isRepeat: return [.favoriteCurrent(nil)]
        default: return []
        }
    }

    /// A remote command (HTTP, MQTT): the same actions as the keys, and the settings only a
    /// remote changes. Pause and resume are not toggles, so two phones cannot undo each other.
    static func actions(for command: RemoteCommand) -> [ShowAction] {
        switch command {
        case .next: return [.next()]
        case .previous: return [.previous()]
        case .pause: return [.pause]
        case .resume: return [.resume]
        case .screenOn: return [.screenOn]
        case .screenOff: return [.screenOff]
        case .set(let key, let value): return [.set(key: key, value: value)]
        case .presence(let present): return [.presence(present)]
        case .showPhoto(let path, let now): return path.isEmpty ? [] : [.showPhoto(PhotoPath(path), now: now)]
        case .hideCurrent: return [.hideCurrent]
        case .favoriteCurrent(let on): return [.favoriteCurrent(on)]
        }
    }

    private func action(for gesture: TouchGesture, origin: Vec2) -> ShowAction {
        switch gesture {
        case .swipeLeft: .next(origin: origin)
        case .swipeRight: .previous(origin: origin)
        case .tap: .togglePause
        }
    }
}
