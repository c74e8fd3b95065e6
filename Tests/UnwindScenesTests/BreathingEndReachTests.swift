import Foundation
import Testing
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindPlatformTesting
import UnwindRuntime

@testable import UnwindScenes

/// Reaching the end starts the hold (issue 22): edited replays of the autopilot's session,
/// cut where the finger comes to rest, run headless through the real scene. A finger that
/// rests where the orb already covers the end starts Hold at once; one that rests anywhere
/// else does not (strict proximity is unchanged); a finger lifted at the end holds nothing.
@Suite struct BreathingEndReachTests {
    static let size = Size(width: 1280, height: 800)

    /// The autopilot's recording, cut at the first move at or beyond `length` along the
    /// spiral and replaced there by a move to `length` itself; then `rest` seconds without
    /// an event (the finger stays down and still), then `after` (the lift, if any).
    static func edited(stopAt length: Float, rest: Double, lift: Bool = false) throws -> (InputRecording, BreathingSession, stopTick: Int64) {
        let session = try BreathingSession()
        let full = BreathingAutopilot.recording(for: session, size: size)
        let layout = SpiralLayout(size: size, config: session.visual, path: session.path)
        let moves = full.entries.prefix { entry in
            guard case .touch(let t) = entry.event, t.phase != .up else { return false }
            let p = layout.toSpiral(Vec2(t.x * Float(size.width), t.y * Float(size.height)))
            return session.path.closestFullScan(to: p).length < length
        }
        var entries = Array(moves)
        let stopTick = (entries.last?.tick ?? 1) + 1
        let end = layout.toScreen(session.path.position(atLength: length))
        func touch(_ phase: Phase, _ tick: Int64) -> InputRecording.Entry {
            .init(tick: tick, event: .touch(TouchEvent(phase: phase, finger: 1, x: end.x / Float(size.width), y: end.y / Float(size.height))))
        }
        entries.append(touch(.move, stopTick))
        let last = stopTick + Int64(rest * 120)
        // A final event closes the replay: a lift, or one more still move on the same spot.
        entries.append(touch(lift ? .up : .move, last))
        if lift { entries.append(touch(.up, last + 120)) }
        return (InputRecording(size: size, rate: 120, entries: entries), try BreathingSession(), stopTick)
    }

    static func replay(_ recording: InputRecording, _ session: BreathingSession) throws -> BreathingReport {
        try Headless.withRenderer(recording.size, fontPath: AssetLocator.fontPath()) { renderer in
            try BreathingReplay.run(recording, session: session, catalog: .english, renderer: renderer, fps: 10)
        }
    }

    /// Screen pixels per spiral unit at the test size.
    static func scale(_ session: BreathingSession) -> Float {
        SpiralLayout(size: size, config: session.visual, path: session.path).scale
    }

    @Test func restingTwoPixelsShortOfTheEndStartsTheHoldAtOnce() throws {
        let probe = try BreathingSession()
        let short = probe.path.totalLength - 2 / Self.scale(probe)
        let (recording, session, stopTick) = try Self.edited(stopAt: short, rest: 3)
        let report = try Self.replay(recording, session)
        let hold = try #require(report.stateChanges.first { $0.to == .hold }, "changes: \(report.stateChanges)")
        #expect(hold.trigger == .reachedEnd)
        #expect(hold.tick - stopTick <= 12, "Hold started \(hold.tick - stopTick) ticks after the finger came to rest (at most 0.1 s)")
        #expect(report.heldSeconds > 2.5, "resting there counts the hold: \(report.heldSeconds) s")
    }

    @Test func restingFarFromTheEndDoesNotStartTheHold() throws {
        let probe = try BreathingSession()
        // Three orb radii short of the end: the line there does not look full.
        let far = probe.path.totalLength - Float(probe.visual.headSize) * 1.5
        let (recording, session, _) = try Self.edited(stopAt: far, rest: 3)
        let report = try Self.replay(recording, session)
        #expect(report.stateChanges.map(\.to) == [.inhale], "changes: \(report.stateChanges)")
        #expect(report.finalState == .inhale && report.heldSeconds == 0)
    }

    @Test func liftingAtTheEndHoldsNothingAndSaysPaused() throws {
        let probe = try BreathingSession()
        let (recording, session, stopTick) = try Self.edited(stopAt: probe.path.totalLength, rest: 0.5, lift: true)
        var titles: [String] = []
        let report = try Headless.withRenderer(recording.size, fontPath: AssetLocator.fontPath()) { renderer in
            let scene = BreathingScene(session: session, catalog: .english, replay: recording)
            let runner = Runner(headless: renderer, rate: recording.rate)
            try runner.runHeadless(
                scene, fps: 10, maxFrames: Int(recording.lastTick / 12) + 30,
                onFrame: { _, _ in
                    let s = session.snapshot
                    titles.append(
                        BreathingGuidance.make(s, cycle: session.cycle, cycleCount: session.action.holdCycleCount, mode: .pointer, catalog: .english).title)
                })
            return session.snapshot
        }
        let hold = try #require(session.history.first { $0.to == .hold })
        #expect(hold.tick - stopTick <= 12)
        #expect(report.state == .hold, "a lift does not end the hold")
        #expect(abs(report.heldSeconds - 0.5) < 0.05, "only the touching time counts: \(report.heldSeconds) s")
        #expect(titles.last == "Paused — put your finger back on the light", "title: \(titles.last ?? "none")")
    }
}
