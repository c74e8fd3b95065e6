/// Unwind's own input events: the platform layer translates SDL's events into these, so
/// scenes, tests and replays handle input without SDL. `Codable` so a session can be
/// recorded to a file and replayed to the same frames.
public enum InputEvent: Hashable, Sendable, Codable {
    /// The user or the system asked the program to end.
    case quit
    case key(KeyEvent)
    case pointer(PointerEvent)
    case touch(TouchEvent)
    case gamepadButton(GamepadButtonEvent)
    case gamepadAxis(GamepadAxisEvent)
    /// A controller was plugged in (or was present at start).
    case gamepadConnected(GamepadInfo)
    /// A controller went away.
    case gamepadDisconnected(id: Int32)
    case window(WindowEvent)
    /// A command from the remote control (HTTP, MQTT), applied on a tick like any other input
    /// so it is recorded and replayed.
    case remote(RemoteCommand)
}

/// A key going down or up.
public struct KeyEvent: Hashable, Sendable, Codable {
    /// Which key, in Unwind's terms (layout-aware: SDL's keycode, not the scancode).
    public var key: Key
    /// True for the press (and its repeats), false for the release.
    public var isPressed: Bool
    /// True for auto-repeat presses while a key is held.
    public var isRepeat: Bool
    /// Modifiers held at the time, for chords such as the kiosk's quit.
    public var modifiers: Modifiers

    /// A key event as the pump or a test builds it: not a repeat and no modifiers unless told.
    public init(key: Key, isPressed: Bool, isRepeat: Bool = false, modifiers: Modifiers = []) {
        self.key = key
        self.isPressed = isPressed
        self.isRepeat = isRepeat
        self.modifiers = modifiers
    }
}

/// The keys Unwind's scenes act on, plus printable characters and a catch-all.
public enum Key: Hashable, Sendable, Codable {
    case left, right, up, down
    case space, enter, escape, backspace, tab
    case home, end, pageUp, pageDown
    /// F1...F12.
    case function(Int)
    /// A printable key, lower-cased ("f", "q", "1").
    case character(String)
    /// Any other key, by SDL keycode, so nothing is silently lost.
    case other(Int32)
}

/// Held modifier keys.
public struct Modifiers: OptionSet, Hashable, Sendable, Codable {
    /// One bit per modifier; stored in recordings, so the bits must not change.
    public let rawValue: UInt8
    /// Modifiers from their stored bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Either Ctrl key.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Either Alt key.
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// The Super / Windows / Command key.
    public static let gui = Modifiers(rawValue: 1 << 3)
}

/// What a pointer, finger or button did.
public enum Phase: String, Hashable, Sendable, Codable {
    case down, move, up
}

/// A mouse event, position in window pixels.
public struct PointerEvent: Hashable, Sendable, Codable {
    /// Press, motion or release.
    public var phase: Phase
    /// Horizontal position in window pixels from the left edge.
    public var x: Float
    /// Vertical position in window pixels from the top edge.
    public var y: Float
    /// 1 left, 2 middle, 3 right; 0 for plain motion.
    public var button: Int

    /// A pointer event; the left button unless told, as a test's click usually is.
    public init(phase: Phase, x: Float, y: Float, button: Int = 1) {
        self.phase = phase
        self.x = x
        self.y = y
        self.button = button
    }
}

/// A finger on a touchscreen, position normalised to 0...1 of the window as SDL reports it,
/// so the same recording replays on any window size.
public struct TouchEvent: Hashable, Sendable, Codable {
    /// Touch, slide or lift.
    public var phase: Phase
    /// SDL's finger id, which pairs a lift with its touch when several fingers are down.
    public var finger: Int64
    /// Horizontal position, 0 at the left edge, 1 at the right.
    public var x: Float
    /// Vertical position, 0 at the top edge, 1 at the bottom.
    public var y: Float

    /// A touch event at normalised `x`, `y`.
    public init(phase: Phase, finger: Int64, x: Float, y: Float) {
        self.phase = phase
        self.finger = finger
        self.x = x
        self.y = y
    }
}

/// Gamepad buttons by position (SDL_GameController naming: A is the bottom face button).
public enum GamepadButton: String, Hashable, Sendable, Codable, CaseIterable {
    case a, b, x, y, back, guide, start
    case leftStick, rightStick, leftShoulder, rightShoulder
    case dpadUp, dpadDown, dpadLeft, dpadRight
}

/// Gamepad axes; sticks in -1...1, triggers in 0...1.
public enum GamepadAxis: String, Hashable, Sendable, Codable, CaseIterable {
    case leftX, leftY, rightX, rightY, leftTrigger, rightTrigger
}

/// A gamepad button going down or up.
public struct GamepadButtonEvent: Hashable, Sendable, Codable {
    /// The controller's instance id (see `GamepadInfo.id`), so two pads can be told apart.
    public var id: Int32
    /// Which button, by position.
    public var button: GamepadButton
    /// True for the press, false for the release.
    public var isPressed: Bool

    /// A button event from controller `id`.
    public init(id: Int32, button: GamepadButton, isPressed: Bool) {
        self.id = id
        self.button = button
        self.isPressed = isPressed
    }
}

/// A stick or trigger moving.
public struct GamepadAxisEvent: Hashable, Sendable, Codable {
    /// The controller's instance id (see `GamepadInfo.id`).
    public var id: Int32
    /// Which stick axis or trigger.
    public var axis: GamepadAxis
    /// The new position: -1...1 for sticks (negative is left or up), 0...1 for triggers.
    public var value: Float

    /// An axis event from controller `id`.
    public init(id: Int32, axis: GamepadAxis, value: Float) {
        self.id = id
        self.axis = axis
        self.value = value
    }
}

/// A controller as it was announced when plugged in.
public struct GamepadInfo: Hashable, Sendable, Codable {
    /// SDL's instance id: stable while the controller stays plugged in.
    public var id: Int32
    /// SDL's name for the controller, for logs and the gamepad tester.
    public var name: String

    /// A controller `id` called `name`.
    public init(id: Int32, name: String) {
        self.id = id
        self.name = name
    }
}

/// Window state changes the runner cares about.
public enum WindowEvent: Hashable, Sendable, Codable {
    case shown, hidden, minimized, restored, exposed
    case focusGained, focusLost
    case resized(width: Int, height: Int)
    case close
}
