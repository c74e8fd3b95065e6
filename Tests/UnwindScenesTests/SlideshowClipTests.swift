import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRandom
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindTestSupport

/// Clips as slides, headless: a clip plays to its end on the show's fixed-tick clock (capped
/// by `video-max-seconds`) and then the next transition starts; the screen shows the frame
/// FFmpeg's command line gives for the same time; two runs show identical frames.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct SlideshowClipTests {
    /// What a run showed: the report, each frame's fingerprint, and frames taken while the clip
    /// was fully on screen with the clip time each shows.
    struct Run {
        var report: SlideshowReport
        var fingerprints: [UInt64] = []
        var clipFrames: [(seconds: Double, pixels: PixelBuffer)] = []
    }

    static func show(_ dir: String, config: SlideshowConfig, size: Size = Size(width: 160, height: 120), frames: Int) throws -> Run {
        let scene = SlideshowScene(roots: [dir], config: config)
        var fingerprints: [UInt64] = []
        var clipFrames: [(Double, PixelBuffer)] = []
        try SlideshowTestSupport.run(scene, size: size, frames: frames) { frame, renderer in
            let pixels = try renderer.readPixels()
            var hash = FNV1a()
            hash.combine(bytes: pixels.bytes)
            fingerprints.append(hash.value)
            let onScreen = scene.currentPath?.lastComponent.description.hasSuffix(".mp4") == true
            if onScreen, !scene.isTransitioning, scene.fullyShownCount > 0, let time = scene.session.clipTimes(alpha: 0).values.first,
                frame % 5 == 0
            {
                clipFrames.append((time, pixels))
            }
        }
        return Run(report: scene.report, fingerprints: fingerprints, clipFrames: clipFrames)
    }

    static func config(background: SlideshowConfig.Background = .black) -> SlideshowConfig {
        var config = SlideshowTestSupport.config(interval: 1, background: background)
        config.transitions = ["crossfade"]
        return config
    }

    /// The reference picture ffmpeg decodes for `seconds` of a 10 fps clip, as RGB the way SDL shows YUV.
    static func reference(_ raw: [UInt8], seconds: Double, size: Size) -> PixelBuffer {
        let frameBytes = size.width * size.height * 3 / 2
        let count = raw.count / frameBytes
        let index = min(count - 1, Int((seconds * 10 + 1e-6).rounded(.down)))
        let start = index * frameBytes, luma = size.width * size.height
        let image = YUVImage(
            width: size.width, height: size.height, y: Array(raw[start..<start + luma]), u: Array(raw[start + luma..<start + luma * 5 / 4]),
            v: Array(raw[start + luma * 5 / 4..<start + frameBytes]))
        return image.pixels()
    }

    static func meanDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        guard a.size == b.size else { return .infinity }
        var total = 0
        for i in stride(from: 0, to: a.bytes.count, by: 4) {
            for c in 0..<3 { total += abs(Int(a.bytes[i + c]) - Int(b.bytes[i + c])) }
        }
        return Double(total) / Double(a.width * a.height * 3)
    }

    @Test func aClipPlaysToItsEndShowingFFmpegsFramesThenTheShowMovesOn() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0), size: Size(width: 160, height: 120))
        try ClipMaker.make(dir + "/b.mp4", width: 160, height: 120, rate: 10, seconds: 2.5)
        try SlideshowTestSupport.photo(dir + "/c.png", Color(0, 0, 255), size: Size(width: 160, height: 120))
        let raw = try ClipMaker.rawFrames(dir + "/b.mp4")
        let run = try Self.show(dir, config: Self.config(), frames: 30 * 7)
        let names = run.report.shown.map { $0.lastComponent.description }
        #expect(names.prefix(3) == ["a.png", "b.mp4", "c.png"], "shown: \(names)")
        let clip = try #require(run.report.clips.first, "the report lists the clip")
        #expect(clip.path.lastComponent.description == "b.mp4")
        #expect(abs(clip.seconds - 2.5) < 0.05, "the clip played to its end: \(clip.seconds) s")
        #expect(clip.framesShown >= 20 && clip.framesShown <= 26, "25 frames at 10 fps, each shown: \(clip.framesShown)")
        let at = run.report.shownAt
        #expect(at.count >= 3 && at[2] - at[1] >= 2.5 - 1e-6, "the next transition starts when the clip ends: \(at)")
        #expect(at.count >= 3 && at[2] - at[1] < 2.5 + 0.1, "and not an interval later: \(at)")
        #expect(run.clipFrames.count >= 8, "frames of the clip on screen: \(run.clipFrames.count)")
        for (seconds, pixels) in run.clipFrames {
            let expected = Self.reference(raw, seconds: seconds, size: pixels.size)
            let difference = Self.meanDifference(pixels, expected)
            #expect(difference < 4, "the screen at \(seconds) s shows ffmpeg's frame there (mean difference \(difference))")
            let other = Self.reference(raw, seconds: seconds < 1 ? seconds + 1 : seconds - 1, size: pixels.size)
            #expect(Self.meanDifference(pixels, other) > difference + 4, "and not the frame a second away")
        }
    }

    @Test func twoRunsShowIdenticalFrames() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0), size: Size(width: 160, height: 120))
        try ClipMaker.make(dir + "/b.mp4", width: 160, height: 120, rate: 10, seconds: 1.5)
        try ClipMaker.make(dir + "/c.webm", codec: .vp9, width: 128, height: 96, rate: 15, seconds: 1.2)
        let first = try Self.show(dir, config: Self.config(background: .blur), frames: 30 * 6)
        let second = try Self.show(dir, config: Self.config(background: .blur), frames: 30 * 6)
        #expect(first.fingerprints == second.fingerprints, "a headless show of clips is the same every run")
        #expect(Set(first.fingerprints).count > 40, "and the clips move: \(Set(first.fingerprints).count) distinct frames")
        #expect(first.report.clips.map { $0.path.lastComponent.description }.prefix(3) == ["b.mp4", "c.webm", "b.mp4"], "\(first.report.clips)")
    }

    @Test func aClipThatComesBackPlaysFromItsStartAgain() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0), size: Size(width: 96, height: 64))
        try ClipMaker.make(dir + "/b.mp4", width: 96, height: 64, rate: 10, seconds: 1.5)
        // Two slides: both stay uploaded, so the clip's slide comes back with its texture.
        let run = try Self.show(dir, config: Self.config(), size: Size(width: 96, height: 64), frames: 30 * 9)
        #expect(run.report.clips.count >= 2, "the clip played on each turn: \(run.report.clips)")
        for clip in run.report.clips.dropLast() {
            #expect(abs(clip.seconds - 1.5) < 0.05 && clip.framesShown >= 12, "each turn plays the whole clip: \(clip)")
        }
        let names = run.report.shown.map { $0.lastComponent.description }
        let turns = zip(names, run.report.shownAt).filter { $0.0 == "b.mp4" }.map(\.1)
        let nextAfter = turns.compactMap { start in run.report.shownAt.first { $0 > start } }
        #expect(zip(turns, nextAfter).allSatisfy { $1 - $0 >= 1.5 - 1e-6 }, "the show waits for the clip each turn: \(run.report.shownAt)")
    }

    @Test func aLongClipIsCutAtVideoMaxSeconds() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ClipMaker.make(dir + "/a.mp4", width: 96, height: 64, rate: 10, seconds: 4)
        try SlideshowTestSupport.photo(dir + "/b.png", Color(0, 0, 255))
        var config = Self.config()
        config.videoMaxSeconds = 1
        let run = try Self.show(dir, config: config, size: Size(width: 96, height: 64), frames: 30 * 3)
        let clip = try #require(run.report.clips.first)
        #expect(abs(clip.seconds - 1) < 0.05, "capped at 1 s: \(clip.seconds)")
        #expect(run.report.shown.count >= 2 && run.report.shownAt[1] - run.report.shownAt[0] < 1.1, "\(run.report.shownAt)")
    }

    @Test func aFittedClipSitsOnABackdropFromItsFirstFrame() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A wide clip of solid red in a 4:3 frame: bars above and below.
        try ClipMaker.run(["-f", "lavfi", "-i", "color=c=red:size=160x60:rate=10:duration=1", "-c:v", "libx264", "-pix_fmt", "yuv420p", dir + "/a.mp4"])
        let run = try Self.show(dir, config: Self.config(background: .blur), size: Size(width: 160, height: 120), frames: 20)
        let (_, pixels) = try #require(run.clipFrames.first)
        let middle = pixels[80, 60], bar = pixels[80, 8]
        #expect(middle.r > 200 && middle.g < 60, "the clip in the middle is red: \(middle)")
        #expect(bar.r > 40 && bar.r < 200 && bar.g < 40, "the bar above it is a dimmed red backdrop: \(bar)")
    }

    @Test func aBrokenClipIsSkippedWithOneLine() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0))
        try Data([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70] + [UInt8](repeating: 7, count: 200)).write(to: URL(fileURLWithPath: dir + "/b.mp4"))
        try Data().write(to: URL(fileURLWithPath: dir + "/c.mov"))
        try SlideshowTestSupport.photo(dir + "/d.png", Color(0, 0, 255))
        let run = try Self.show(dir, config: Self.config(), size: Size(width: 64, height: 48), frames: 30 * 5)
        let skipped = Dictionary(uniqueKeysWithValues: run.report.skipped.map { ($0.path.lastComponent.description, $0.reason) })
        #expect(skipped["b.mp4"] != nil && skipped["c.mov"] == "the file is empty", "\(skipped)")
        #expect(run.report.shown.map { $0.lastComponent.description }.prefix(2) == ["a.png", "d.png"])
        #expect(run.report.clips.isEmpty)
    }
}
