import Foundation
import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindTime

/// The runner owns input for every scene: one queue, taken whole by the next tick, recorded
/// and replayed by the runner, so a scene with no recorder of its own replays the same.
@Suite struct RunnerInputTests {
    /// Keeps the tick each event arrived on; nothing else.
    final class TickLog: Scene {
        var seen: [(tick: Int64, event: InputEvent)] = []
        func start(_ context: SceneContext) throws {}
        func tick(_ time: FixedTime, input: [InputEvent], _ context: SceneContext) {
            for event in input { seen.append((time.tick, event)) }
        }
        func draw(alpha: Double, size: Size) -> DrawList { DrawList(clearColor: .black) }
        var isFinished: Bool { false }
    }

    @Test func inputArrivesOnTheNextTickAndReplaysOnTheSameTicks() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("runner-input-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script: [Int: [InputEvent]] = [
            0: [.remote(.next)], 3: [.key(KeyEvent(key: .left, isPressed: true))], 7: [.remote(.pause), .remote(.resume)],
        ]
        let live = TickLog()
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let runner = Runner(headless: renderer)
            try runner.input.record(into: InputRecorder(path: path), size: renderer.outputSize, rate: runner.timestep.rate)
            try runner.runHeadless(live, fps: 30, maxFrames: 10, input: { script[$0] ?? [] })
            try runner.input.finishRecording()
        }
        // 30 fps at 120 Hz: frame k runs ticks 4k-3...4k; its input comes with the first.
        #expect(live.seen.map(\.tick) == [1, 9, 25, 25], "frame 0 runs no tick, so its input waits for tick 1: \(live.seen.map(\.tick))")
        let recording = try InputRecording.load(path: path)
        #expect(recording.entries.map(\.tick) == live.seen.map(\.tick), "recorded with the tick that took each event")

        let replayed = TickLog()
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let runner = Runner(headless: renderer)
            runner.input.replay(recording)
            // Live input during a replay is dropped, as it always was.
            try runner.runHeadless(replayed, fps: 20, maxFrames: 10, input: { $0 == 2 ? [.remote(.previous)] : [] })
        }
        #expect(replayed.seen.map(\.tick) == live.seen.map(\.tick), "the same ticks at another frame rate")
        #expect(replayed.seen.map(\.event) == live.seen.map(\.event))
    }
}
