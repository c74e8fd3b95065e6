import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindPlatformTesting
import UnwindSlideshow
import UnwindSlideshowTesting
import UnwindTestSupport

@testable import UnwindScenes

/// The display copy a network cache keeps, for every format the decoder prepares, made from
/// real files (libheif, SDL_image's PNG writer, ffmpeg's WebP and MP4 encoders): a HEIC, a
/// PNG and a WebP become a small JPEG at the size the screen takes, the HEIC keeping its date
/// and place with its orientation set upright like its pixels; a transparent PNG, a Live
/// Photo's still, a Motion Photo and a GIF are kept as they came.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct PhotoPreparerDisplayCopyTests {
    /// A cache that wants a copy of every photo and records the copies it is handed.
    final class RecordingCache: PhotoFeed, @unchecked Sendable {
        var copies: [PhotoPath: (jpeg: [UInt8], size: MediaSize)] = [:]
        var current: [PhotoRecord] { [] }
        func take() -> PhotoChanges? { nil }
        func noteShown(_ path: PhotoPath) {}
        func wantsDisplayCopy(of path: PhotoPath) -> Bool { true }
        func keepDisplayCopy(_ jpeg: [UInt8], size: MediaSize, of path: PhotoPath) { copies[path] = (jpeg, size) }
        func displayCopyTooSmall(_ path: PhotoPath) {}
    }

    /// A 320×240 picture: blue with noise in its green (so no format packs it into a few
    /// bytes, as photos are), a red square at its stored top-left corner.
    static var marked: PixelBuffer {
        var pixels = PixelBuffer(width: 320, height: 240, fill: Color(0, 0, 255))
        var state: UInt32 = 12345
        for y in 0..<240 {
            for x in 0..<320 {
                state = state &* 1_664_525 &+ 1_013_904_223
                pixels[x, y] = x < 60 && y < 60 ? Color(255, 0, 0) : Color(0, UInt8(state >> 26), 255)
            }
        }
        return pixels
    }

    /// Prepares each file for an 80×60 frame through a preparer whose network cache is `cache`.
    static func prepare(_ paths: [String], into cache: RecordingCache) throws {
        var preparer = PhotoPreparer(
            display: Size(width: 80, height: 60), maxTexture: Size(width: 4096, height: 4096), fit: .fit, background: .black, limits: PhotoLimits())
        preparer.displayCopies = [cache]
        preparer.reader = SDLImageReader()
        try Headless.withSDL {
            for path in paths { _ = try preparer.prepare(path: PhotoPath(path)) }
        }
    }

    @Test func aHEICBecomesAnUprightJPEGKeepingItsDateAndPlace() throws {
        let dir = try TemporaryTree()
        let path = dir.path + "/IMG_2.heic"
        let exif = ExifJPEG.bytes(taken: "2022:08:01 09:15:00", orientation: 6, gps: (48.8566, 2.3522))
        let tiff = Array(exif[12..<(4 + (Int(exif[4]) << 8 | Int(exif[5])))])
        try HEIFEncoder.write(Self.marked, to: path, orientation: 6, exif: tiff)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let cache = RecordingCache()
        try Self.prepare([path], into: cache)
        let copy = try #require(cache.copies[PhotoPath(path)], "a copy of the HEIC")
        let header = try ImageHeader.parse(bytes: copy.jpeg)
        // Upright (libheif turned it) and fitted into 80×60: 45×60, a quarter turn of 320×240.
        #expect(header.format == .jpeg && header.width == 45 && header.height == 60, "\(header)")
        #expect(copy.size == MediaSize(width: 45, height: 60))
        #expect(copy.jpeg.count < original.count, "\(copy.jpeg.count) of \(original.count) bytes")

        // The copy reads back with its date and place, turned once: the red corner, stored
        // top-left, is at the top right as the HEIC showed it.
        let copied = dir.path + "/copy.jpg"
        try Data(copy.jpeg).write(to: URL(fileURLWithPath: copied))
        let metadata = PhotoMetadata.read(path: copied)
        #expect(metadata.orientation == 1)
        #expect(metadata.takenDate == PhotoMetadata.read(exifBlock: Array("Exif\0\0".utf8) + tiff).takenDate && metadata.takenDate != nil)
        #expect(metadata.location != nil, "the place is kept")
        let shown = try Headless.withSDL {
            try PhotoPreparer(
                display: Size(width: 45, height: 60), maxTexture: Size(width: 4096, height: 4096), fit: .fit, background: .black, limits: PhotoLimits()
            ).prepare(path: PhotoPath(copied)).image.pixels
        }
        #expect(shown[40, 4].r > 200 && shown[40, 4].b < 80, "red at the top right: \(shown[40, 4])")
        #expect(shown[4, 55].b > 200 && shown[4, 55].r < 80, "blue at the bottom left: \(shown[4, 55])")
    }

    @Test func opaquePNGAndWebPBecomeSmallJPEGs() throws {
        let dir = try TemporaryTree()
        let png = dir.path + "/photo.png"
        try Headless.withSDL { try PNGWriter.write(Self.marked, to: png) }
        let webp = dir.path + "/photo.webp"
        _ = try ClipMaker.run([
            "-f", "lavfi", "-i", "nullsrc=size=320x240,geq=lum='random(1)*255':cb=128:cr=128", "-frames:v", "1", "-c:v", "libwebp", "-quality", "90", webp,
        ])
        let cache = RecordingCache()
        try Self.prepare([png, webp], into: cache)
        for path in [png, webp] {
            let copy = try #require(cache.copies[PhotoPath(path)], "a copy of \(path)")
            let header = try ImageHeader.parse(bytes: copy.jpeg)
            #expect(header.format == .jpeg && header.width == 80 && header.height == 60, "\(path): \(header)")
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            #expect(copy.jpeg.count < size, "\(path): \(copy.jpeg.count) of \(size) bytes")
        }
    }

    @Test func transparencyMotionAndGIFsAreKeptAsTheyCame() throws {
        let dir = try TemporaryTree()
        // A PNG that is really see-through (a JPEG has no alpha).
        let clear = dir.path + "/clear.png"
        var pixels = Self.marked
        for y in 0..<240 { for x in 160..<320 { pixels[x, y] = Color(0, 0, 255, 100) } }
        try Headless.withSDL { try PNGWriter.write(pixels, to: clear) }
        // A Live Photo: its still beside its MOV.
        let live = dir.path + "/IMG_3.heic"
        try HEIFEncoder.write(Self.marked, to: live)
        try ClipMaker.make(dir.path + "/IMG_3.MOV", width: 160, height: 120, rate: 10, seconds: 1)
        // A Motion Photo: a JPEG whose XMP names the MP4 appended to it.
        let clip = dir.path + "/clip.tmp"
        try ClipMaker.make(clip, width: 160, height: 120, rate: 10, seconds: 1, extra: ["-f", "mp4"])
        let video = try [UInt8](Data(contentsOf: URL(fileURLWithPath: clip)))
        let still = try JPEGEncoder.encode(Self.marked)
        let xmp = "<x:xmpmeta><rdf:Description GCamera:MotionPhoto=\"1\" GCamera:MicroVideoOffset=\"\(video.count)\"/></x:xmpmeta>"
        let packet = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(xmp.utf8)
        let app1: [UInt8] = [0xFF, 0xE1, UInt8((packet.count + 2) >> 8), UInt8((packet.count + 2) & 0xFF)] + packet
        let motion = try dir.file("PXL_4.MP.jpg", Array(still[0..<2]) + app1 + Array(still[2...]) + video)
        #expect(MotionPhoto.videoRange(of: PhotoPath(motion)) != nil, "the fixture is a Motion Photo")
        let gif = try dir.file("photo.gif", ImageFileBuilder.file(.gif, width: 320, height: 240))

        let cache = RecordingCache()
        try Self.prepare([clear, live, motion, gif], into: cache)
        #expect(cache.copies.isEmpty, "\(cache.copies.keys)")

        // The same Live Photo still without its MOV is copied (the check is the motion, not the name).
        try FileManager.default.removeItem(atPath: dir.path + "/IMG_3.MOV")
        try Self.prepare([live], into: cache)
        #expect(cache.copies[PhotoPath(live)] != nil)
    }
}
