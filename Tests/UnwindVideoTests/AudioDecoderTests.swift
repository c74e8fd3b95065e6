import Foundation
import Testing
import UnwindTestSupport
import UnwindVideo

/// A clip's sound as samples by clip time: ffmpeg's own decode of the same stream, one reason
/// for a clip without sound, and no crash or hang on a clip cut anywhere.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct AudioDecoderTests {
    /// A 2 s clip with a stereo 48 kHz 16-bit sound: 440 Hz on the left, 660 Hz on the right.
    static func clip(in tree: TemporaryTree, codec: [String] = ["-c:a", "pcm_s16le", "-f", "mov"], name: String = "tone.mov") throws -> String {
        let path = tree.path + "/" + name
        try ClipMaker.run(
            [
                "-f", "lavfi", "-i", "testsrc2=size=160x120:rate=10:duration=2", "-f", "lavfi", "-i",
                "aevalsrc=0.5*sin(2*PI*440*t)|0.5*sin(2*PI*660*t):s=48000:d=2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
            ] + codec + [path])
        return path
    }

    @Test func samplesAtATimeAreFFmpegsSamplesThere() throws {
        let tree = try TemporaryTree()
        let path = try Self.clip(in: tree)
        let decoder = try AudioDecoder(source: VideoSource(path: path), sampleRate: 48_000)
        var buffer = [Float](repeating: 0, count: 4800 * 2)
        buffer.withUnsafeMutableBufferPointer { try? decoder.mix(into: $0, at: 0.75, gain: 1) }
        // ffmpeg's own float samples from 0.75 s (sample 36 000): the same numbers.
        let reference = try ClipMaker.run(["-i", path, "-vn", "-af", "atrim=start_sample=36000:end_sample=40800", "-f", "f32le", "-"], output: true)
        let expected = reference.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        #expect(expected.count == buffer.count, "ffmpeg gave \(expected.count) samples")
        let worst = zip(buffer, expected).map { abs($0 - $1) }.max() ?? .infinity
        #expect(worst < 1e-4, "the samples from 0.75 s match ffmpeg's (largest difference \(worst))")
    }

    @Test func aClipWithoutSoundIsRefusedWithOneReason() throws {
        let tree = try TemporaryTree()
        let path = tree.path + "/silent.mp4"
        try ClipMaker.make(path)
        #expect(throws: VideoError("the clip has no audio stream a decoder here reads")) {
            try AudioDecoder(source: VideoSource(path: path), sampleRate: 48_000)
        }
    }

    @Test func aClipCutAnywhereNeverCrashesOrHangs() throws {
        let tree = try TemporaryTree()
        let whole = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: try Self.clip(in: tree, codec: ["-c:a", "aac", "-movflags", "+faststart"], name: "aac.mp4"))))
        var opened = 0
        for cut in stride(from: 0, to: whole.count, by: max(1, whole.count / 60)) {
            let path = try tree.file("cut-\(cut).mp4", Array(whole.prefix(cut)))
            guard let decoder = try? AudioDecoder(source: VideoSource(path: path), sampleRate: 48_000) else { continue }
            opened += 1
            var buffer = [Float](repeating: 0, count: 48_000 * 2)
            for time in [0.0, 1.5, 0.2, 5] { buffer.withUnsafeMutableBufferPointer { try? decoder.mix(into: $0, at: time, gain: 1) } }
        }
        #expect(opened > 10, "with the moov first, most cuts open and are read to their end: \(opened) opened")
    }
}
