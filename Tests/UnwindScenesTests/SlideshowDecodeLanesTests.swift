import Foundation
import Testing
import UnwindDraw
import UnwindScenes
import UnwindSlideshow

/// A headless show decodes the slide after next beside the next one (two decode lanes), so
/// neither core waits while one decode ends; what it shows must not change: the same photos
/// at the same frames, pixel for pixel, as with one lane, and each photo decoded once a turn.
@Suite(.serialized) struct SlideshowDecodeLanesTests {
    /// Every frame of a show of six photos (a second each, crossfades) read back.
    static func frames(lanes: Int?) throws -> (frames: [[UInt8]], shown: [String], lanes: Int) {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let colors = [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(255, 255, 0), Color(0, 255, 255), Color(255, 0, 255)]
        for (i, color) in colors.enumerated() {
            try SlideshowTestSupport.photo(dir + "/p\(i).png", color, size: Size(width: 40 + 8 * i, height: 48))
        }
        var config = SlideshowTestSupport.config(interval: 1)
        config.transitions = ["crossfade"]
        let scene = SlideshowScene(roots: [dir], config: config)
        scene.decodeLanes = lanes
        var frames: [[UInt8]] = []
        var requestedMost = 0
        try SlideshowTestSupport.run(scene, frames: 240) { _, renderer in
            frames.append(try renderer.readPixels().bytes)
            requestedMost = max(requestedMost, scene.decodesInFlight)
        }
        let shown = scene.report.shown.map { $0.lastComponent.description }
        return (frames, shown, requestedMost)
    }

    @Test func twoLanesShowTheSameFramesAsOne() throws {
        let one = try Self.frames(lanes: 1)
        let two = try Self.frames(lanes: 2)
        #expect(one.shown.count >= 6, "a photo a second (and its crossfade) for 8 s: \(one.shown)")
        #expect(two.shown == one.shown, "the same photos in the same order: \(two.shown) vs \(one.shown)")
        #expect(two.frames.count == one.frames.count, "as many frames: \(two.frames.count) vs \(one.frames.count)")
        let differing = zip(one.frames, two.frames).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "frames differ at \(differing.prefix(10))")
        #expect(one.lanes <= 1, "one lane: one decode out at a time, \(one.lanes)")
        #expect(two.lanes == 2, "two lanes: the next and the one after it out together, \(two.lanes)")
    }

    @Test func aHeadlessShowDecodesTwoAheadByDefault() throws {
        let show = try Self.frames(lanes: nil)
        #expect(show.lanes == 2, "the default headless show (no tight memory limit here) keeps two decodes out: \(show.lanes)")
    }
}
