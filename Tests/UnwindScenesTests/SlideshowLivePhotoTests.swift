import Foundation
import Testing
import UnwindCodecs
import UnwindDraw
import UnwindScenes
import UnwindSlideshow
import UnwindTestSupport

/// Live Photos (a still and the MOV of the same name) and Motion Photos (a JPEG with its MP4
/// appended and named in its XMP) are one item: the motion plays over the still when it comes
/// on screen, once (then the still) or in a loop; the MOV is never an item of its own.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct SlideshowLivePhotoTests {
    static let size = Size(width: 160, height: 120)

    /// A red JPEG still, optionally with an XMP packet naming an appended MP4.
    static func still(xmpOffset: Int? = nil) throws -> [UInt8] {
        let jpeg = try JPEGEncoder.encode(PixelBuffer(width: 160, height: 120, fill: Color(255, 0, 0)))
        guard let xmpOffset else { return jpeg }
        let xmp = "<x:xmpmeta><rdf:Description GCamera:MotionPhoto=\"1\" GCamera:MicroVideoOffset=\"\(xmpOffset)\"/></x:xmpmeta>"
        let packet = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(xmp.utf8)
        let app1: [UInt8] = [0xFF, 0xE1, UInt8((packet.count + 2) >> 8), UInt8((packet.count + 2) & 0xFF)] + packet
        return Array(jpeg[0..<2]) + app1 + Array(jpeg[2...])
    }

    /// Runs a show of `dir`; returns the report and, per frame, whether the screen's middle is
    /// the red still (else the motion is playing there).
    static func show(_ dir: String, mode: SlideshowConfig.LivePhotoMode) throws -> (SlideshowReport, [String: [Bool]]) {
        var config = SlideshowTestSupport.config(interval: 3)
        config.transitions = ["crossfade"]
        config.livePhotos = mode
        let scene = SlideshowScene(roots: [dir], config: config)
        var still: [String: [Bool]] = [:]
        try SlideshowTestSupport.run(scene, size: Self.size, frames: 30 * 7) { _, renderer in
            guard !scene.isTransitioning, scene.fullyShownCount > 0, let name = scene.currentPath?.lastComponent.description else { return }
            let middle = try renderer.readPixels()[40, 60]
            still[name, default: []].append(middle.r > 200 && middle.g < 40 && middle.b < 40)
        }
        return (scene.report, still)
    }

    /// The first frames show the motion, then the still stays for a second or more.
    static func playsThenRests(_ frames: [Bool]) -> Bool {
        guard frames.first == false, let rest = frames.firstIndex(of: true), rest + 30 <= frames.count else { return false }
        return frames[rest..<rest + 30].allSatisfy { $0 }
    }

    @Test(arguments: [SlideshowConfig.LivePhotoMode.once, .loop, .off])
    func aLivePhotoPlaysItsMotionThenRestsOnTheStill(mode: SlideshowConfig.LivePhotoMode) throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(Self.still()).write(to: URL(fileURLWithPath: dir + "/IMG_1.JPG"))
        try ClipMaker.make(dir + "/IMG_1.MOV", width: 160, height: 120, rate: 10, seconds: 1)
        try SlideshowTestSupport.photo(dir + "/z.png", Color(0, 0, 255), size: Self.size)
        let (report, still) = try Self.show(dir, mode: mode)
        let names = report.shown.map { $0.lastComponent.description }
        #expect(names.prefix(2) == ["IMG_1.JPG", "z.png"], "the MOV is no item of its own: \(names)")
        let frames = try #require(still["IMG_1.JPG"])
        switch mode {
        case .once:
            #expect(Self.playsThenRests(frames), "the motion plays, then the still stays: \(frames)")
            #expect(report.clips.first?.path.lastComponent.description == "IMG_1.JPG", "listed under the still: \(report.clips)")
        case .loop:
            #expect(frames.filter { !$0 }.count > frames.count / 2, "the motion keeps playing: \(frames)")
        case .off:
            #expect(frames.allSatisfy { $0 } && report.clips.isEmpty, "the still only: \(frames)")
        }
        #expect(abs(report.shownAt[1] - report.shownAt[0] - 3) < 0.2, "the photo keeps its interval: \(report.shownAt)")
    }

    @Test func aLivePhotoWhoseMOVWasRenamedIsPairedByContentIdentifier() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let identifier = "9C1D2E3F-4A5B-4C6D-8E7F-0123456789AB"
        try Data(AppleLivePhoto.still(try Self.still(), identifier: identifier)).write(to: URL(fileURLWithPath: dir + "/IMG_1.JPG"))
        try ClipMaker.make(
            dir + "/live-export-0042.MOV", width: 160, height: 120, rate: 10, seconds: 1,
            extra: AppleLivePhoto.movieArguments(identifier: identifier) + ["-f", "mov"])
        try SlideshowTestSupport.photo(dir + "/z.png", Color(0, 0, 255), size: Self.size)
        let (report, still) = try Self.show(dir, mode: .once)
        let names = report.shown.map { $0.lastComponent.description }
        #expect(names.prefix(2) == ["IMG_1.JPG", "z.png"] && !names.contains("live-export-0042.MOV"), "the MOV is no item of its own: \(names)")
        let frames = try #require(still["IMG_1.JPG"])
        #expect(Self.playsThenRests(frames), "the motion plays, then the still stays: \(frames)")
        #expect(report.clips.first?.path.lastComponent.description == "IMG_1.JPG", "listed under the still: \(report.clips)")
    }

    @Test func aMotionPhotoPlaysTheMP4InsideItsJPEG() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clip = dir + "/clip.tmp"
        try ClipMaker.make(clip, width: 160, height: 120, rate: 10, seconds: 1, extra: ["-f", "mp4"])
        let video = try [UInt8](Data(contentsOf: URL(fileURLWithPath: clip)))
        try FileManager.default.removeItem(atPath: clip)
        try Data(Self.still(xmpOffset: video.count) + video).write(to: URL(fileURLWithPath: dir + "/PXL_1.MP.jpg"))
        try SlideshowTestSupport.photo(dir + "/z.png", Color(0, 0, 255), size: Self.size)
        let (report, still) = try Self.show(dir, mode: .once)
        let frames = try #require(still["PXL_1.MP.jpg"])
        #expect(Self.playsThenRests(frames), "the embedded motion plays, then the still: \(frames)")
        #expect(report.clips.first?.path.lastComponent.description == "PXL_1.MP.jpg" && (report.clips.first?.framesShown ?? 0) >= 8, "\(report.clips)")
    }
}
