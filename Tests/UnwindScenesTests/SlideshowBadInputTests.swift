import Foundation
import Testing
import UnwindDraw
import UnwindPhotos
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// A corpus of files that must not stop the show: each is skipped once with a reason and
/// the good photos keep coming.
@Suite struct SlideshowBadInputTests {
    @Test func badFilesAreSkippedWithReasonsAndTheShowGoesOn() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a-good.png", Color(200, 0, 0))
        try SlideshowTestSupport.photo(dir + "/z-good.png", Color(0, 0, 200))
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: SlideshowTestSupport.fixtures + "/exif/orientation-1.jpg"))
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/a-good.png"))
        try jpeg.prefix(jpeg.count / 2).write(to: URL(fileURLWithPath: dir + "/b-truncated.jpg"))
        try png.prefix(60).write(to: URL(fileURLWithPath: dir + "/c-truncated.png"))
        try Data().write(to: URL(fileURLWithPath: dir + "/d-zero.jpg"))
        try Data("this is not a picture\n".utf8).write(to: URL(fileURLWithPath: dir + "/e-text.jpg"))
        var bomb: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bomb += [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(bomb).write(to: URL(fileURLWithPath: dir + "/f-bomb.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/g-broken.jpg", withDestinationPath: dir + "/gone.jpg")
        try FileManager.default.createDirectory(atPath: dir + "/h-folder.jpg", withIntermediateDirectories: true)
        let badName = Array(dir.utf8) + Array("/i-bad-".utf8) + [0xC3, 0x28] + Array(".jpg".utf8)
        let fd = open(badName.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        close(fd)
        try SlideshowTestSupport.photo(dir + "/j-locked.png", Color(0, 200, 0))
        chmod(dir + "/j-locked.png", 0)
        let rootReadsAnyway = FileManager.default.isReadableFile(atPath: dir + "/j-locked.png")

        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(interval: 0.5))
        try SlideshowTestSupport.run(scene, frames: 30 * 20)
        let report = scene.report
        let reasons = Dictionary(report.skipped.map { ($0.path.lastComponent.description, $0.reason) }, uniquingKeysWith: { a, _ in a })
        let expected: [(String, String)] = [
            ("b-truncated.jpg", "truncated"), ("c-truncated.png", ""), ("d-zero.jpg", "empty"), ("e-text.jpg", ""),
            ("f-bomb.png", "30000×30000"), ("g-broken.jpg", "broken symbolic link"),
        ]
        for (name, words) in expected {
            #expect(reasons[name] != nil, "\(name) must be skipped; skipped: \(reasons)")
            if let reason = reasons[name], !words.isEmpty { #expect(reason.contains(words), "\(name): reason '\(reason)' should mention '\(words)'") }
        }
        #expect(reasons.keys.contains { $0.hasPrefix("i-bad-") }, "the non-UTF-8 name is skipped: \(reasons.keys.sorted())")
        if !rootReadsAnyway {
            #expect(reasons["j-locked.png"] != nil, "an unreadable file is skipped: \(reasons)")
        }
        #expect(report.skipped.count == Set(report.skipped.map(\.path)).count, "each file is reported once: \(report.skipped)")
        let shownNames = Set(report.shown.map { $0.lastComponent.description })
        #expect(shownNames.isSuperset(of: ["a-good.png", "z-good.png"]), "good photos shown: \(shownNames)")
        #expect(report.shown.count >= 6, "the show went on past the bad files: \(report.shown.count) changes")
        #expect(shownNames.isSubset(of: ["a-good.png", "z-good.png", "j-locked.png"]), "nothing bad was shown: \(shownNames)")
        chmod(dir + "/j-locked.png", 0o644)
    }

    @Test func emptyFolderShowsAMessageAndPicksUpNewPhotos() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var config = SlideshowTestSupport.config(interval: 1)
        config.rescanInterval = 2
        let scene = SlideshowScene(roots: [dir], config: config)
        var states: [ShowState] = []
        var textDrawn = false
        try Headless.withRenderer(Size(width: 64, height: 48)) { renderer in
            try Runner(headless: renderer).runHeadless(
                scene, fps: 30, maxFrames: 30 * 12,
                onFrame: { frame, _ in
                    states.append(scene.state)
                    if frame == 10 {
                        textDrawn = scene.draw(alpha: 0, size: Size(width: 64, height: 48)).commands.contains {
                            if case .text(let run) = $0 { run.string.contains("No photos") } else { false }
                        }
                    }
                    if frame == 30 * 4 { try SlideshowTestSupport.photo(dir + "/late.png", Color(0, 0, 255)) }
                })
        }
        #expect(states.first == .empty, "starts empty: \(String(describing: states.first))")
        #expect(textDrawn, "an empty folder draws a message")
        #expect(scene.report.shown == [PhotoPath(dir + "/late.png")], "a photo added later is picked up: \(scene.report.shown)")
    }

    @Test func deletedFilesAreSkippedAndTheShowContinues() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (i, c) in [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(255, 255, 0)].enumerated() {
            try SlideshowTestSupport.photo(dir + "/p\(i).png", c)
        }
        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(interval: 1))
        // p3, the fourth: a headless show decodes two ahead from the start (p0, p1 and p2), so
        // a file deleted before its decode is asked for is the one after those.
        try SlideshowTestSupport.run(scene, frames: 30 * 12) { frame, _ in
            if frame == 5 { try FileManager.default.removeItem(atPath: dir + "/p3.png") }
        }
        let names = scene.report.shown.map { $0.lastComponent.description }
        #expect(!names.contains("p3.png"), "the deleted photo never shows: \(names)")
        #expect(names.starts(with: ["p0.png", "p1.png", "p2.png", "p0.png"]), "the show goes on: \(names)")
        #expect(scene.report.skipped.map(\.path) == [PhotoPath(dir + "/p3.png")], "skipped: \(scene.report.skipped)")
    }
}

