import Foundation
import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindTime

/// The frame runner on a simulated clock: ticks, pause when hidden, frames reach pixels.
@Suite struct RunnerTests {
    /// Counts ticks and paints the frame a colour that depends on how many ran.
    final class CountingScene: Scene {
        var ticks = 0
        var lastTick: Int64 = 0
        var alphas: [Double] = []
        var events: [InputEvent] = []
        var stopAfterTicks = Int.max
        func start(_ context: SceneContext) throws {}
        func handle(_ event: InputEvent, _ context: SceneContext) { events.append(event) }
        func tick(_ time: FixedTime, _ context: SceneContext) {
            ticks += 1
            #expect(time.tick == lastTick + 1, "ticks arrive in order: \(lastTick) then \(time.tick)")
            lastTick = time.tick
        }
        func draw(alpha: Double, size: Size) -> DrawList {
            alphas.append(alpha)
            var list = DrawList()
            list.fill(size.rect, ticks % 2 == 0 ? Color(0, 255, 0) : Color(255, 0, 0))
            return list
        }
        var isFinished: Bool { ticks >= stopAfterTicks }
    }

    /// A source that answers from a script, counting how often it is asked.
    final class ScriptedSource: InputSource {
        var asked = 0
        let script: [Int: [InputEvent]]
        init(_ script: [Int: [InputEvent]]) { self.script = script }
        func drainEvents() -> [InputEvent] {
            asked += 1
            return script[asked] ?? []
        }
    }

    @Test func everyInputSourceJoinsTheFrameAndEveryFrameIsReported() throws {
        let scene = CountingScene()
        var timings: [FrameTiming] = []
        let remote = ScriptedSource([3: [.remote(.next)]])
        let sensor = ScriptedSource([3: [.remote(.screenOn)], 4: [.remote(.pause)]])
        let removed = ScriptedSource([1: [.remote(.previous)]])
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let runner = Runner(headless: renderer)
            runner.addInputSource(remote)
            runner.addInputSource(sensor)
            runner.addInputSource(remote)
            runner.addInputSource(removed)
            runner.removeInputSource(removed)
            runner.afterFrame = { timings.append($0) }
            try runner.runHeadless(scene, fps: 30, maxFrames: 5)
        }
        #expect(remote.asked == 5 && sensor.asked == 5, "each source asked once per frame, however often added")
        #expect(removed.asked == 0, "a removed source is not asked")
        #expect(scene.events == [.remote(.next), .remote(.screenOn), .remote(.pause)], "handed to the scene with the frame's input, in source order")
        #expect(timings.count == 5 && timings.allSatisfy { $0.presented && ($0.work ?? -1) >= 0 }, "\(timings)")
    }

    @Test func aPacedHeadlessRunKeepsToTheWallClock() throws {
        let scene = CountingScene()
        let started = ContinuousClock.now
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let runner = Runner(headless: renderer)
            runner.pacesHeadlessRuns = true
            try runner.runHeadless(scene, fps: 20, maxFrames: 11)
        }
        // Frame 10 starts half a second in: the run cannot end sooner (a lower bound only).
        #expect(ContinuousClock.now - started >= .milliseconds(490))
        #expect(scene.ticks == 60, "simulated time is unchanged: 0.5 s, 60 ticks")
    }

    @Test func oneSimulatedSecondIs120Ticks() throws {
        let scene = CountingScene()
        try Headless.withRenderer(Size(width: 16, height: 16)) { renderer in
            try Runner(headless: renderer).runHeadless(scene, fps: 30, maxFrames: 31)
        }
        #expect(scene.ticks == 120, "frames 0...30 at 30 fps span 1 s: expected 120 ticks, got \(scene.ticks)")
        #expect(scene.alphas.allSatisfy { $0 < 1e-9 }, "30 fps lands on 120 Hz tick boundaries, alphas \(Set(scene.alphas))")
    }

    @Test func interpolationFractionIsHandedToDraw() throws {
        let scene = CountingScene()
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            try Runner(headless: renderer, rate: 100).runHeadless(scene, fps: 40, maxFrames: 3)
        }
        // 40 fps at 100 Hz: 2.5 ticks per frame, so alpha alternates 0.5, 0.
        #expect(scene.alphas.count == 3)
        #expect(abs(scene.alphas[1] - 0.5) < 1e-6 && abs(scene.alphas[2]) < 1e-6, "alphas: \(scene.alphas)")
    }

    @Test func hiddenWindowPausesTheSimulation() throws {
        let scene = CountingScene()
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            try Runner(headless: renderer).runHeadless(
                scene, fps: 30, maxFrames: 31,
                input: { frame in
                    switch frame {
                    case 10: [.window(.hidden)]
                    case 20: [.window(.shown)]
                    default: []
                    }
                })
        }
        // Frames 1-9 run 4 ticks each, 10-20 none (hidden, then re-baseline), 21-30 four each.
        #expect(scene.ticks == 76, "expected 76 ticks with 11 frames paused, got \(scene.ticks)")
        #expect(scene.events == [.window(.hidden), .window(.shown)], "scene saw \(scene.events)")
    }

    @Test func finishedSceneStopsTheRun() throws {
        let scene = CountingScene()
        scene.stopAfterTicks = 8
        var frames = 0
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            try Runner(headless: renderer).runHeadless(scene, fps: 60, maxFrames: 1000, onFrame: { _, _ in frames += 1 })
        }
        #expect(frames == 5, "8 ticks at 2 per frame end after frame 4 (5 frames), got \(frames)")
    }

    @Test func framesReachThePixels() throws {
        let scene = CountingScene()
        var colours: [Color] = []
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            try Runner(headless: renderer).runHeadless(
                scene, fps: 120, maxFrames: 3,
                onFrame: { _, renderer in
                    colours.append(try renderer.readPixels()[4, 4])
                })
        }
        #expect(colours == [Color(0, 255, 0), Color(255, 0, 0), Color(0, 255, 0)], "one tick per frame flips the colour: \(colours)")
    }
}

