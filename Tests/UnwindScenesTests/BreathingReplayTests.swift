import Foundation
import Testing
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindTime

@testable import UnwindScenes

/// Recording and replaying breathing sessions headless.
@Suite struct BreathingReplayTests {
    static func shortAction() -> SpiralActionConfig {
        var action = SpiralActionConfig()
        action.holdDuration = 3
        action.inhaleTraceDuration = 2
        action.exhaleTraceDuration = 2
        return action
    }

    static func replay(_ recording: InputRecording, fps: Int = 20) throws -> BreathingReport {
        let session = try BreathingSession(action: shortAction())
        return try Headless.withRenderer(recording.size, fontPath: AssetLocator.fontPath()) { renderer in
            try BreathingReplay.run(recording, session: session, catalog: .english, renderer: renderer, fps: fps)
        }
    }

    @Test func sameRecordingGivesSameStateChangesAndFrames() throws {
        let session = try BreathingSession(action: Self.shortAction())
        let recording = BreathingAutopilot.recording(for: session, size: Size(width: 160, height: 120))
        let first = try Self.replay(recording)
        let second = try Self.replay(recording)
        #expect(first.stateChanges.map(\.to) == [.inhale, .hold, .exhale, .completed], "changes: \(first.stateChanges)")
        #expect(first.finalState == .completed)
        #expect(abs(first.heldSeconds - 3) < 1e-9, "hold counted \(first.heldSeconds)")
        #expect(first.stateChanges == second.stateChanges)
        #expect(first.frameHashes == second.frameHashes, "frame hashes differ between two replays")
        #expect(first.deterministicPart == second.deterministicPart)
        #expect(Set(first.frameHashes).count > first.frames / 2, "frames change over the session: \(Set(first.frameHashes).count) distinct of \(first.frames)")
        // The lift in the middle of the hold shows: Hold lasted longer than the time counted.
        let hold = try #require(first.stateChanges.first { $0.to == .hold })
        let exhale = try #require(first.stateChanges.first { $0.to == .exhale })
        #expect(exhale.seconds - hold.seconds >= 3 + 0.9, "hold state \(exhale.seconds - hold.seconds) s includes the 1 s lift")
    }

    /// At 1 fps each frame spans 120 ticks; with the 250 ms clamp a replay once advanced
    /// 30 ticks a frame, stopped in Hold and still reported success.
    @Test(arguments: [1, 3])
    func slowFrameRatesReplayTheWholeSession(fps: Int) throws {
        let session = try BreathingSession(action: Self.shortAction())
        let recording = BreathingAutopilot.recording(for: session, size: Size(width: 96, height: 72))
        let report = try Self.replay(recording, fps: fps)
        #expect(report.complete && report.finalState == .completed, "fps \(fps): final \(report.finalState), complete \(report.complete)")
        #expect(report.ticks >= recording.lastTick, "every recorded tick ran: \(report.ticks) of \(recording.lastTick)")
        #expect(report.stateChanges.map(\.to) == (try Self.replay(recording, fps: 30)).stateChanges.map(\.to))
    }

