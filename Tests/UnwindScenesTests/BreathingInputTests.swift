import Testing
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
@testable import UnwindScenes
import UnwindRuntime

/// Real SDL events into the breathing scene: fingers via SDL's event queue, a gamepad via
/// SDL's virtual joystick.
@Suite struct BreathingInputTests {
    @Test func fingersTraceAWholeSessionThroughSDLTouchEvents() throws {
        let action = BreathingReplayTests.shortAction()
        let size = Size(width: 240, height: 320)
        let recording = BreathingAutopilot.recording(for: try BreathingSession(action: action), size: size)
        let byTick = Dictionary(grouping: recording.entries, by: \.tick)
        let scene = BreathingScene(session: try BreathingSession(action: action), catalog: .english)
        let frames = Int(recording.lastTick) + 60
        try Headless.withRenderer(size) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            // At 120 fps each frame runs exactly one tick: frame k runs tick k.
            try Runner(headless: renderer, events: pump).runHeadless(scene, fps: 120, maxFrames: frames, input: { frame in
                for entry in byTick[Int64(frame)] ?? [] { try? SyntheticEvents.push(entry.event) }
                return []
            })
        }
        #expect(scene.session.history.map(\.to) == [.inhale, .hold, .exhale, .completed], "changes: \(scene.session.history)")
        #expect(scene.mode == .pointer)
    }

    @Test func aMouseDragTracesTheSameSession() throws {
        let action = BreathingReplayTests.shortAction()
        let size = Size(width: 320, height: 240)
        let recording = BreathingAutopilot.recording(for: try BreathingSession(action: action), size: size)
        var byTick: [Int64: [InputEvent]] = [:]
        for entry in recording.entries {
            guard case .touch(let t) = entry.event else { continue }
            let x = (t.x * Float(size.width)).rounded(), y = (t.y * Float(size.height)).rounded()
            byTick[entry.tick, default: []].append(.pointer(PointerEvent(phase: t.phase, x: x, y: y, button: 1)))
        }
        let scene = BreathingScene(session: try BreathingSession(action: action), catalog: .english)
        try Headless.withRenderer(size) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            try Runner(headless: renderer, events: pump).runHeadless(scene, fps: 120, maxFrames: Int(recording.lastTick) + 60, input: { frame in
                for event in byTick[Int64(frame)] ?? [] { try? SyntheticEvents.push(event) }
                return []
            })
        }
        #expect(scene.session.history.map(\.to) == [.inhale, .hold, .exhale, .completed], "changes: \(scene.session.history)")
    }

    @Test func holdingSpaceDrivesTheAssistedModeWithKeyboardPrompts() throws {
        var action = BreathingReplayTests.shortAction()
        action.holdDuration = 1
        action.inhaleTraceDuration = 1
        action.exhaleTraceDuration = 1
        let scene = BreathingScene(session: try BreathingSession(action: action), catalog: .english)
        var texts: Set<String> = []
        try Headless.withRenderer(Size(width: 160, height: 120)) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            try Runner(headless: renderer, events: pump).runHeadless(scene, fps: 60, maxFrames: 260, input: { frame in
                if frame == 2 { try? SyntheticEvents.push(.key(KeyEvent(key: .space, isPressed: true))) }
                if frame == 250 { try? SyntheticEvents.push(.key(KeyEvent(key: .space, isPressed: false))) }
                for case .text(let run) in scene.draw(alpha: 0, size: Size(width: 160, height: 120)).commands { texts.insert(run.string) }
                return []
            })
        }
        #expect(scene.mode == .keyboard)
        #expect(scene.session.state == .completed, "history: \(scene.session.history)")
        #expect(texts.contains("Press Space to start again or Esc to go back"), "texts: \(texts)")
    }

    @Test func arrowKeysChooseTheSessionLengthBeforeStarting() throws {
        let scene = BreathingScene(session: try BreathingSession(), catalog: .english)
        try Headless.withRenderer(Size(width: 160, height: 120)) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            try Runner(headless: renderer, events: pump).runHeadless(scene, fps: 30, maxFrames: 8, input: { frame in
                if frame == 1 || frame == 2 { try? SyntheticEvents.push(.key(KeyEvent(key: .right, isPressed: true))) }
                if frame == 4 { try? SyntheticEvents.push(.key(KeyEvent(key: .left, isPressed: true))) }
                return []
            })
        }
        #expect(scene.session.action.holdCycleCount == 5, "4 + 2 - 1 cycles, got \(scene.session.action.holdCycleCount)")
        #expect(scene.session.action.holdDuration == 90)
    }

    @Test func gamepadAssistedModeThroughAVirtualJoystick() throws {
        var action = BreathingReplayTests.shortAction()
        action.holdDuration = 1
        action.inhaleTraceDuration = 1
        action.exhaleTraceDuration = 1
        let scene = BreathingScene(session: try BreathingSession(action: action), catalog: .english)
        var states: [BreathingState] = []
        try Headless.withRenderer(Size(width: 160, height: 120)) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            let pad = try VirtualGamepad()
            try Runner(headless: renderer, events: pump).runHeadless(scene, fps: 60, maxFrames: 600, input: { frame in
                if frame == 2 { pad.press(.a) }
                if frame == 260 { pad.release(.a) }
                if frame == 270 { pad.press(.b) }
                states.append(scene.session.state)
                return []
            })
        }
        #expect(scene.mode == .gamepad)
        #expect(scene.session.history.map(\.to) == [.inhale, .hold, .exhale, .completed], "changes: \(scene.session.history)")
        #expect(scene.isFinished, "B goes back")
        #expect(states.count < 300, "the run ended on B, after \(states.count) frames")
        #expect((scene.hapticCounts[.phaseChange] ?? 0) == 4)
    }
}
