import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindTestSupport
import UnwindTransitions

/// `unwind render` with clips: a clip plays on its side while the transition runs (the one
/// arriving from its start, the one leaving through its last seconds), frame-exact: frame k
/// shows the picture ffmpeg decodes at the clip's time for t = k/fps, and two renders match.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct TransitionRenderSceneClipTests {
    static let size = Size(width: 160, height: 120)

    /// Renders `radial` (the new side grows in a circle from the centre) from `from` to `to`
    /// over `seconds` at 10 fps; each frame's pixels.
    static func render(from: String, to: String, seconds: Double) throws -> [PixelBuffer] {
        let transition = try TransitionCatalog.make("radial", options: TransitionOptions(duration: seconds))
        let scene = TransitionRenderScene(transition: transition, from: from, to: to)
        var frames: [PixelBuffer] = []
        try Headless.withRenderer(size) { renderer in
            let runner = Runner(headless: renderer)
            try runner.runHeadless(
                scene, fps: 10, maxFrames: TransitionRenderScene.frameCount(duration: seconds, fps: 10),
                onFrame: { _, renderer in frames.append(try renderer.readPixels()) })
        }
        #expect(scene.clipFailure == nil, "no clip failed: \(String(describing: scene.clipFailure))")
        return frames
    }

    /// ffmpeg's frame `index` of a 160×120 clip's raw I420 frames, as RGB.
    static func reference(_ raw: [UInt8], index: Int) -> PixelBuffer {
        let luma = size.width * size.height, frameBytes = luma * 3 / 2
        let start = min(raw.count / frameBytes - 1, index) * frameBytes
        return YUVImage(
            width: size.width, height: size.height, y: Array(raw[start..<start + luma]), u: Array(raw[start + luma..<start + luma * 5 / 4]),
            v: Array(raw[start + luma * 5 / 4..<start + frameBytes])
        ).pixels()
    }

    /// Mean channel difference of two images over a square patch at (`x`, `y`).
    static func patchDifference(_ a: PixelBuffer, _ b: PixelBuffer, x: Int, y: Int, side: Int = 20) -> Double {
        var total = 0
        for row in y..<(y + side) {
            for column in x..<(x + side) {
                let p = a[column, row], q = b[column, row]
                total += abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b))
            }
        }
        return Double(total) / Double(side * side * 3)
    }

    @Test func bothClipsPlayThroughTheTransitionShowingFFmpegsFrames() throws {
        let tree = try TemporaryTree()
        let leaving = tree.path + "/leaving.mp4", arriving = tree.path + "/arriving.mp4"
        // testsrc2 draws a frame counter and a moving pattern; scrolled, every patch of it
        // changes from frame to frame.
        try ClipMaker.make(leaving, width: 160, height: 120, rate: 10, seconds: 3, extra: ["-vf", "scroll=h=0.031:v=0.023"])
        try ClipMaker.make(arriving, width: 160, height: 120, rate: 10, seconds: 3, extra: ["-vf", "hflip,scroll=h=0.027:v=0.019"])
        let leavingRaw = try ClipMaker.rawFrames(leaving), arrivingRaw = try ClipMaker.rawFrames(arriving)
        let frames = try Self.render(from: leaving, to: arriving, seconds: 1.5)
        #expect(frames.count == 16, "1.5 s at 10 fps: frames 0...15, got \(frames.count)")
        // The leaving clip plays its last 1.5 s: frame k shows its frame 15 + k (a corner,
        // which the circle reaches last); the arriving one from its start: frame k in the middle.
        for k in 1...8 {
            let corner = Self.patchDifference(frames[k], Self.reference(leavingRaw, index: 15 + k), x: 0, y: 0)
            let cornerEnd = Self.patchDifference(frames[k], Self.reference(leavingRaw, index: 29), x: 0, y: 0)
            let cornerNext = Self.patchDifference(frames[k], Self.reference(leavingRaw, index: 16 + k), x: 0, y: 0)
            #expect(
                corner < 6 && corner + 4 < cornerEnd && corner < cornerNext,
                "frame \(k): the corner shows the leaving clip's frame \(15 + k) (\(corner)), not its end (\(cornerEnd)) nor the next (\(cornerNext))")
        }
        for k in 5...15 {
            let middle = Self.patchDifference(frames[k], Self.reference(arrivingRaw, index: k), x: 70, y: 50)
            let middleFirst = Self.patchDifference(frames[k], Self.reference(arrivingRaw, index: 0), x: 70, y: 50)
            let middleBefore = Self.patchDifference(frames[k], Self.reference(arrivingRaw, index: k - 1), x: 70, y: 50)
            #expect(
                middle < 6 && middle + 4 < middleFirst && middle < middleBefore,
                "frame \(k): the middle shows the arriving clip's frame \(k) (\(middle)), not its first (\(middleFirst)) nor the one before (\(middleBefore))")
        }
        let again = try Self.render(from: leaving, to: arriving, seconds: 1.5)
        #expect(again.map(\.bytes) == frames.map(\.bytes), "a second render writes the same frames")
    }

    @Test func aClipShorterThanTheTransitionRestsOnItsEnds() throws {
        let tree = try TemporaryTree()
        let clip = tree.path + "/short.mp4"
        try ClipMaker.make(clip, width: 160, height: 120, rate: 10, seconds: 0.5, extra: ["-vf", "scroll=h=0.031:v=0.023"])
        let raw = try ClipMaker.rawFrames(clip)
        try SlideshowTestSupport.photo(tree.path + "/still.png", Color(0, 0, 255), size: Self.size)
        let leavingFrames = try Self.render(from: clip, to: tree.path + "/still.png", seconds: 1)
        // Leaving: from its start (there is not a second of it), then its last frame stays.
        #expect(Self.patchDifference(leavingFrames[0], Self.reference(raw, index: 0), x: 0, y: 0) < 6, "frame 0 is the clip's first")
        #expect(Self.patchDifference(leavingFrames[2], Self.reference(raw, index: 2), x: 0, y: 0) < 6, "frame 2 its third")
        #expect(Self.patchDifference(leavingFrames[7], Self.reference(raw, index: 4), x: 0, y: 0) < 6, "frame 7 rests on its last")
        let arrivingFrames = try Self.render(from: tree.path + "/still.png", to: clip, seconds: 1)
        #expect(Self.patchDifference(arrivingFrames[10], Self.reference(raw, index: 4), x: 70, y: 50) < 6, "arriving, it ends on its last frame")
    }
}
