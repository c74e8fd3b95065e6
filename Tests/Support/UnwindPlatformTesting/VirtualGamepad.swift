import CSDL2
import UnwindInput
import UnwindPlatform

/// A game controller made of software with SDL's virtual joystick API: tests and demos
/// press its buttons and SDL delivers real controller events (hot-plug included) through
/// the same `EventPump` code path as a USB or Bluetooth pad.
public final class VirtualGamepad {
    private let joystick: OpaquePointer
    /// The instance id controller events carry.
    public let instanceID: Int32

    /// Attaches a pad with the standard layout (15 buttons in `GamepadButton` order, 6 axes)
    /// and gives it a controller mapping, so SDL announces it as a game controller.
    public init(name: String = "Unwind Virtual Pad") throws {
        // Attaching and detaching renumber SDL's device indices, and event pumps open
        // controllers by index: both happen under the process-wide headless lock, so a pad
        // released by one test never shifts the indices another test is reading.
        (joystick, instanceID) = try Headless.withSDL { () throws -> (OpaquePointer, Int32) in
            let index = SDL_JoystickAttachVirtual(
                SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(GamepadAxis.allCases.count), Int32(GamepadButton.allCases.count), 0)
            guard index >= 0 else { throw SDLError("attaching a virtual gamepad") }
            guard let stick = SDL_JoystickOpen(index) else {
                SDL_JoystickDetachVirtual(index)
                throw SDLError("opening the virtual gamepad")
            }
            let guid = SDL_JoystickGetGUID(stick)
            var text = [CChar](repeating: 0, count: 64)
            SDL_JoystickGetGUIDString(guid, &text, Int32(text.count))
            let buttons = GamepadButton.allCases.enumerated().map { "\(VirtualGamepad.mappingName($0.element)):b\($0.offset)" }
            let axes = GamepadAxis.allCases.enumerated().map { "\(VirtualGamepad.mappingName($0.element)):a\($0.offset)" }
            let guidString = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let mapping = "\(guidString),\(name),\((buttons + axes).joined(separator: ",")),"
            if SDL_GameControllerAddMapping(mapping) < 0 {
                SDL_JoystickClose(stick)
                SDL_JoystickDetachVirtual(index)
                throw SDLError("mapping the virtual gamepad")
            }
            return (stick, SDL_JoystickInstanceID(stick))
        }
    }

    /// Virtual pads attached right now (SDL's joystick count: the dummy driver has no others).
    public static var attachedCount: Int {
        (try? Headless.withSDL { Int(SDL_NumJoysticks()) }) ?? 0
    }

    /// Presses a button; SDL reports it on the next event pump.
    public func press(_ button: GamepadButton) {
        set(button, pressed: true)
    }

    /// Releases a button.
    public func release(_ button: GamepadButton) {
        set(button, pressed: false)
    }

    /// Moves an axis; sticks take -1...1, triggers 0...1.
    public func setAxis(_ axis: GamepadAxis, _ value: Float) {
        guard let index = GamepadAxis.allCases.firstIndex(of: axis) else { return }
        let clamped = min(max(value, -1), 1)
        SDL_JoystickSetVirtualAxis(joystick, Int32(index), Int16(clamped * 32767))
    }

    private func set(_ button: GamepadButton, pressed: Bool) {
        guard let index = GamepadButton.allCases.firstIndex(of: button) else { return }
        SDL_JoystickSetVirtualButton(joystick, Int32(index), UInt8(pressed ? SDL_PRESSED : SDL_RELEASED))
    }

    static func mappingName(_ button: GamepadButton) -> String {
        switch button {
        case .a: "a"
        case .b: "b"
        case .x: "x"
        case .y: "y"
        case .back: "back"
        case .guide: "guide"
        case .start: "start"
        case .leftStick: "leftstick"
        case .rightStick: "rightstick"
        case .leftShoulder: "leftshoulder"
        case .rightShoulder: "rightshoulder"
        case .dpadUp: "dpup"
        case .dpadDown: "dpdown"
        case .dpadLeft: "dpleft"
        case .dpadRight: "dpright"
        }
    }

    static func mappingName(_ axis: GamepadAxis) -> String {
        switch axis {
        case .leftX: "leftx"
        case .leftY: "lefty"
        case .rightX: "rightx"
        case .rightY: "righty"
        case .leftTrigger: "lefttrigger"
        case .rightTrigger: "righttrigger"
        }
    }

    /// Detaches the pad by its instance id: its device index at attach time may have moved
    /// since (another pad detached before it), and detaching by a stale index would remove
    /// the wrong pad or none.
    deinit {
        let (joystick, instanceID) = (self.joystick, self.instanceID)
        _ = try? Headless.withSDL {
            SDL_JoystickClose(joystick)
            for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == instanceID {
                SDL_JoystickDetachVirtual(index)
                break
            }
        }
    }
}
