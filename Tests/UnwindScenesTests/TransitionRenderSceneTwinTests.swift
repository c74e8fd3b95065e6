import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindTestSupport
import UnwindTransitions

/// `unwind render` on several cores: a render's twins (`TransitionRenderScene.twin`) draw
/// every n-th frame on renderers of their own (`Runner.runHeadless(_:alongside:…)`), and the
/// frames handed over are the serial render's, byte for byte, in order, each from the
/// renderer that drew it; a stop keeps exactly the frames before it, as in a serial render.
@Suite struct TransitionRenderSceneTwinTests {
    static let size = Size(width: 192, height: 108)
    static let from = Repository.path("Assets/photos/chelsea.png"), to = Repository.path("Assets/photos/coffee.png")

    /// What a render handed over: each frame's RGBA bytes, the renderer that drew it, and
    /// the runner's count of frames.
    struct Rendered {
        var frames: [[UInt8]] = []
        var drawers: [ObjectIdentifier] = []
        var count = 0
    }

    /// Renders `name` (seeded, 16 px tiles, 0.5 s at 30 fps: 16 frames) with `threads`
    /// copies of the scene; raises a stop while frame `stopAt` is handed over.
    static func render(_ name: String, threads: Int, stopAt: Int? = nil) throws -> Rendered {
        let transition = try TransitionCatalog.make(name, options: TransitionOptions(duration: 0.5, seed: 7, tileEdge: 16))
        let scene = TransitionRenderScene(transition: transition, from: from, to: to)
        var rendered = Rendered()
        try Headless.withRenderer(size) { renderer in
            let helpers = try (1..<threads).map { _ in
                HeadlessWorker(runner: Runner(headless: try Renderer(offscreen: size)), scene: try #require(scene.twin(), "photos have twins"))
            }
            let runner = Runner(headless: renderer)
            runner.stop = StopRequest()
            try runner.runHeadless(
                scene, alongside: helpers, fps: 30, maxFrames: TransitionRenderScene.frameCount(duration: 0.5, fps: 30),
                onFrame: { frame, renderer in
                    #expect(frame == rendered.frames.count, "frames come in order: \(frame) after \(rendered.frames.count) frames")
                    rendered.frames.append(try renderer.readPixels().bytes)
                    rendered.drawers.append(ObjectIdentifier(renderer))
                    if frame == stopAt { runner.stop.raise(SIGTERM) }
                })
            rendered.count = runner.headlessFrames
        }
        return rendered
    }

    @Test(arguments: ["blocks", "radial"])
    func twoAndThreeThreadsDrawTheSerialFrames(name: String) throws {
        let serial = try Self.render(name, threads: 1)
        #expect(serial.frames.count == 16 && serial.count == 16, "0.5 s at 30 fps: 16 frames, got \(serial.frames.count) (\(serial.count))")
        #expect(Set(serial.frames).count > 8, "the transition changes the picture from frame to frame")
        for threads in [2, 3] {
            let parallel = try Self.render(name, threads: threads)
            #expect(parallel.count == 16, "\(threads) threads hand over 16 frames, got \(parallel.count)")
            for (k, (a, b)) in zip(serial.frames, parallel.frames).enumerated() {
                #expect(a == b, "\(name), \(threads) threads: frame \(k) differs from the serial render's")
            }
            let distinct = Set(parallel.drawers.prefix(threads))
            #expect(distinct.count == threads, "each of \(threads) renderers draws: \(distinct.count)")
            for (k, drawer) in parallel.drawers.enumerated() {
                #expect(drawer == parallel.drawers[k % threads], "frame \(k) comes from renderer \(k % threads)")
            }
        }
    }

    @Test(arguments: [4, 5])
    func aStopKeepsExactlyTheFramesBeforeIt(stopAt: Int) throws {
        let serial = try Self.render("blocks", threads: 1, stopAt: stopAt)
        let parallel = try Self.render("blocks", threads: 2, stopAt: stopAt)
        #expect(serial.count == stopAt + 1 && serial.frames.count == stopAt + 1, "serial: frames 0...\(stopAt), got \(serial.frames.count)")
        #expect(parallel.count == serial.count, "two threads stop where one does: \(parallel.count) vs \(serial.count)")
        #expect(parallel.frames == serial.frames, "the same frames before the stop")
    }

    @Test func aClipHasNoTwin() throws {
        let transition = try TransitionCatalog.make("radial", options: TransitionOptions(duration: 0.5))
        let scene = TransitionRenderScene(transition: transition, from: "/tmp/leaving.mp4", to: Self.to)
        #expect(scene.twin() == nil, "a clip's decoder belongs to one scene")
    }
}