extension SlideshowBadInputTests {
    /// Every entry under a folder with its size and modification time.
    static func snapshot(_ dir: String) throws -> [String: String] {
        var out: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: dir)
        while let name = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: dir + "/" + name)
            out[name] = "\(attributes[.size] ?? "-") \(attributes[.modificationDate] ?? "-")"
        }
        return out
    }

    @Test func photoFoldersAreNeverWritten() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (i, c) in [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255)].enumerated() {
            try SlideshowTestSupport.photo(dir + "/p\(i).png", c)
        }
        try FileManager.default.copyItem(atPath: SlideshowTestSupport.fixtures + "/exif/orientation-6.jpg", toPath: dir + "/rotated.jpg")
        try Data("junk".utf8).write(to: URL(fileURLWithPath: dir + "/junk.jpg"))
        let before = try Self.snapshot(dir)
        var config = SlideshowTestSupport.config(interval: 0.5)
        config.rescanInterval = 1
        let scene = SlideshowScene(roots: [dir], config: config)
        try SlideshowTestSupport.run(scene, frames: 30 * 10)
        #expect(scene.report.shown.count >= 8, "the show ran: \(scene.report.shown.count) changes")
        #expect(try Self.snapshot(dir) == before, "nothing in the photo folder was created, changed or removed")
    }
}

/// Linux file names are bytes: a photo named in Latin-1 is shown like any other.
@Suite struct SlideshowFileNameTests {
    @Test func aPhotoWhoseNameIsNotUTF8IsShown() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/a.png", Color(255, 0, 0))
        // Written under a UTF-8 name, then renamed to the Latin-1 bytes "caf\xE9.png".
        try SlideshowTestSupport.photo(dir + "/tmp.png", Color(0, 0, 255))
        let latin1 = PhotoPath(bytes: Array((dir + "/caf").utf8) + [0xE9] + Array(".png".utf8))
        let renamed = PhotoPath(dir + "/tmp.png").withCString { from in latin1.withCString { to in rename(from, to) } }
        #expect(renamed == 0, "renaming to a Latin-1 name")
        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(interval: 1))
        var sawBlue = false
        try SlideshowTestSupport.run(scene, frames: 30 * 5) { _, renderer in
            if try renderer.readPixels()[32, 24] == Color(0, 0, 255) { sawBlue = true }
        }
        #expect(scene.report.skipped.isEmpty, "nothing skipped: \(scene.report.skipped)")
        #expect(scene.report.shown.contains(latin1), "the Latin-1 photo is shown: \(scene.report.shown)")
        #expect(sawBlue, "its pixels reach the screen")
        let json = String(decoding: try JSONEncoder().encode(scene.report), as: UTF8.self)
        #expect(json.contains("caf\\\\xE9.png"), "the report escapes the byte: \(json)")
    }
}