/// Headless runs tell the truth: exact simulated time at any frame rate, and a stop request
/// (what SIGINT, SIGTERM and SIGHUP raise) ends the run at the next frame.
@Suite struct RunnerHeadlessTruthTests {
    typealias CountingScene = RunnerTests.CountingScene

    @Test(arguments: [1, 2, 3, 7, 30, 240])
    func everyTickOfTheFrameIntervalIsRunAtAnyFrameRate(fps: Int) throws {
        let scene = CountingScene()
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            // Frames 0...10·fps span exactly 10 s.
            try Runner(headless: renderer).runHeadless(scene, fps: fps, maxFrames: 10 * fps + 1)
        }
        #expect(scene.ticks == 1200, "10 s at \(fps) fps is 1200 ticks (no 250 ms clamp on a simulated clock), got \(scene.ticks)")
    }

    @Test func aStopRequestEndsTheRunAtTheNextFrame() throws {
        let stop = StopRequest()
        let scene = CountingScene()
        var frames = 0
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let runner = Runner(headless: renderer)
            runner.stop = stop
            try runner.runHeadless(
                scene, fps: 30, maxFrames: 1000,
                onFrame: { frame, _ in
                    frames += 1
                    if frame == 9 { stop.raise(SIGTERM) }
                })
            #expect(runner.headlessFrames == 10, "frames drawn: \(runner.headlessFrames)")
        }
        #expect(frames == 10, "the frame after the request is not drawn: \(frames)")
        #expect(stop.signal == SIGTERM)
    }

    @Test func aStopRequestedBeforeTheRunDrawsNothing() throws {
        let stop = StopRequest()
        stop.raise(SIGINT)
        stop.raise(SIGTERM)
        #expect(stop.signal == SIGINT, "the first signal is kept")
        let scene = CountingScene()
        var frames = 0
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let runner = Runner(headless: renderer)
            runner.stop = stop
            try runner.runHeadless(scene, fps: 30, maxFrames: 1000, onFrame: { _, _ in frames += 1 })
        }
        #expect(frames == 0 && scene.ticks == 0, "frames \(frames), ticks \(scene.ticks)")
    }

    @Test func frameTimesStayBoundedOverALongRun() throws {
        let scene = CountingScene()
        try Headless.withRenderer(Size(width: 4, height: 4)) { renderer in
            let runner = Runner(headless: renderer)
            try runner.runHeadless(scene, fps: 240, maxFrames: 5000)
            #expect(runner.frameTimes.count == 5000)
            #expect(runner.frameTimes.buckets.count == FrameTimeHistogram.bucketCount, "storage does not grow with frames")
        }
    }
}

