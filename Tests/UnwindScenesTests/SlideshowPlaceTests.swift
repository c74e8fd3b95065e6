import Foundation
import Testing
import UnwindDraw
import UnwindLocalization
import UnwindScenes
import UnwindSlideshow
import UnwindTestSupport

/// Captions name where a photo was taken: its GPS position, looked up in the bundled
/// gazetteer on the decode thread, joins the date on the caption's last line.
@Suite struct SlideshowPlaceTests {
    static func captionTexts(overlay: [SlideshowConfig.OverlayItem], gps: (latitude: Double, longitude: Double)?) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-place-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ExifJPEG.write(to: folder.appendingPathComponent("Lisbon 2023/tram.jpg").path, taken: "2023:11:24 09:15:00", gps: gps)
        var config = SlideshowTestSupport.config(interval: 100)
        config.overlay = overlay
        let scene = SlideshowScene(roots: [folder.path], config: config, catalog: .english)
        let size = Size(width: 640, height: 480)
        var texts: [String] = []
        try SlideshowTestSupport.run(scene, size: size, frames: 6) { _, _ in
            texts = scene.draw(alpha: 0, size: size).commands.compactMap { if case .text(let run) = $0, run.color == .white { run.string } else { nil } }
        }
        return texts
    }

    @Test func thePlaceJoinsTheDate() throws {
        let texts = try Self.captionTexts(overlay: [.date, .place], gps: (38.7139, -9.1394))
        #expect(texts.contains { $0.hasSuffix(" · Lisbon, Portugal") && $0.contains("2023") }, "\(texts)")
    }

    @Test func theAlbumIsNotAPlace() throws {
        #expect(try Self.captionTexts(overlay: [.place], gps: (38.7139, -9.1394)) == ["Lisbon, Portugal"])
        #expect(try Self.captionTexts(overlay: [.album, .place], gps: nil) == ["Lisbon 2023"], "no GPS: no place line")
        #expect(try Self.captionTexts(overlay: [.date], gps: (38.7139, -9.1394)).allSatisfy { !$0.contains("Lisbon") }, "place not asked for")
    }
}
