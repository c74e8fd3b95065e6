import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindTime

/// A headless run on several cores (`Runner.runHeadless(_:alongside:…)`, `HeadlessWorker`):
/// every copy of the scene runs every tick with every frame's input, so a frame's pixels are
/// the serial run's whichever copy drew it.
@Suite struct HeadlessWorkerTests {
    /// Paints the frame from its history: red counts ticks, green counts input events.
    final class HistoryScene: Scene {
        var ticks = 0
        var events = 0
        func start(_ context: SceneContext) throws {}
        func handle(_ event: InputEvent, _ context: SceneContext) { events += 1 }
        func tick(_ time: FixedTime, _ context: SceneContext) { ticks += 1 }
        func draw(alpha: Double, size: Size) -> DrawList {
            var list = DrawList()
            list.fill(size.rect, Color(UInt8(ticks % 256), UInt8(min(255, events * 40)), UInt8((alpha * 255).rounded())))
            return list
        }
        var isFinished: Bool { false }
    }

    /// Input on frames 1, 2 and 5 (one worker's and the other's); each frame's top-left pixel.
    static func run(workers: Int, fps: Int) throws -> [Color] {
        let size = Size(width: 4, height: 4)
        var pixels: [Color] = []
        try Headless.withRenderer(size) { renderer in
            let helpers = try (1..<workers).map { _ in HeadlessWorker(runner: Runner(headless: try Renderer(offscreen: size)), scene: HistoryScene()) }
            let runner = Runner(headless: renderer)
            runner.stop = StopRequest()
            try runner.runHeadless(
                HistoryScene(), alongside: helpers, fps: fps, maxFrames: 9, input: { [1, 2, 5].contains($0) ? [.remote(.next)] : [] },
                onFrame: { _, renderer in pixels.append(try renderer.readPixels()[0, 0]) })
        }
        return pixels
    }

    @Test(arguments: [7, 50])
    func everyCopySeesEveryTickAndEveryEvent(fps: Int) throws {
        let serial = try Self.run(workers: 1, fps: fps)
        #expect(serial.count == 9, "9 frames, got \(serial.count)")
        #expect(serial[8].g == 120, "three events by the last frame: green \(serial[8].g)")
        for workers in [2, 3] {
            let parallel = try Self.run(workers: workers, fps: fps)
            #expect(parallel == serial, "\(workers) workers at \(fps) fps: \(parallel) vs the serial \(serial)")
        }
    }
}
