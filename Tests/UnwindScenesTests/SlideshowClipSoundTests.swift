import Foundation
import Testing
import UnwindDraw
import UnwindScenes
import UnwindSlideshow
import UnwindTestSupport

/// `video-sound`: a clip's sound comes out of the audio device (SDL's `disk` driver writes it
/// to a file here) while its picture plays, at the clip's own pitch and length, on the show's
/// clock, scaled by `video-volume`; a clip without sound plays silent with no warning.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct SlideshowClipSoundTests {
    static let rate = 48_000

    /// What the device got: stereo float frames, and where the clip came on stage (seconds
    /// from the run's start).
    struct Heard {
        var left: [Float]
        var right: [Float]
        var clipOnStage: Double
        var report: SlideshowReport
        /// Frames at the file's start that SDL wrote before the stream began.
        var lead: Int
    }

    /// A folder of a red photo, a 2 s clip with a 440 Hz tone at `toneVolume` (or none), and a
    /// blue photo; shows it headless with sound at `volume` and reads the device's file back.
    static func heard(volume: Int, withTone: Bool = true) throws -> Heard {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0), size: Size(width: 160, height: 120))
        var arguments = ["-f", "lavfi", "-i", "testsrc2=size=160x120:rate=10:duration=2"]
        if withTone { arguments += ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=2", "-c:a", "aac", "-b:a", "128k"] }
        try ClipMaker.run(arguments + ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-shortest", dir + "/b.mp4"])
        try SlideshowTestSupport.photo(dir + "/c.png", Color(0, 0, 255), size: Size(width: 160, height: 120))
        let file = dir + "/sound.raw"
        var config = SlideshowTestSupport.config(interval: 1.5)
        config.transitions = ["crossfade"]
        config.videoSound = true
        config.videoVolume = volume
        let scene = SlideshowScene(roots: [dir], config: config)
        scene.soundDevice = (driver: "disk", name: file)
        var onStage: Double?
        let frames = 30 * 6
        try SlideshowTestSupport.run(scene, size: Size(width: 160, height: 120), frames: frames) { frame, _ in
            if onStage == nil, scene.currentPath?.lastComponent.description == "b.mp4" { onStage = Double(frame) / 30 }
        }
        scene.finishSound()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        var left: [Float] = [], right: [Float] = []
        bytes.withUnsafeBytes { raw in
            let samples = raw.bindMemory(to: Float.self)
            for i in stride(from: 0, to: samples.count - 1, by: 2) {
                left.append(samples[i])
                right.append(samples[i + 1])
            }
        }
        let lead = left.count - Int(scene.soundFramesWritten ?? 0)
        return Heard(left: left, right: right, clipOnStage: onStage ?? -1, report: scene.report, lead: lead)
    }

    /// The first and last frame louder than `threshold`.
    static func loudSpan(_ samples: [Float], threshold: Float = 0.01) -> Range<Int>? {
        guard let first = samples.firstIndex(where: { abs($0) > threshold }), let last = samples.lastIndex(where: { abs($0) > threshold }) else {
            return nil
        }
        return first..<(last + 1)
    }

    static func rms(_ samples: ArraySlice<Float>) -> Double {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, samples.count))).squareRoot()
    }

    @Test func theClipsToneComesOutWhileItPlaysOnTheShowsClock() throws {
        let heard = try Self.heard(volume: 100)
        let span = try #require(Self.loudSpan(heard.left), "the clip's sound came out (\(heard.left.count) frames written)")
        let seconds = Double(span.count) / Double(Self.rate)
        #expect(abs(seconds - 2) < 0.1, "the tone lasts as long as the clip: \(seconds) s")
        // Stream frame = show seconds × rate: the tone starts where the clip came on stage.
        let onset = Double(span.lowerBound - heard.lead) / Double(Self.rate)
        #expect(heard.lead >= 0, "SDL wrote \(heard.lead) frames before the stream")
        #expect(
            heard.clipOnStage > 0 && abs(onset - heard.clipOnStage) < 0.08,
            "the tone starts with the clip's picture: at \(onset) s, the clip at \(heard.clipOnStage) s")
        let middle = heard.left[(span.lowerBound + Self.rate / 2)..<(span.lowerBound + Self.rate)]
        let crossings = zip(middle, middle.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
        #expect(abs(crossings - 220) <= 3, "440 Hz: \(crossings) upward crossings in half a second")
        #expect(Self.rms(middle) > 0.05, "at the clip's own level (ffmpeg's sine is 1/8 full scale): RMS \(Self.rms(middle))")
        #expect(heard.right[span.lowerBound + Self.rate / 2] == heard.left[span.lowerBound + Self.rate / 2], "a mono clip on both channels")
        #expect(Self.loudSpan(Array(heard.left[..<max(0, span.lowerBound - 2400)])) == nil, "silence before the clip")
    }

    @Test func theVolumeScalesTheSamples() throws {
        let full = try Self.heard(volume: 100)
        let half = try Self.heard(volume: 50)
        let fullSpan = try #require(Self.loudSpan(full.left)), halfSpan = try #require(Self.loudSpan(half.left, threshold: 0.005))
        let a = Self.rms(full.left[(fullSpan.lowerBound + 4800)..<(fullSpan.lowerBound + 48_000)])
        let b = Self.rms(half.left[(halfSpan.lowerBound + 4800)..<(halfSpan.lowerBound + 48_000)])
        #expect(abs(b / a - 0.5) < 0.02, "volume 50 gives half the amplitude of 100: \(a) and \(b)")
        let silent = try Self.heard(volume: 0)
        #expect(Self.loudSpan(silent.left, threshold: 0.0001) == nil, "volume 0 is silent")
    }

    @Test func aClipWithoutSoundPlaysSilent() throws {
        let heard = try Self.heard(volume: 100, withTone: false)
        #expect(!heard.left.isEmpty, "the device was open")
        #expect(Self.loudSpan(heard.left, threshold: 0.0001) == nil, "nothing but silence")
        #expect(heard.report.clips.first?.path.lastComponent.description == "b.mp4", "the clip played: \(heard.report.clips)")
    }
}
