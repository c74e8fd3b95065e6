import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTime

@testable import UnwindRuntime

/// The windowed loop on SDL's dummy video driver (a real SDL window and event queue, no
/// display): close requests, the quit event, captures before presenting, frame intervals.
@Suite(.serialized) struct RunnerWindowedTests {
    /// Draws a new colour each frame; pushes `pushed` onto SDL's queue when frame
    /// `pushAtFrame` is drawn; finishes after `frames` frames.
    final class ScriptedScene: Scene {
        var drawn = 0
        var frames = 12
        var pushAtFrame = 3
        var pushed: [InputEvent] = []
        var events: [InputEvent] = []
        func start(_ context: SceneContext) throws {}
        func handle(_ event: InputEvent, _ context: SceneContext) { events.append(event) }
        func tick(_ time: FixedTime, _ context: SceneContext) {}
        func draw(alpha: Double, size: Size) -> DrawList {
            drawn += 1
            if drawn == pushAtFrame {
                for event in pushed { try? SyntheticEvents.push(event) }
            }
            var list = DrawList()
            list.fill(size.rect, Color(UInt8(drawn % 256), 0, 0))
            return list
        }
        var isFinished: Bool { drawn >= frames }
    }

    /// Runs `scene` in a 64×48 dummy window with the software renderer.
    private func runWindowed(
        _ scene: Scene, locked: Bool = false, clock: any TimeSource = MonotonicClock(), onFrame: Runner.FrameHook = { _, _ in }
    ) throws -> Runner {
        try Headless.withSDL {
            _ = EventPump().poll()  // nothing left over from other tests
            let window = try Window(title: "test", presentation: .windowed(Size(width: 64, height: 48)), hideCursor: false)
            let renderer = try Renderer(window: window, forceSoftware: true)
            let runner = Runner(window: window, renderer: renderer, events: EventPump())
            runner.refusesCloseRequests = locked
            try runner.runWindowed(scene, clock: clock, onFrame: onFrame)
            return runner
        }
    }

    @Test func aCloseRequestEndsAnUnlockedRun() throws {
        let scene = ScriptedScene()
        scene.pushed = [.window(.close)]
        _ = try runWindowed(scene)
        #expect(scene.drawn == 3, "the close pushed while drawing frame 3 ends the run before frame 4, drew \(scene.drawn)")
    }

    @Test func aLockedRunRefusesCloseRequestsAndHidesThemFromTheScene() throws {
        let scene = ScriptedScene()
        scene.pushed = [.window(.close), .window(.close)]
        _ = try runWindowed(scene, locked: true)
        #expect(scene.drawn == scene.frames, "a locked run plays on to its end, drew \(scene.drawn) of \(scene.frames)")
        #expect(!scene.events.contains(.window(.close)), "the scene never sees a refused close: \(scene.events)")
    }

    /// The injected clock drives the loop: advanced by exactly 1/60 s a frame, a window runs
    /// exactly two 120 Hz ticks a frame, however long the frames really take.
    @Test func aSimulatedClockDrivesAWindowedRun() throws {
        final class TickCounter: Scene {
            var ticksPerFrame: [Int] = []
            var ticks = 0
            func start(_ context: SceneContext) throws {}
            func tick(_ time: FixedTime, _ context: SceneContext) { ticks += 1 }
            func draw(alpha: Double, size: Size) -> DrawList {
                ticksPerFrame.append(ticks)
                ticks = 0
                var list = DrawList()
                list.fill(size.rect, Color(UInt8(ticksPerFrame.count % 256), 0, 0))
                return list
            }
            var isFinished: Bool { ticksPerFrame.count >= 10 }
        }
        let scene = TickCounter()
        let clock = SimulatedClock()
        _ = try runWindowed(scene, clock: clock) { _, _ in clock.advance(by: .nanoseconds(16_666_667)) }
        #expect(scene.ticksPerFrame.dropFirst(2).allSatisfy { $0 == 2 }, "two ticks a frame at 60 fps: \(scene.ticksPerFrame)")
    }

    @Test func quitEndsEvenALockedRun() throws {
        let scene = ScriptedScene()
        scene.pushed = [.quit]
        _ = try runWindowed(scene, locked: true)
        #expect(scene.drawn == 3, "SIGTERM/SIGINT arrive as quit and end a locked run too, drew \(scene.drawn)")
    }

    @Test func capturesHappenAfterDrawingAndBeforePresenting() throws {
        let scene = ScriptedScene()
        var captured: [(frame: Int, presentedBefore: Int, pixel: Color)] = []
        _ = try runWindowed(scene) { frame, renderer in
            captured.append((frame, renderer.presentedFrames, try renderer.readPixels()[10, 10]))
        }
        #expect(captured.count == scene.frames, "one capture per drawn frame, got \(captured.count)")
        for (index, capture) in captured.enumerated() {
            #expect(capture.frame == index, "frames are numbered in order: \(captured.map(\.frame))")
            #expect(capture.presentedBefore == index, "frame \(index) is read before it is presented (presented so far: \(capture.presentedBefore))")
            #expect(capture.pixel == Color(UInt8(index + 1), 0, 0), "frame \(index) reads its own colour, got \(capture.pixel)")
        }
    }

    @Test func frameIntervalsSpanEachFrameDrawnBackToBack() throws {
        let scene = ScriptedScene()
        let runner = try runWindowed(scene)
        let times = runner.frameTimes, intervals = runner.frameIntervals
        #expect(times.count == scene.frames, "every frame changes, so every frame is timed: \(times.count)")
        #expect(intervals.count == scene.frames - 1, "one interval between each pair of frames: \(intervals.count)")
        // Each present-to-present interval contains the next frame's own draw + present time,
        // so all intervals together cover every frame's time but (at most) the first one's.
        #expect(intervals.sum + times.max >= times.sum, "intervals \(intervals.sum) ms + the longest frame \(times.max) ms cover the frames' \(times.sum) ms")
        #expect(intervals.min > 0, "frames drawn back to back are apart in time: \(intervals.min) ms")
    }
}

/// Layout follows the renderer's output size, not the window's idea of its size.
@Suite struct RunnerOutputSizeTests {
    @Test func resizesCarryTheOutputSizeAndUnannouncedChangesAreAnnounced() throws {
        try Headless.withRenderer(Size(width: 40, height: 30)) { renderer in
            let runner = Runner(headless: renderer)
            runner.announcedSize = Size(width: 40, height: 30)
            #expect(runner.announcingOutputSize(in: [.quit]) == [.quit], "no change, nothing added")
            #expect(
                runner.announcingOutputSize(in: [.window(.resized(width: 20, height: 15))]) == [.window(.resized(width: 40, height: 30))],
                "a resize in window units (high-DPI) is replaced by the drawable's size")
            runner.announcedSize = Size(width: 1280, height: 720)
            #expect(
                runner.announcingOutputSize(in: []) == [.window(.resized(width: 40, height: 30))],
                "a size change nobody announced still reaches the scene")
            #expect(runner.announcingOutputSize(in: []) == [], "and only once")
        }
    }
}