    @Test func aStopRequestEndsAReplayWithAPartialReport() throws {
        let session = try BreathingSession(action: Self.shortAction())
        let recording = BreathingAutopilot.recording(for: session, size: Size(width: 64, height: 48))
        let stop = StopRequest()
        let report = try Headless.withRenderer(recording.size, fontPath: AssetLocator.fontPath()) { renderer in
            try BreathingReplay.run(
                recording, session: try BreathingSession(action: Self.shortAction()), catalog: .english, renderer: renderer, fps: 30, stop: stop
            ) { frame, _ in
                if frame == 10 { stop.raise(SIGTERM) }
            }
        }
        #expect(
            report.frames == 11 && !report.complete && report.stoppedBy == "SIGTERM",
            "frames \(report.frames), complete \(report.complete), \(report.stoppedBy ?? "nil")")
    }

    @Test func recordingsAreReadAtTheEnginesRate() {
        #expect(InputRecording.Limits.engineRate == FixedTimestep.defaultRate)
    }

    @Test func liveRecordingReplaysToTheSameStateChanges() throws {
        let size = Size(width: 200, height: 160)
        let script = BreathingAutopilot.recording(for: try BreathingSession(action: Self.shortAction()), size: size)
        let byTick = Dictionary(grouping: script.entries, by: \.tick)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let live = BreathingScene(session: try BreathingSession(action: Self.shortAction()), catalog: .english, recorder: InputRecorder(path: path))
        try Headless.withRenderer(size) { renderer in
            // Live input arrives between frames at 60 fps, two ticks per frame: events are
            // applied (and recorded) on the next tick, whatever the frame rate.
            try Runner(headless: renderer).runHeadless(
                live, fps: 60, maxFrames: Int(script.lastTick) / 2 + 120,
                input: { frame in
                    (Int64(2 * frame - 1)...Int64(2 * frame)).flatMap { byTick[$0] ?? [] }.map(\.event)
                })
        }
        try live.finishRecording()
        let recorded = try InputRecording.load(path: path)
        #expect(recorded.size == size && recorded.entries.count == script.entries.count, "recorded \(recorded.entries.count) of \(script.entries.count) events")
        let replayed = try Self.replay(recorded)
        #expect(live.session.history.map(\.to) == [.inhale, .hold, .exhale, .completed])
        #expect(replayed.stateChanges == live.session.history, "replay \(replayed.stateChanges) vs live \(live.session.history)")
    }

    @Test func recordingRoundTripsThroughAFile() throws {
        let session = try BreathingSession(action: Self.shortAction())
        let recording = BreathingAutopilot.recording(for: session, size: Size(width: 200, height: 300))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recording.write(to: path)
        let loaded = try InputRecording.load(path: path)
        #expect(loaded == recording)
    }

    @Test func malformedRecordingNamesTheLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let header = #"{"format":"unwind-input","height":120,"rate":120,"version":1,"width":160}"#
        let good = String(decoding: try JSONEncoder().encode(InputRecording.Entry(tick: 3, event: .quit)), as: UTF8.self)
        try (header + "\n" + good + "\n{\"tick\":\"x\"}\n").write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try InputRecording.load(path: path)
            Issue.record("loaded a malformed recording")
        } catch let error as RecordingError {
            #expect(error.line == 3, "error on line 3, got \(error)")
        }
        try "not json\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: RecordingError.self) { try InputRecording.load(path: path) }
    }

    @Test func headOrbAndBackgroundArePaintedWhereExpected() throws {
        let session = try BreathingSession(action: Self.shortAction())
        let size = Size(width: 320, height: 240)
        let recording = BreathingAutopilot.recording(for: session, size: size)
        let replaySession = try BreathingSession(action: Self.shortAction())
        var pixels: PixelBuffer?
        var headLength: Float = 0
        try Headless.withRenderer(size) { renderer in
            // Frame 30 at 30 fps is 1 s into a 2 s inhale.
            _ = try BreathingReplay.run(recording, session: replaySession, catalog: .english, renderer: renderer, fps: 30) { frame, renderer in
                if frame == 30 {
                    pixels = try renderer.readPixels()
                    headLength = replaySession.snapshot.length
                }
            }
        }
        let frame = try #require(pixels)
        let layout = SpiralLayout(size: size, config: session.visual, path: session.path)
        let head = layout.toScreen(session.path.position(atLength: headLength))
        let orb = frame[Int(head.x), Int(head.y)]
        #expect(orb.distance(to: session.visual.headColor) <= 12, "orb centre \(orb) vs \(session.visual.headColor)")
        let corner = frame[2, Int(size.height) / 2]
        #expect(corner.distance(to: session.visual.backgroundColor) <= 4, "background \(corner)")
        // Well outside the spiral's inner turns but on the track at the outer end: dim, not filled.
        let outerEnd = layout.toScreen(session.path.position(atLength: session.path.totalLength - 10))
        let track = frame[Int(outerEnd.x), Int(outerEnd.y)]
        #expect(
            track.distance(to: session.visual.backgroundColor) > 10 && track.distance(to: session.visual.endColor) > 60,
            "unfilled track at the end is dim: \(track)")
    }
}