/// A still frame is drawn once: unchanged draw lists are not submitted again.
@Suite struct RunnerRedrawTests {
    /// Shows one colour until tick 60, then another.
    final class StillScene: Scene {
        var ticks = 0
        func start(_ context: SceneContext) throws {}
        func tick(_ time: FixedTime, _ context: SceneContext) { ticks += 1 }
        func draw(alpha: Double, size: Size) -> DrawList {
            var list = DrawList()
            list.fill(size.rect, ticks < 60 ? Color(0, 0, 255) : Color(255, 255, 0))
            return list
        }
        var isFinished: Bool { false }
    }

    /// Runs `scene` headless for 30 frames at 30 fps with skipping on: frames submitted, and
    /// the centre pixel of the last one drawn.
    static func runSkipping(
        _ scene: Scene, input: (Int) -> [InputEvent] = { _ in [] }, after: (Renderer) -> Void = { _ in }
    ) throws -> (submitted: Int, lastPixel: Color) {
        var submitted = 0
        var lastPixel = Color.clear
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let runner = Runner(headless: renderer)
            runner.skipsUnchangedFrames = true
            try runner.runHeadless(
                scene, fps: 30, maxFrames: 30, input: input,
                onFrame: { _, renderer in
                    lastPixel = try renderer.readPixels()[4, 4]
                })
            submitted = runner.submittedFrames
            after(renderer)
        }
        return (submitted, lastPixel)
    }

    @Test func unchangedFramesAreSkippedAndWindowEventsForceOne() throws {
        let (submitted, lastPixel) = try Self.runSkipping(StillScene(), input: { $0 == 20 ? [.window(.exposed)] : [] })
        // Frame 0 (blue), frame 15 (tick 60: yellow), frame 20 (exposed: forced).
        #expect(submitted == 3, "30 frames of two still images plus one expose: expected 3 submissions, got \(submitted)")
        #expect(lastPixel == Color(255, 255, 0), "the screen still shows the latest image, got \(lastPixel)")
    }

    /// Draws one streaming texture, the same draw list every frame, and puts a new picture
    /// into the texture at tick 60 (a clip's next frame under the same id).
    final class StreamingScene: Scene {
        var ticks = 0
        var texture: TextureID?
        func start(_ context: SceneContext) throws {
            texture = try context.textures.uploadStreaming(YUVImage(width: 8, height: 8, fill: Color(0, 0, 255)))
        }
        func tick(_ time: FixedTime, _ context: SceneContext) {
            ticks += 1
            if ticks == 60, let texture {
                try? context.textures.update(texture, with: YUVImage(width: 8, height: 8, fill: Color(255, 255, 0)))
            }
        }
        func draw(alpha: Double, size: Size) -> DrawList {
            var list = DrawList()
            if let texture { list.quad(texture, source: size.rect, destination: size.rect) }
            return list
        }
        var isFinished: Bool { false }
    }

    @Test func aTextureChangedInPlaceIsPresentedUnderTheSameDrawList() throws {
        let scene = StreamingScene()
        let (submitted, lastPixel) = try Self.runSkipping(
            scene,
            after: { renderer in
                if let texture = scene.texture { renderer.textures.release(texture) }
            })
        // Frame 0 (blue) and frame 15 (tick 60: the texture turned yellow under the same id).
        #expect(submitted == 2, "an equal draw list over a changed texture is a new frame: expected 2 submissions, got \(submitted)")
        #expect(abs(Int(lastPixel.r) - 255) < 8 && abs(Int(lastPixel.g) - 255) < 8 && lastPixel.b < 16, "the new picture is on screen, got \(lastPixel)")
    }
}
