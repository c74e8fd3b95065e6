import Foundation
import Testing
import UnwindTestSupport

/// The library index in the running show, end to end: a restart carries on the cycle, a photo
/// added while a show runs in a window joins it (inotify, with rescans off), and memories come
/// first with their caption.
@Suite struct SlideshowLibraryTests {
    static func shown(_ report: String) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        return (json?["shown"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent }
    }

    @Test func aStoppedAndRestartedShowContinuesItsCycleWithoutRepeats() throws {
        let state = try TemporaryTree()
        let photos = UnwindProcess.repositoryRoot.path + "/Assets/photos"
        let count = try FileManager.default.contentsOfDirectory(atPath: photos).filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.count
        func run(_ seed: String, _ report: String) throws -> [String] {
            let result = try UnwindProcess.run([
                "slideshow", photos, "--headless", "--size", "96x54", "--run-for", "9", "--interval", "2", "--transitions", "crossfade",
                "--speedy", "--seed", seed, "--state-dir", state.path, "--report", state.path + "/" + report,
            ])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            return try Self.shown(state.path + "/" + report)
        }
        let first = try run("1", "first.json")
        let second = try run("2", "second.json")
        let rest = Array(second.prefix(count - first.count))
        #expect(first.count >= 3 && first.count < count, "the first run stops inside its cycle: \(first)")
        #expect(Set(first).isDisjoint(with: rest), "no photo of the first run comes again before the cycle ends: \(first) then \(second)")
        #expect(Set(first + rest).count == count, "the restarted show finishes the same cycle: \(first) then \(rest)")
        #expect(FileManager.default.fileExists(atPath: state.path + "/library.sqlite"))
    }

    @Test func aHeadlessRunWithoutAStateFolderKeepsNoIndex() throws {
        let home = try TemporaryTree()
        let result = try UnwindProcess.run(
            ["slideshow", "Assets/photos", "--headless", "--size", "64x36", "--run-for", "2"],
            environment: ["XDG_STATE_HOME": home.path, "HOME": home.path, "STATE_DIRECTORY": ""])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: home.path)
        #expect(written.isEmpty, "a headless run writes nothing to the state folder: \(written)")
    }

    @Test func onThisDayShowsTheDaysPhotosFirstWithTheirCaption() throws {
        let folders = try LibraryCommandTests.Folders()
        func run(_ extra: [String], _ name: String) throws -> (shown: [String], captures: String) {
            let capture = folders.state.path + "/" + name
            let report = capture + ".json"
            let result = try UnwindProcess.run(
                [
                    "slideshow", folders.photos.path, "--headless", "--size", "320x180", "--run-for", "7", "--interval", "2",
                    "--order", "on-this-day", "--today", "2024-06-01", "--exclude", "Screenshots", "--seed", "3", "--report", report,
                    "--capture", capture, "--index", "off", "--transitions", "lively", "--fade-in", "0",
                ] + extra)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            return (try Self.shown(report), capture)
        }
        let plain = try run([], "plain")
        let captioned = try run(["--overlay", "memory"], "memory")
        #expect(captioned.shown.starts(with: ["picnic.jpg", "birthday.jpg"]), "memories first, newest year first: \(captioned.shown)")
        #expect(captioned.shown == plain.shown)
        func png(_ folder: String, _ index: Int) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: folder + "/photo-\(String(format: "%05d", index)).png"))
        }
        // Every photo is the same blue picture: only a caption can tell two captures apart.
        #expect(try png(captioned.captures, 1) != png(plain.captures, 1), "the 2021 photo says \"3 years ago today\"")
        #expect(try png(captioned.captures, 2) != png(plain.captures, 2), "the 2019 photo says \"5 years ago today\"")
        #expect(try png(captioned.captures, 3) == png(plain.captures, 3), "a photo from another day has no caption")
    }
}

/// A photo copied into the folder of a show running in a window joins the show, with
/// rescans off: the library index hears of it from inotify.
@Suite(.serialized, .enabled(if: XvfbServer.isAvailable, "needs Xvfb (apt-get install xvfb)"))
struct SlideshowLibraryWindowTests {
    @Test func aPhotoAddedWhileTheShowRunsJoinsIt() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let photos = try TemporaryTree()
        try ExifJPEG.write(to: photos.path + "/a.jpg", taken: nil)
        try ExifJPEG.write(to: photos.path + "/b.jpg", taken: nil)
        let report = photos.path + ".report.json"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let show = try WindowedUnwind(
            [
                "slideshow", photos.path, "--windowed", "--size", "160x90", "--interval", "1", "--order", "name", "--speedy",
                "--rescan-interval", "0", "--report", report, "--verbose",
            ], on: server)
        let deadline = Date().addingTimeInterval(30)
        while !show.log.contains("slideshow: 2 photos"), Date() < deadline, show.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        Thread.sleep(forTimeInterval: 1.5)
        try ExifJPEG.write(to: photos.path + "/c.jpg", taken: nil)
        while !show.log.contains("rescan: 1 new"), Date() < deadline, show.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        Thread.sleep(forTimeInterval: 5)
        #expect(show.terminate() != nil, "log: \(show.log)")
        #expect(show.log.contains("rescan: 1 new, 0 gone"), "inotify brought the new photo in: \(show.log)")
        let shown = try SlideshowLibraryTests.shown(report)
        #expect(shown.contains("c.jpg"), "shown: \(shown)")
    }
}
