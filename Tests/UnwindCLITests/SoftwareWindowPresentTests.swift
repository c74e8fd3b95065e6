import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// The software renderer's window present through Unwind's own X11 shared-memory image
/// (`X11WindowImage`): a frame copies and puts only what it wrote and the server is not
/// waited for, so the screen must still show every photo whole, corners included, after
/// transitions that redraw only part of it. Checked from outside, with root screenshots.
@Suite(.serialized, .enabled(if: XClient.isAvailable, "needs Xvfb, openbox, wmctrl, xdotool and ImageMagick (scripts/setup.sh)"))
struct SoftwareWindowPresentTests {
    static let yellow = Color(230, 220, 40)
    static let magenta = Color(200, 40, 200)

    /// A 160×100 photo, yellow on the left half and magenta on the right.
    static func halvesPhoto(in tree: TemporaryTree) throws -> String {
        var pixels = PixelBuffer(width: 160, height: 100, fill: yellow)
        for y in 0..<100 {
            for x in 80..<160 { pixels[x, y] = magenta }
        }
        let path = tree.root.appendingPathComponent("z-halves.png").path
        try Headless.withSDL { try PNGWriter.write(pixels, to: path) }
        return path
    }

    /// The named points of `shot` whose colour is not (within 40 per channel) the expected one.
    static func mismatches(in shot: PixelBuffer, _ points: [(String, Int, Int, Color)]) -> [String] {
        points.compactMap { name, x, y, expected in
            let got = shot[x, y]
            let close = abs(Int(got.r) - Int(expected.r)) <= 40 && abs(Int(got.g) - Int(expected.g)) <= 40 && abs(Int(got.b) - Int(expected.b)) <= 40
            return close ? nil : "\(name) (\(x), \(y)): expected \(expected), got \(got)"
        }
    }

    /// The points where the halves photo, filling the screen, is not shown; empty when it is.
    static func misplacedHalves(in shot: PixelBuffer) -> [String] {
        let w = shot.width, h = shot.height
        let points: [(String, Int, Int, Color)] = [
            ("top-left corner", 1, 1, yellow), ("bottom-left corner", 1, h - 2, yellow), ("left, middle", w / 4, h / 2, yellow),
            ("top-right corner", w - 2, 1, magenta), ("bottom-right corner", w - 2, h - 2, magenta), ("right, middle", 3 * w / 4, h / 2, magenta),
        ]
        return mismatches(in: shot, points)
    }

    /// The points where the banded photo (`KioskWindowTests.bandedPhoto`), filling a 320×240
    /// screen (scaled 2.4×: green rows 0–23, blue rows 216–239), is not shown; empty when it is.
    static func misplacedBands(in shot: PixelBuffer) -> [String] {
        let w = shot.width, h = shot.height
        let green = Color(30, 200, 60), red = Color(210, 40, 40), blue = Color(40, 60, 220)
        let points: [(String, Int, Int, Color)] = [
            ("top-left corner", 1, 1, green), ("top-right corner", w - 2, 1, green), ("top band, centre", w / 2, 10, green),
            ("centre", w / 2, h / 2, red), ("bottom-left corner", 1, h - 2, blue), ("bottom-right corner", w - 2, h - 2, blue),
        ]
        return mismatches(in: shot, points)
    }

    /// Root screenshots a second apart until `check` finds nothing wrong, the show ends or
    /// `seconds` pass; what `check` found last. Back-to-back `import` runs stall the show's
    /// window on Xvfb (with SDL's own present too), so the screenshots leave it time.
    static func watch(_ x: XClient, _ show: WindowedUnwind, seconds: TimeInterval, _ check: (PixelBuffer) -> [String]) -> [String] {
        var found = ["no screenshot taken"]
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, show.isRunning {
            if let shot = try? x.screenshot() {
                found = check(shot)
                if found.isEmpty { break }
            }
            Thread.sleep(forTimeInterval: 1)
        }
        return found
    }

    /// Two photos in turn through `radial` (a circle that grows from the centre: every frame
    /// writes only the circle's box, the corners last) on a 320×240 screen: each must be
    /// seen whole while it is held, so no part of the screen is left from the photo before.
    @Test func everyPhotoIsShownWholeAfterPartlyRedrawnFrames() throws {
        let tree = try TemporaryTree()
        // By name: the banded photo first, the halves second.
        _ = try KioskWindowTests.bandedPhoto(in: tree)
        _ = try Self.halvesPhoto(in: tree)
        let server = try XvfbServer(width: 320, height: 240)
        defer { server.stop() }
        let x = XClient(server: server)
        let show = try WindowedUnwind(
            [
                "slideshow", "--verbose", "--software-renderer", "--fit", "fill", "--order", "name", "--interval", "2", "--fade-in", "0",
                "--transitions", "radial", "--index", "off", tree.root.path,
            ], on: server)
        defer { _ = show.terminate() }
        let halves = Self.watch(x, show, seconds: 30, Self.misplacedHalves)
        let bands = Self.watch(x, show, seconds: 30, Self.misplacedBands)
        let log = show.log
        #expect(log.contains("window present: X11 shared-memory image"), "the software window presents through its own image; log: \(log)")
        #expect(halves.isEmpty, "the second photo must fill the screen after the circle grew over the first: \(halves); log: \(log)")
        #expect(bands.isEmpty, "the first photo must fill the screen again, top and bottom bands included: \(bands); log: \(log)")
    }
}
