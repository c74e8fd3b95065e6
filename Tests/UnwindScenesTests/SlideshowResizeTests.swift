import Foundation
import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// A resize while the first photo decodes, in the scene as a window runs it (decodes on the
/// decode thread, nobody waiting for them). SDL's Wayland driver reports the window's size
/// at the compositor's first configure even when it did not change; the scene used to forget
/// its decodes in flight at every resize while the show, seeing no change, kept waiting for
/// the first one: the window stayed black for good (about one start in three under sway).
@Suite struct SlideshowResizeTests {
    @Test func theFirstPhotoComesUpAfterAResizeToTheSameSizeWhileItDecodes() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/red.png", Color(255, 0, 0))
        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(interval: 600))
        scene.waitsForDecodes = false
        scene.stopAfterPhotos = 1
        var last: PixelBuffer?
        try Headless.withRenderer(Size(width: 64, height: 48)) { renderer in
            let runner = Runner(headless: renderer)
            // Frames follow the wall clock, so the decode thread gets its time; a minute of
            // frames is the bound for a show that never shows its photo.
            runner.pacesHeadlessRuns = true
            runner.stop = StopRequest()
            // The same size again with each of the first frames, as SDL's Wayland driver does at
            // configures: the first decode is asked for in the first tick, and a later frame's
            // resize is applied at the start of a tick, before that tick collects finished
            // decodes, so one always comes while the decode is in flight, however fast it is.
            let resized = InputEvent.window(.resized(width: 64, height: 48))
            try runner.runHeadless(scene, fps: 30, maxFrames: 30 * 60, input: { $0 < 6 ? [resized] : [] }) { _, renderer in
                last = try renderer.readPixels()
            }
        }
        #expect(scene.photoChanges == 1, "the first photo came on screen after the resize: \(scene.photoChanges) changes, state \(scene.state)")
        #expect(last?[32, 24] == Color(255, 0, 0), "the last frame shows it: \(String(describing: last?[32, 24]))")
    }
}
