import Foundation
import Testing
import UnwindDraw
import UnwindTestSupport
import UnwindVideo

/// Clips made by the `ffmpeg` command line, decoded by `VideoDecoder`, compared plane by
/// plane with the frames the command line decodes for the same times: the same libraries
/// must give the same pixels, at the clip's size and scaled, forward, backwards and from a
/// byte range inside a larger file.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct VideoDecoderTests {
    /// One I420 frame of `width`×`height` out of ffmpeg's raw output.
    static func reference(_ raw: [UInt8], frame: Int, width: Int, height: Int) -> (y: [UInt8], u: [UInt8], v: [UInt8]) {
        let luma = width * height, chroma = luma / 4
        let start = frame * (luma + 2 * chroma)
        return (
            Array(raw[start..<start + luma]), Array(raw[start + luma..<start + luma + chroma]),
            Array(raw[start + luma + chroma..<start + luma + 2 * chroma])
        )
    }

    /// The mean absolute difference of two planes.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return .infinity }
        return Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(a.count)
    }

    @Test(arguments: [ClipMaker.Codec.h264, .vp9, .hevc])
    func framesMatchFFmpegsOwnAtTheSameTime(codec: ClipMaker.Codec) throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.\(codec.fileExtension)").path
        try ClipMaker.make(path, codec: codec, width: 160, height: 120, rate: 10, seconds: 1)
        let raw = try ClipMaker.rawFrames(path)
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        #expect(decoder.info.codec == codec.rawValue)
        #expect(decoder.info.width == 160 && decoder.info.height == 120)
        #expect(abs(decoder.info.frameRate - 10) < 0.01, "frame rate \(decoder.info.frameRate)")
        #expect(abs(decoder.info.duration - 1) < 0.15, "duration \(decoder.info.duration)")
        #expect(decoder.outputSize == Size(width: 160, height: 120))
        for (time, index) in [(0.0, 0), (0.25, 2), (0.55, 5), (0.9, 9)] {
            let frame = try decoder.frame(at: time)
            let expected = Self.reference(raw, frame: index, width: 160, height: 120)
            #expect(frame.image.y == expected.y, "\(codec) luma at \(time) s should be ffmpeg's frame \(index)")
            #expect(frame.image.u == expected.u && frame.image.v == expected.v, "\(codec) chroma at \(time) s should be ffmpeg's frame \(index)")
            #expect(abs(frame.time - Double(index) / 10) < 0.001, "frame time \(frame.time) for frame \(index)")
        }
        // The frames differ from each other, so matching the right one means something.
        let first = Self.reference(raw, frame: 0, width: 160, height: 120), last = Self.reference(raw, frame: 9, width: 160, height: 120)
        #expect(Self.difference(first.y, last.y) > 5)
    }

    @Test func goingBackSeeksAndAskingTwiceGivesTheSamePicture() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mp4").path
        try ClipMaker.make(path, width: 96, height: 64, rate: 10, seconds: 2, extra: ["-g", "5"])
        let raw = try ClipMaker.rawFrames(path)
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        let late = try decoder.frame(at: 1.75)
        #expect(late.image.y == Self.reference(raw, frame: 17, width: 96, height: 64).y)
        let again = try decoder.frame(at: 1.75)
        #expect(again == late, "asking twice for one time gives the same frame")
        let early = try decoder.frame(at: 0.3)
        #expect(early.image.y == Self.reference(raw, frame: 3, width: 96, height: 64).y, "a request back in time seeks and decodes forward")
        #expect(early.index > late.index, "a picture after a seek has a new index")
        try decoder.rewind()
        #expect(try decoder.frame(at: 0).image.y == Self.reference(raw, frame: 0, width: 96, height: 64).y)
        let beyond = try decoder.frame(at: 60)
        #expect(beyond.image.y == Self.reference(raw, frame: 19, width: 96, height: 64).y, "after the end the last frame stays")
    }

    @Test func scalesToTheSizeOnScreenWithSwscale() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mp4").path
        try ClipMaker.make(path, width: 320, height: 240, rate: 10, seconds: 0.5)
        let raw = try ClipMaker.rawFrames(path, scale: "160:120:flags=fast_bilinear")
        let decoder = try VideoDecoder(source: VideoSource(path: path)) { _ in Size(width: 160, height: 120) }
        #expect(decoder.outputSize == Size(width: 160, height: 120))
        #expect(decoder.lowres == 0, "H.264 has no low-resolution mode")
        let frame = try decoder.frame(at: 0.3)
        let expected = Self.reference(raw, frame: 3, width: 160, height: 120)
        #expect(frame.image.y.count == 160 * 120)
        #expect(Self.difference(frame.image.y, expected.y) < 2, "luma close to ffmpeg's own fast-bilinear scale")
        #expect(Self.difference(frame.image.u, expected.u) < 2 && Self.difference(frame.image.v, expected.v) < 2)
        let other = Self.reference(raw, frame: 0, width: 160, height: 120)
        #expect(Self.difference(frame.image.y, other.y) > 5, "and far from another frame")
    }

    @Test func usesTheLowResolutionModeWhereTheCodecHasOne() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mkv").path
        try ClipMaker.make(path, width: 320, height: 240, rate: 10, seconds: 0.3, extra: ["-c:v", "mjpeg", "-pix_fmt", "yuvj420p"])
        let decoder = try VideoDecoder(source: VideoSource(path: path)) { _ in Size(width: 80, height: 60) }
        #expect(decoder.lowres == 2, "MJPEG decodes at a quarter of 320×240 for 80×60")
        let frame = try decoder.frame(at: 0)
        #expect(frame.image.width == 80 && frame.image.height == 60)
    }

    @Test func oddSizesComeOutEven() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("odd.mkv").path
        try ClipMaker.make(path, codec: .vp9, width: 161, height: 121, rate: 5, seconds: 0.4, extra: ["-pix_fmt", "yuv444p"])
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        #expect(decoder.outputSize == Size(width: 160, height: 120))
        let frame = try decoder.frame(at: 0.2)
        #expect(frame.image.y.count == 160 * 120 && frame.image.u.count == 80 * 60)
    }

    @Test func readsAClipFromAByteRangeOfALargerFile() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mp4").path
        try ClipMaker.make(path, width: 96, height: 64, rate: 10, seconds: 0.5)
        let clip = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let prefix = [UInt8](repeating: 0xD8, count: 1234), suffix = [UInt8](repeating: 0x42, count: 77)
        let wrapped = tree.root.appendingPathComponent("wrapped.jpg").path
        try Data(prefix + clip + suffix).write(to: URL(fileURLWithPath: wrapped))
        let range = Int64(prefix.count)..<Int64(prefix.count + clip.count)
        let inside = try VideoDecoder(source: VideoSource(path: Array(wrapped.utf8), range: range))
        let alone = try VideoDecoder(source: VideoSource(path: path))
        #expect(try inside.frame(at: 0.2) == alone.frame(at: 0.2))
        #expect(throws: VideoError.self) { try VideoDecoder(source: VideoSource(path: Array(wrapped.utf8), range: 0..<99_999_999)) }
    }

    @Test func readsCreationTimeAndRotation() throws {
        let tree = try TemporaryTree()
        let plain = tree.root.appendingPathComponent("plain.mov").path, path = tree.root.appendingPathComponent("phone.mov").path
        try ClipMaker.make(plain, width: 96, height: 64, rate: 10, seconds: 0.3, extra: ["-metadata", "creation_time=2023-06-01T10:20:30Z"])
        // FFmpeg 5.1 writes a display matrix for the `rotate` tag when copying, not when encoding.
        try ClipMaker.run(["-i", plain, "-c", "copy", "-map_metadata", "0", "-metadata:s:v:0", "rotate=90", path])
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        #expect(decoder.info.creationTime?.hasPrefix("2023-06-01T10:20:30") == true, "creation time \(decoder.info.creationTime ?? "none")")
        #expect([90, 270].contains(decoder.info.rotation), "a quarter turn, got \(decoder.info.rotation)")
        #expect(try VideoDecoder(source: VideoSource(path: plain)).info.rotation == 0)
        #expect(decoder.info.hasAudio == false)
    }

    @Test(arguments: [90, 180, 270])
    func aClipStoredSidewaysComesOutAsFFmpegTurnsIt(rotate: Int) throws {
        let tree = try TemporaryTree()
        let plain = tree.root.appendingPathComponent("plain.mp4").path, path = tree.root.appendingPathComponent("turned.mp4").path
        try ClipMaker.make(plain, width: 96, height: 64, rate: 10, seconds: 0.5)
        try ClipMaker.run(["-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=\(rotate)", path])
        // The command line turns the picture upright by default (autorotate), as a viewer sees it.
        let raw = try ClipMaker.rawFrames(path)
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        let upright = rotate == 180 ? Size(width: 96, height: 64) : Size(width: 64, height: 96)
        #expect(decoder.outputSize == upright, "upright size for \(rotate)°: \(decoder.outputSize)")
        let frame = try decoder.frame(at: 0.3)
        let expected = Self.reference(raw, frame: 3, width: upright.width, height: upright.height)
        #expect(
            frame.image.y == expected.y && frame.image.u == expected.u,
            "the picture is turned as ffmpeg turns it (\(rotate)°, rotation \(decoder.info.rotation))")
    }
}
