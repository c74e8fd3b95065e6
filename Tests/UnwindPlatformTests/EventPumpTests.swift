import Testing
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting

/// SDL events in, Unwind's input events out: keyboard, mouse, fingers, window and a
/// virtual game controller, all through SDL's real queue.
@Suite(.serialized) struct EventPumpTests {
    @Test func syntheticEventsComeBackTranslated() throws {
        let sent: [InputEvent] = [
            .key(KeyEvent(key: .right, isPressed: true)),
            .key(KeyEvent(key: .character("q"), isPressed: false, modifiers: [.control])),
            .pointer(PointerEvent(phase: .down, x: 10, y: 20, button: 1)),
            .touch(TouchEvent(phase: .move, finger: 3, x: 0.25, y: 0.75)),
            .window(.minimized),
            .quit,
        ]
        let received = try Headless.withSDL { () -> [InputEvent] in
            let pump = EventPump()
            _ = pump.poll()
            for event in sent { try SyntheticEvents.push(event) }
            return pump.poll()
        }
        #expect(received == sent, "expected \(sent), got \(received)")
    }

    @Test func virtualGamepadIsHotPluggedAndPressed() throws {
        let (connected, pressed, axis, disconnected) = try Headless.withSDL { () -> (Bool, Bool, Float?, Bool) in
            let pump = EventPump()
            _ = pump.poll()
            var pad: VirtualGamepad? = try VirtualGamepad()
            let added = pump.poll()
            let connected = added.contains { if case .gamepadConnected = $0 { true } else { false } }
            pad?.press(.a)
            pad?.setAxis(.leftX, -1)
            let input = pump.poll()
            let pressed = input.contains { $0 == .gamepadButton(GamepadButtonEvent(id: pad?.instanceID ?? -1, button: .a, isPressed: true)) }
            let axis = input.compactMap { if case .gamepadAxis(let e) = $0, e.axis == .leftX { e.value } else { nil } }.last
            pad = nil
            let removed = pump.poll()
            let disconnected = removed.contains { if case .gamepadDisconnected = $0 { true } else { false } }
            return (connected, pressed, axis, disconnected)
        }
        #expect(connected, "attaching the pad must produce gamepadConnected")
        #expect(pressed, "pressing A must produce a gamepadButton(a) event")
        #expect(axis == -1, "left stick full left must read -1, got \(String(describing: axis))")
        #expect(disconnected, "detaching the pad must produce gamepadDisconnected")
    }

    /// The cause of the once-flaky gamepad tests: pads detached by their attach-time device
    /// index removed the wrong pad (or none) once an earlier pad had gone, and the leftover
    /// pads shifted the indices event pumps open controllers by.
    @Test func padsReleasedOutOfOrderDetachThemselvesAndLeaveTheOthersWorking() throws {
        // All under one hold of the headless lock: another test's pump polling in between
        // would take this test's controller-added events off SDL's queue.
        let (counts, pressed) = try Headless.withSDL { () throws -> ([Int], Bool) in
            let baseline = VirtualGamepad.attachedCount
            let pump = EventPump()
            _ = pump.poll()
            var first: VirtualGamepad? = try VirtualGamepad(name: "First Pad")
            let second = try VirtualGamepad(name: "Second Pad")
            _ = pump.poll()
            let both = VirtualGamepad.attachedCount - baseline
            first = nil
            let one = VirtualGamepad.attachedCount - baseline
            _ = pump.poll()
            second.press(.x)
            let pressed = pump.poll().contains { $0 == .gamepadButton(GamepadButtonEvent(id: second.instanceID, button: .x, isPressed: true)) }
            withExtendedLifetime(first) {}
            return ([both, one], pressed)
        }
        #expect(counts == [2, 1], "two pads attached, then releasing the first detaches it alone: \(counts)")
        #expect(pressed, "the remaining pad still reaches the pump")
    }

    @Test func releasingThePadLastDetachesIt() throws {
        let baseline = VirtualGamepad.attachedCount
        var pads: [VirtualGamepad] = try (0..<3).map { _ in try VirtualGamepad() }
        pads.remove(at: 1)
        pads.remove(at: 0)
        pads.removeAll()
        #expect(VirtualGamepad.attachedCount == baseline, "every pad detached, whatever the order")
    }
}
