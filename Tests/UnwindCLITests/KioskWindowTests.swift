import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// The kiosk in a real X window (Xvfb, with and without a window manager), checked from
/// outside: screenshots of the root window, close requests sent through the window
/// manager, signals, and what the log says.
@Suite(.serialized, .enabled(if: XClient.isAvailable, "needs Xvfb, openbox, wmctrl, xdotool and ImageMagick (scripts/setup.sh)"))
struct KioskWindowTests {
    /// A 160×100 photo in three bands: green on top (rows 0–9), red, blue at the bottom
    /// (rows 90–99). Filled onto a 1280×800 screen, the bands cover rows 0–79 and 720–799.
    static func bandedPhoto(in tree: TemporaryTree) throws -> String {
        var pixels = PixelBuffer(width: 160, height: 100, fill: Color(210, 40, 40))
        for y in 0..<100 where y < 10 || y >= 90 {
            for x in 0..<160 { pixels[x, y] = y < 10 ? Color(30, 200, 60) : Color(40, 60, 220) }
        }
        let path = tree.root.appendingPathComponent("banded.png").path
        try Headless.withSDL { try PNGWriter.write(pixels, to: path) }
        return path
    }

    /// Where the banded photo, filling the whole screen, must show which band; the names of
    /// the points that do not.
    static func misplacedBands(in shot: PixelBuffer) -> [String] {
        let w = shot.width, h = shot.height
        let green = Color(30, 200, 60), red = Color(210, 40, 40), blue = Color(40, 60, 220)
        let points: [(String, Int, Int, Color)] = [
            ("top-left corner", 1, 1, green), ("top-right corner", w - 2, 1, green), ("top row, centre", w / 2, 0, green),
            ("row 40", w / 4, 40, green), ("centre", w / 2, h / 2, red),
            ("bottom-left corner", 1, h - 2, blue), ("bottom-right corner", w - 2, h - 2, blue), ("bottom row, centre", w / 2, h - 1, blue),
        ]
        return points.compactMap { name, x, y, expected in
            let got = shot[x, y]
            let close = abs(Int(got.r) - Int(expected.r)) <= 40 && abs(Int(got.g) - Int(expected.g)) <= 40 && abs(Int(got.b) - Int(expected.b)) <= 40
            return close ? nil : "\(name) (\(x), \(y)): expected \(expected), got \(got)"
        }
    }

    /// Fullscreen slideshow of the banded photo on a 1280×800 screen; returns the points
    /// where the photo does not fill the screen as it should (empty: it does).
    private func fullscreenMismatches(withWindowManager: Bool) throws -> (mismatches: [String], log: String) {
        let tree = try TemporaryTree()
        let photo = try Self.bandedPhoto(in: tree)
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        let x = XClient(server: server)
        let manager = withWindowManager ? try x.startWindowManager() : nil
        defer { manager.map { kill($0.processIdentifier, SIGKILL) } }
        let show = try WindowedUnwind(["slideshow", "--verbose", "--fit", "fill", "--interval", "600", photo], on: server)
        var mismatches = ["no screenshot taken"]
        try? waitFor("the photo to fill the screen", seconds: 20) {
            mismatches = Self.misplacedBands(in: try x.screenshot())
            return mismatches.isEmpty || !show.isRunning
        }
        let took = show.terminate()
        #expect(took != nil, "the show ends on SIGTERM")
        return (mismatches, show.log)
    }

    @Test func fullscreenCoversTheScreenWithoutAWindowManager() throws {
        let (mismatches, log) = try fullscreenMismatches(withWindowManager: false)
        #expect(mismatches.isEmpty, "bare X: the photo must fill all 1280×800, top and bottom rows included: \(mismatches); log: \(log)")
    }

    @Test func fullscreenCoversTheScreenUnderAWindowManager() throws {
        let (mismatches, log) = try fullscreenMismatches(withWindowManager: true)
        #expect(mismatches.isEmpty, "openbox: the photo must fill all 1280×800: \(mismatches); log: \(log)")
    }

    @Test func kioskRefusesTheWindowManagersCloseRequests() throws {
        let server = try XvfbServer(width: 640, height: 400)
        defer { server.stop() }
        let x = XClient(server: server)
        let manager = try x.startWindowManager()
        defer { kill(manager.processIdentifier, SIGKILL) }
        let show = try WindowedUnwind(["slideshow", "--kiosk", "--interval", "600"], on: server)
        try waitFor("the slideshow window") { x.window(named: "Unwind slideshow") != nil }
        // wmctrl finds the window only once the window manager manages it, a moment after
        // it exists; until then `wmctrl -c` exits 1.
        try waitFor("wmctrl to send the close request") { (try? x.run("/usr/bin/wmctrl", ["-c", "Unwind slideshow"])) != nil }
        let refusal = "refused a close request from the window manager"
        try? waitFor("the first refusal in the log", seconds: 10) { show.log.contains(refusal) }
        // Alt+F4 closes the window that has the focus; on a loaded machine openbox may not have
        // moved the focus yet when the key arrives, so the key is pressed again (up to five
        // times) until a close request reaches the show.
        for _ in 0..<5 where show.log.components(separatedBy: refusal).count - 1 < 2 {
            if let id = x.window(named: "Unwind slideshow") {
                try? x.run("/usr/bin/xdotool", ["windowactivate", "--sync", id, "key", "--clearmodifiers", "alt+F4"])
            }
            try? waitFor("the second refusal in the log", seconds: 3) { show.log.components(separatedBy: refusal).count - 1 >= 2 }
        }
        let refusals = show.log.components(separatedBy: refusal).count - 1
        #expect(show.isRunning, "a kiosk survives wmctrl -c and Alt+F4; log: \(show.log)")
        #expect(refusals >= 2, "each close request is refused with a log line, found \(refusals); log: \(show.log)")
        let took = show.terminate()
        #expect(took.map { $0 < 1 } == true, "SIGTERM still ends the kiosk within a second, took \(String(describing: took)) s")
        #expect(show.process.terminationStatus == 0, "clean exit on SIGTERM, status \(show.process.terminationStatus)")
    }

