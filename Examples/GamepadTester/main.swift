// Prints every input event SDL delivers, one line each, as Unwind's own `InputEvent`s:
// plug in a game controller, press buttons and move sticks to see what the engine sees
// (and which mapping SDL found for your pad).
//
//   swift run example-gamepad-tester             a window; events print as they come; Esc quits
//   swift run example-gamepad-tester --virtual   headless, with SDL's virtual joystick: attaches
//                                                a pad, presses A, pushes the left stick, detaches
import Foundation
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting

/// One line for an event; analog motion is rounded so a resting stick does not flood.
func line(_ event: InputEvent) -> String {
    switch event {
    case .gamepadConnected(let pad): "connected \(pad.id): \(pad.name)"
    case .gamepadDisconnected(let id): "disconnected \(id)"
    case .gamepadButton(let e): "pad \(e.id) button \(e.button) \(e.isPressed ? "down" : "up")"
    case .gamepadAxis(let e): "pad \(e.id) axis \(e.axis) \(String(format: "%.2f", e.value))"
    case .key(let e): "key \(e.key) \(e.isPressed ? "down" : "up")"
    default: "\(event)"
    }
}

let virtual = CommandLine.arguments.contains("--virtual")
do {
    if virtual {
        // The test doubles' shared headless SDL: the virtual pad attaches through it.
        try Headless.withSDL {
            let pump = EventPump()
            _ = pump.poll()
            var pad: VirtualGamepad? = try VirtualGamepad()
            pump.poll().forEach { print(line($0)) }
            pad?.press(.a)
            pad?.setAxis(.leftX, -1)
            pump.poll().forEach { print(line($0)) }
            pad = nil
            pump.poll().forEach { print(line($0)) }
        }
    } else {
        let runtime = try SDLRuntime(mode: .display)
        let pump = EventPump()
        let window = try Window(title: "Unwind: gamepad tester", presentation: .windowed(Size(width: 480, height: 200)), hideCursor: false)
        print("Press buttons on a controller; Esc quits.")
        var running = true
        while running {
            for event in pump.wait(milliseconds: 100) {
                if event == .quit || event == .window(.close) || event == .key(KeyEvent(key: .escape, isPressed: true)) { running = false }
                if case .gamepadAxis(let e) = event, abs(e.value) < 0.1 { continue }
                print(line(event))
            }
        }
        withExtendedLifetime((runtime, window)) {}
    }
} catch {
    print("example-gamepad-tester: \(error)")
    exit(1)
}
