import Foundation
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindPlatform
import UnwindRuntime
import UnwindTime

/// Replays a recording through the breathing scene on the simulated clock and reports what
/// happened. Deterministic: the same recording, config and fps give the same ticks, state
/// changes and frame hashes on every run.
public enum BreathingReplay {
    /// Runs `recording` through a fresh scene on `renderer` (whose size should be the
    /// recording's), capturing every frame's fingerprint. A stop request (SIGINT, SIGTERM)
    /// ends it early with the frames so far; the report then says so and is not `complete`.
    public static func run(
        _ recording: InputRecording, session: BreathingSession, catalog: Catalog, renderer: Renderer,
        fps: Int, name: String? = nil, options: BreathingScene.Options = BreathingScene.Options(), stop: StopRequest = .process,
        onFrame: Runner.FrameHook = { _, _ in }
    ) throws -> BreathingReport {
        let scene = BreathingScene(session: session, catalog: catalog, options: options)
        let runner = Runner(headless: renderer, rate: recording.rate)
        runner.input.replay(recording)
        // The sound plays out (its last tone rings on) and is delivered before returning.
        defer { options.sound?.finish(at: Double(runner.timestep.tick) / Double(recording.rate) + 3) }
        runner.stop = stop
        let seconds = Double(recording.lastTick) / Double(recording.rate) + 2
        let maxFrames = Int((seconds * Double(fps)).rounded(.up)) + 1
        var hashes: [UInt64] = []
        hashes.reserveCapacity(maxFrames)
        try runner.runHeadless(
            scene, fps: fps, maxFrames: maxFrames,
            onFrame: { frame, renderer in
                // Hashed where the renderer drew it: no conversion to RGBA, no copy.
                hashes.append(try renderer.withFrameBytes(PixelBuffer.fingerprint(of:)))
                try onFrame(frame, renderer)
            })
        var report = Self.report(scene: scene, runner: runner, fps: fps, rate: recording.rate, hashes: hashes, name: name)
        report.complete = scene.isFinished
        return report
    }

    /// The report of a run that has ended, headless or in a window: the session's story and
    /// the frames' hashes (a window's frames follow the wall clock, so a windowed run passes
    /// none, only how many it drew as `frames`) and timings.
    public static func report(
        scene: BreathingScene, runner: Runner, fps: Int, rate: Int, hashes: [UInt64], name: String?, frames: Int? = nil
    ) -> BreathingReport {
        let session = scene.session
        let snapshot = session.snapshot
        let times = runner.frameTimes
        var report = BreathingReport(
            recording: name, size: runner.renderer.outputSize.description, fps: fps, rate: rate,
            ticks: runner.timestep.tick, frames: frames ?? hashes.count, stateChanges: session.history,
            heldSeconds: snapshot.heldSeconds, tracedSeconds: snapshot.summary.tracedSeconds, cycles: snapshot.summary.cycles,
            finalState: snapshot.state,
            haptics: Dictionary(uniqueKeysWithValues: scene.hapticCounts.map { ($0.key.rawValue, $0.value) }),
            frameHashes: hashes.map(BreathingReport.hex), framesHash: BreathingReport.hex(BreathingReport.combine(hashes)),
            frameTimeMedianMs: times.median, frameTimeP95Ms: times.p95)
        report.stoppedBy = runner.stop.signal.map(StopRequest.name(of:))
        return report
    }
}
