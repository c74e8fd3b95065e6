import Foundation
import Testing
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindTestSupport

@testable import UnwindScenes

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
            try Runner(headless: renderer, events: pump).runHeadless(
                scene, fps: 120, maxFrames: frames,
                input: { frame in
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
            try Runner(headless: renderer, events: pump).runHeadless(
                scene, fps: 120, maxFrames: Int(recording.lastTick) + 60,
                input: { frame in
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
            try Runner(headless: renderer, events: pump).runHeadless(
                scene, fps: 60, maxFrames: 260,
                input: { frame in
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
            try Runner(headless: renderer, events: pump).runHeadless(
                scene, fps: 30, maxFrames: 8,
                input: { frame in
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
            try Runner(headless: renderer, events: pump).runHeadless(
                scene, fps: 60, maxFrames: 600,
                input: { frame in
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

/// Choosing the pattern and the length on screen, and the history on the Completed screen.
@Suite struct BreathingChoiceTests {
    private static func run(_ scene: BreathingScene, size: Size, frames: Int = 6, _ events: @escaping (Int) -> [InputEvent]) throws {
        try Headless.withRenderer(size) { renderer in
            try Runner(headless: renderer).runHeadless(scene, fps: 30, maxFrames: frames, input: events)
        }
    }

    @Test func upAndDownKeysAndShouldersStepThroughThePatterns() throws {
        let scene = BreathingScene(session: try BreathingSession(), catalog: .english)
        let press = { (key: Key) in [InputEvent.key(KeyEvent(key: key, isPressed: true)), .key(KeyEvent(key: key, isPressed: false))] }
        try Self.run(scene, size: Size(width: 320, height: 240)) { frame in
            switch frame {
            case 1: press(.down)
            case 2: press(.down)
            default: []
            }
        }
        #expect(scene.session.pattern == .box, "calm → relaxing → box: \(scene.session.pattern)")
        #expect(scene.session.action.holdCycleCount == 4, "the length stays 4 cycles")
        try Self.run(scene, size: Size(width: 320, height: 240)) { frame in
            switch frame {
            case 1: [.gamepadButton(GamepadButtonEvent(id: 0, button: .leftShoulder, isPressed: true))]
            case 2: [.gamepadButton(GamepadButtonEvent(id: 0, button: .dpadUp, isPressed: true))]
            case 3: [.gamepadButton(GamepadButtonEvent(id: 0, button: .dpadUp, isPressed: true))]
            default: []
            }
        }
        #expect(scene.session.pattern == .coherent, "box → relaxing → calm → (wrapping) coherent: \(scene.session.pattern)")
        #expect(scene.mode == .gamepad)
    }

    @Test(arguments: [Size(width: 1280, height: 720), Size(width: 720, height: 1280)])
    func tappingAChipOrMinusPlusChooses(size: Size) throws {
        let scene = BreathingScene(session: try BreathingSession(), catalog: .english)
        let layout = BreathingLayout(size: size, visual: scene.session.visual, path: scene.session.path, state: .idle)
        func tap(_ rect: Rect) -> [InputEvent] {
            let c = rect.center
            let x = c.x / Float(size.width), y = c.y / Float(size.height)
            return [.touch(TouchEvent(phase: .down, finger: 7, x: x, y: y)), .touch(TouchEvent(phase: .up, finger: 7, x: x, y: y))]
        }
        try Self.run(scene, size: size, frames: 8) { frame in
            switch frame {
            case 1: tap(layout.patternChips[2])
            case 2: tap(layout.lengthMore)
            case 3: tap(layout.lengthMore)
            case 4: tap(layout.lengthLess)
            default: []
            }
        }
        #expect(scene.session.pattern == .box, "\(size): the box chip chose box: \(scene.session.pattern)")
        #expect(scene.session.action.holdCycleCount == 5, "\(size): 4 + 1 + 1 − 1 cycles: \(scene.session.action.holdCycleCount)")
        #expect(scene.session.state == .idle, "a tap on a control never starts the session")
        #expect(!scene.session.snapshot.isStraying, "nor counts as a touch off the spiral")
    }

    @Test func theCompletedScreenShowsThisWeekAndTheStreak() throws {
        let root = try TemporaryTree()
        let path = root.path + "/unwind/breathing-history.jsonl"
        // Two earlier sessions: yesterday and the day before, so today makes a 3-day streak.
        let now = Date()
        let earlier = SessionHistoryStore(path: path)
        for days in [2.0, 1.0] {
            earlier.append(SessionRecord(date: now.addingTimeInterval(-86_400 * days), pattern: "box", tracedSeconds: 20, heldSeconds: 64, cycles: 4))
        }
        var action = BreathingReplayTests.shortAction()
        action.holdDuration = 1
        let session = try BreathingSession(action: action)
        let recording = BreathingAutopilot.recording(for: try BreathingSession(action: action), size: Size(width: 320, height: 240))
        let store = SessionHistoryStore(path: path)
        let scene = BreathingScene(session: session, catalog: .english, replay: recording, options: .init(history: store, now: { now }))
        try Headless.withRenderer(recording.size) { renderer in
            try Runner(headless: renderer, rate: recording.rate).runHeadless(scene, fps: 30, maxFrames: Int(recording.lastTick) / 4 + 30)
        }
        #expect(session.state == .completed)
        #expect(SessionHistoryStore(path: path).history.records.count == 3, "the session was saved")
        let texts = scene.draw(alpha: 0, size: Size(width: 1280, height: 720)).commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
        #expect(texts.contains { $0.hasPrefix("This week: ") }, "texts: \(texts)")
        #expect(texts.contains("3 days in a row"), "texts: \(texts)")
    }
}
