import Foundation
import Testing
import UnwindRandom
import UnwindTestSupport
import UnwindVideo

/// What must never be played, and must never crash, hang or take unbounded memory: each is
/// refused at open or at the first frame with one reason.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct VideoRefusalTests {
    static func refusal(_ path: String, limits: VideoLimits = VideoLimits()) -> String? {
        do {
            let decoder = try VideoDecoder(source: VideoSource(path: path), limits: limits)
            _ = try decoder.frame(at: 0)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func emptyAndRandomFilesAreRefused() throws {
        let tree = try TemporaryTree()
        let empty = try tree.file("empty.mp4", [])
        #expect(Self.refusal(empty) == "the file is empty")
        var random = SplitMix64(seed: 26)
        let noise = try tree.file("noise.mp4", (0..<20_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let reason = Self.refusal(noise)
        #expect(reason != nil, "random bytes are not a clip")
        #expect(Self.refusal(tree.root.appendingPathComponent("missing.mp4").path)?.hasPrefix("the file could not be opened") == true)
    }

    @Test func truncatedClipsAreRefusedOrShowWhatTheyHold() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mp4").path
        try ClipMaker.make(path, width: 96, height: 64, rate: 10, seconds: 1)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        for fraction in [0.1, 0.5, 0.9] {
            let cut = try tree.file("cut-\(fraction).mp4", Array(bytes.prefix(Int(Double(bytes.count) * fraction))))
            #expect(Self.refusal(cut) != nil, "an MP4 cut at \(fraction) has lost its index (moov at the end)")
        }
        let streamable = tree.root.appendingPathComponent("fast.mp4").path
        try ClipMaker.make(streamable, width: 96, height: 64, rate: 10, seconds: 1, extra: ["-movflags", "+faststart"])
        let fast = try [UInt8](Data(contentsOf: URL(fileURLWithPath: streamable)))
        let half = try tree.file("half.mp4", Array(fast.prefix(fast.count / 2)))
        // The index is whole, half the frames are missing: the first frame still decodes, and
        // asking past the cut gives the last frame there is, never a hang.
        if let decoder = try? VideoDecoder(source: VideoSource(path: half)) {
            _ = try? decoder.frame(at: 0)
            _ = try? decoder.frame(at: 0.9)
        }
    }

    @Test func aFileWithoutVideoIsRefused() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("sound.mp4").path
        try ClipMaker.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=0.5", "-c:a", "aac", path])
        #expect(Self.refusal(path) == "the file holds no video stream")
    }

    @Test func otherFormatsAreNotParsedAsClips() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("still.mp4").path
        try ClipMaker.run(["-f", "lavfi", "-i", "testsrc2=size=64x64", "-frames:v", "1", "-f", "image2", "-c:v", "mjpeg", path])
        #expect(Self.refusal(path)?.hasPrefix("not an MP4, MOV, Matroska or WebM clip") == true, "\(Self.refusal(path) ?? "accepted")")
    }

    @Test func oversizedStreamsAreRefusedBeforeDecoding() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("big.mp4").path
        try ClipMaker.make(path, width: 640, height: 480, rate: 5, seconds: 0.2)
        let small = VideoLimits(maxPixels: 320 * 240, maxDimension: 8192)
        #expect(Self.refusal(path, limits: small) == "the video is 640×480, too large to decode")
        let narrow = VideoLimits(maxPixels: .max, maxDimension: 600)
        #expect(Self.refusal(path, limits: narrow) == "the video is 640×480, too large to decode")
    }

    @Test func anUnsupportedCodecIsNamed() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("odd.mkv").path
        // A Matroska file whose video track claims a codec FFmpeg has no decoder for.
        try ClipMaker.make(path, codec: .vp9, width: 64, height: 48, rate: 5, seconds: 0.2)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let id = Array("V_VP9".utf8)
        guard let at = (0...(bytes.count - id.count)).first(where: { Array(bytes[$0..<$0 + id.count]) == id }) else {
            Issue.record("no V_VP9 codec id in the WebM file")
            return
        }
        bytes.replaceSubrange(at..<at + id.count, with: Array("V_XYZ".utf8))
        let renamed = try tree.file("odd2.mkv", bytes)
        let reason = Self.refusal(renamed)
        #expect(reason != nil && reason?.contains("no decoder") == true || reason?.contains("video") == true, "\(reason ?? "accepted")")
    }

    @Test func aStreamDeclaring16384SquareIsRefusedBeforeDecoding() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("small.mkv").path
        try ClipMaker.make(path, width: 256, height: 256, rate: 5, seconds: 0.4, extra: ["-c:v", "mjpeg", "-pix_fmt", "yuvj420p"])
        // The container's PixelWidth and PixelHeight and each frame's JPEG header say 16384.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        Self.replace(&bytes, [0xB0, 0x82, 0x01, 0x00], with: [0xB0, 0x82, 0x40, 0x00])
        Self.replace(&bytes, [0xBA, 0x82, 0x01, 0x00], with: [0xBA, 0x82, 0x40, 0x00])
        Self.replace(&bytes, [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x00, 0x01, 0x00], with: [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x40, 0x00, 0x40, 0x00])
        let huge = try tree.file("huge.mkv", bytes)
        let reason = try #require(Self.refusal(huge), "a 16384×16384 stream is refused")
        #expect(reason.contains("16384×16384") || reason.contains("no picture size"), "\(reason)")
    }

    @Test func aTenHourClipOpensAtOnceAndDecodesItsStart() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("ten-hours.mp4").path
        try ClipMaker.run([
            "-f", "lavfi", "-i", "color=c=green:size=32x32:rate=1/60:duration=36000", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
            path,
        ])
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        #expect(abs(decoder.info.duration - 36000) < 120, "ten hours: \(decoder.info.duration) s")
        #expect(try decoder.frame(at: 1).image.width == 32, "the show plays its start (and caps it at video-max-seconds)")
    }

    @Test func timestampsThatStopOrGoBackStillMoveForward() throws {
        let tree = try TemporaryTree()
        let base = tree.root.appendingPathComponent("base.mkv").path, path = tree.root.appendingPathComponent("back.mkv").path
        try ClipMaker.make(base, width: 96, height: 64, rate: 10, seconds: 2, extra: ["-bf", "0"])
        // From the tenth frame on, timestamps go back by a second (the muxer holds them at 0.9 s).
        try ClipMaker.run(["-i", base, "-c", "copy", "-bsf:v", "setts=ts=if(gte(N\\,10)\\,TS-1000\\,TS)", path])
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        var times: [Double] = [], indexes = Set<Int>()
        for step in 0..<40 {
            let frame = try decoder.frame(at: Double(step) * 0.1)
            times.append(frame.time)
            indexes.insert(frame.index)
        }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "times never go back: \(times)")
        #expect(indexes.count >= 18, "the frames after the jump are still shown in turn: \(indexes.count)")
    }

    static func replace(_ bytes: inout [UInt8], _ pattern: [UInt8], with replacement: [UInt8]) {
        var at = 0
        while at + pattern.count <= bytes.count {
            if Array(bytes[at..<at + pattern.count]) == pattern {
                bytes.replaceSubrange(at..<at + pattern.count, with: replacement)
                at += pattern.count
            } else {
                at += 1
            }
        }
    }
}
