import Foundation
import Testing
import UnwindInput

/// Input events survive a JSON round trip, which recordings and replays rely on.
@Suite struct InputEventTests {
    @Test func everyKindRoundTripsThroughJSON() throws {
        let events: [InputEvent] = [
            .quit,
            .key(KeyEvent(key: .function(5), isPressed: true, isRepeat: true, modifiers: [.control, .alt])),
            .key(KeyEvent(key: .character("q"), isPressed: false)),
            .pointer(PointerEvent(phase: .move, x: 1.5, y: 2.5, button: 0)),
            .touch(TouchEvent(phase: .down, finger: 42, x: 0.5, y: 0.25)),
            .gamepadButton(GamepadButtonEvent(id: 3, button: .dpadLeft, isPressed: true)),
            .gamepadAxis(GamepadAxisEvent(id: 3, axis: .leftY, value: -0.5)),
            .gamepadConnected(GamepadInfo(id: 3, name: "Pad")),
            .gamepadDisconnected(id: 3),
            .window(.resized(width: 800, height: 600)),
        ]
        let data = try JSONEncoder().encode(events)
        let decoded = try JSONDecoder().decode([InputEvent].self, from: data)
        #expect(decoded == events)
    }

    @Test func modifiersAreASet() {
        let mods: Modifiers = [.shift, .control]
        #expect(mods.contains(.shift) && !mods.contains(.alt))
    }
}
