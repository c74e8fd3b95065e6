import Foundation
import Testing
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Files that come back: a photo caught half-copied is shown once the copy finishes, and a
/// photo folder that vanishes for a few seconds (a NAS, a USB disk) returns whole.
@Suite struct SlideshowRecoveryTests {
    static let colors = [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(255, 255, 0), Color(0, 255, 255), Color(255, 0, 255)]

    @Test func aPhotoCaughtHalfCopiedIsShownOnceTheCopyFinishes() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0))
        try SlideshowTestSupport.photo(dir + "/b.png", Color(0, 255, 0))
        try SlideshowTestSupport.photo(dir + "/full.png", Color(0, 0, 255))
        let full = try Data(contentsOf: URL(fileURLWithPath: dir + "/full.png"))
        try FileManager.default.removeItem(atPath: dir + "/full.png")
        try full.prefix(full.count / 2).write(to: URL(fileURLWithPath: dir + "/c.png"))
        var config = SlideshowTestSupport.config(interval: 0.5)
        config.rescanInterval = 2
        let scene = SlideshowScene(roots: [dir], config: config)
        var skippedWhileHalf: [SkippedFile] = []
        try SlideshowTestSupport.run(scene, frames: 30 * 12) { frame, _ in
            if frame == 30 * 5 {
                skippedWhileHalf = scene.report.skipped
                try full.write(to: URL(fileURLWithPath: dir + "/c.png"))
            }
        }
        #expect(skippedWhileHalf.map(\.path) == [PhotoPath(dir + "/c.png")], "half-copied: skipped, \(skippedWhileHalf)")
        let shown = scene.report.shown.map { $0.lastComponent.description }
        #expect(shown.contains("c.png"), "shown after the copy finished: \(shown)")
        #expect(scene.report.skipped.isEmpty, "not skipped any more: \(scene.report.skipped)")
    }

    /// Issue 16's story end to end: 13 photos, the folder moved away for 8 s and back.
    @Test func aFolderMovedAwayForEightSecondsIsBackWholeWithinOneRescan() throws {
        let parent = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let dir = parent + "/nas", away = parent + "/nas-away"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for i in 0..<13 { try SlideshowTestSupport.photo(dir + "/p\(String(format: "%02d", i)).png", Self.colors[i % Self.colors.count]) }
        var config = SlideshowTestSupport.config(interval: 0.5)
        config.rescanInterval = 30
        let scene = SlideshowScene(roots: [dir], config: config)
        var knownAfterReturn: [Int] = []
        var shownBeforeBack = 0
        let fps = 30
        try SlideshowTestSupport.run(scene, frames: fps * 40) { frame, _ in
            if frame == fps * 3 { try FileManager.default.moveItem(atPath: dir, toPath: away) }
            if frame == fps * 11 {
                try FileManager.default.moveItem(atPath: away, toPath: dir)
                shownBeforeBack = scene.report.shown.count
            }
            if frame > fps * 11 { knownAfterReturn.append(scene.session.status.photosKnown) }
        }
        let firstWhole = knownAfterReturn.firstIndex(of: 13)
        #expect(
            firstWhole != nil && (firstWhole ?? .max) <= fps * 5 + 1,
            "all 13 back in the cycle within one rescan (5 s while photos are missing): after \(String(describing: firstWhole)) frames")
        let after = scene.report.shown.dropFirst(shownBeforeBack)
        #expect(Set(after).count == 13, "every photo shown again after the folder returned: \(Set(after).count) distinct")
        #expect(scene.report.skipped.isEmpty, "no photo left skipped: \(scene.report.skipped)")
    }
}