    @Test func aCloseRequestEndsAnUnlockedShow() throws {
        let server = try XvfbServer(width: 640, height: 400)
        defer { server.stop() }
        let x = XClient(server: server)
        let manager = try x.startWindowManager()
        defer { kill(manager.processIdentifier, SIGKILL) }
        let show = try WindowedUnwind(["slideshow", "--interval", "600"], on: server)
        try waitFor("the slideshow window") { x.window(named: "Unwind slideshow") != nil }
        // As above: retried while the window manager has not yet given the window the focus
        // (or not yet mapped it, when `windowactivate` fails).
        for _ in 0..<5 where show.isRunning {
            if let id = x.window(named: "Unwind slideshow") {
                try? x.run("/usr/bin/xdotool", ["windowactivate", "--sync", id, "key", "--clearmodifiers", "alt+F4"])
            }
            try? waitFor("the show to end", seconds: 3) { !show.isRunning }
        }
        #expect(!show.isRunning, "Alt+F4 ends a show that is not locked; log: \(show.log)")
        if !show.isRunning {
            #expect(show.process.terminationStatus == 0, "a close is a clean exit, status \(show.process.terminationStatus)")
        }
        #expect(!show.log.contains("refused"), "nothing is refused without --kiosk; log: \(show.log)")
    }

    @Test func eachRenderDriverThatFailsIsNamedWithItsReason() throws {
        // No GLX on the server: what a board with a missing GLX visual looks like to SDL.
        let server = try XvfbServer(width: 320, height: 200, arguments: ["-extension", "GLX"])
        defer { server.stop() }
        let show = try WindowedUnwind(["slideshow", "--windowed", "--verbose", "--size", "320x200"], on: server)
        // "] renderer: " is the chosen renderer's line; a bare "renderer: " also matches the
        // logger's label ("unwind.renderer: ") on the failed drivers' lines written before it.
        try? waitFor("the renderer line in the log") { show.log.contains("] renderer: ") || !show.isRunning }
        let log = show.log
        #expect(show.isRunning, "the show falls back to software and runs; log: \(log)")
        #expect(log.contains("render driver opengl did not start: GLX"), "the OpenGL driver is named with SDL's reason; log: \(log)")
        #expect(log.contains("no accelerated renderer (opengl: GLX"), "the summary names each driver and its reason; log: \(log)")
        #expect(!log.contains("Couldn't find matching render driver"), "not SDL's generic summary; log: \(log)")
        #expect(log.contains("renderer: software"), "the software renderer takes over; log: \(log)")
        #expect(show.terminate() != nil, "and SIGTERM ends it")
    }

    @Test func windowedReportHasFrameIntervalsAndCapturesReadBeforePresent() throws {
        let tree = try TemporaryTree()
        let red = tree.root.appendingPathComponent("a-red.png").path, blue = tree.root.appendingPathComponent("b-blue.png").path
        try Headless.withSDL {
            try PNGWriter.write(PixelBuffer(width: 160, height: 100, fill: Color(220, 30, 30)), to: red)
            try PNGWriter.write(PixelBuffer(width: 160, height: 100, fill: Color(30, 30, 220)), to: blue)
        }
        let captures = tree.root.appendingPathComponent("captures").path, report = tree.root.appendingPathComponent("show.json").path
        let server = try XvfbServer(width: 640, height: 400)
        defer { server.stop() }
        let show = try WindowedUnwind(
            [
                "slideshow", "--windowed", "--size", "320x200", "--interval", "1", "--order", "name", "--transitions", "crossfade",
                "--fit", "fill", "--report", report, "--capture", captures, red, blue,
            ], on: server)
        let first = "\(captures)/photo-00001.png", second = "\(captures)/photo-00002.png"
        try? waitFor("two captures", seconds: 30) { FileManager.default.fileExists(atPath: second) || !show.isRunning }
        Thread.sleep(forTimeInterval: 0.5)
        #expect(show.terminate() != nil, "SIGTERM ends the windowed show; log: \(show.log)")
        #expect(show.process.terminationStatus == 0, "clean exit writes the report; log: \(show.log)")

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        let frames = try #require(json?["frames"] as? [String: Any], "report has frames: \(String(describing: json))")
        let intervals = try #require(json?["frameIntervals"] as? [String: Any], "a windowed report has frameIntervals: \(String(describing: json))")
        let frameCount = frames["count"] as? Int ?? 0, intervalCount = intervals["count"] as? Int ?? 0
        #expect(intervalCount > 0, "the crossfade's frames were drawn back to back: \(intervals)")
        #expect(frameCount > intervalCount, "the first frame after a still has no interval: \(frameCount) frames, \(intervalCount) intervals")
        #expect((intervals["p50"] as? Double ?? 0) > 0, "intervals are wall time: \(intervals)")

        let centres = try Headless.withSDL {
            try [first, second].map { try ImageDecoder.decode(path: $0).pixelBuffer()[160, 100] }
        }
        #expect(centres == [Color(220, 30, 30), Color(30, 30, 220)], "captures hold the frames shown: red, then blue, got \(centres)")
    }
}
