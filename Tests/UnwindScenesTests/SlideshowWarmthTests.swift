import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindScenes
import UnwindSlideshow

/// The brightness schedule's warmth in real frames: a grey photo rendered headless comes out
/// grey at noon and warm (red kept, blue taken most) in the evening on the simulated clock,
/// dimmed as well where the schedule dims.
@Suite struct SlideshowWarmthTests {
    @Test func theEveningIsWarmerAndNoonIsNeutral() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/grey.png", Color(200, 200, 200))
        var config = SlideshowTestSupport.config(interval: 100)
        config.screen.brightness = BrightnessSchedule(percentAt: [7 * 60: 100, 20 * 60: 100, 22 * 60: 50], kelvinAt: [20 * 60: 3000, 22 * 60: 2700])
        let scene = SlideshowScene(roots: [dir], config: config)
        var minute = 12 * 60
        scene.minuteOfDay = { minute }
        var noon: Color?, evening: Color?, night: Color?, copies: Int?
        try SlideshowTestSupport.run(scene, frames: 120) { frame, renderer in
            // The scene reads the time of day once a second of show time (30 frames).
            if frame == 20 { noon = try renderer.readPixels()[32, 24] }
            if frame == 21 { minute = 20 * 60 + 30 }
            if frame == 75 {
                evening = try renderer.readPixels()[32, 24]
                copies = renderer.textures.tintedCopyCount
            }
            if frame == 76 { minute = 23 * 60 }
            if frame == 115 { night = try renderer.readPixels()[32, 24] }
        }
        // The memory budget counts the software renderer's tinted copies (one per slide on screen).
        #expect(scene.tintedCopies == 2, "the headless software renderer with a warm schedule: \(scene.tintedCopies)")
        #expect(copies.map { (1...2).contains($0) } == true, "tinted copies alive with one photo on screen: \(String(describing: copies))")
        let warm = ColorTemperature.tint(kelvin: 3000)
        #expect(noon == Color(200, 200, 200), "no tint at noon: \(String(describing: noon))")
        let e = try #require(evening, "the evening frame was read")
        #expect(abs(Int(e.r) - 200) <= 2, "red is kept: \(e)")
        #expect(abs(Int(e.g) - 200 * Int(warm.g) / 255) <= 3 && abs(Int(e.b) - 200 * Int(warm.b) / 255) <= 3, "3000 K multiplies by \(warm): \(e)")
        #expect(e.r > e.g && e.g > e.b && Int(e.b) < 130, "warm: red over green over blue: \(e)")
        let n = try #require(night, "the night frame was read")
        #expect(abs(Int(n.r) - 100) <= 3 && n.b < e.b / 2 + 3, "after 22:00 dimmed to half and warmer still: \(n)")
    }

    @Test func neutralIsWhiteAndWarmerTakesBlueFirst() {
        #expect(ColorTemperature.tint(kelvin: 6500) == Color(255, 255, 255))
        let bulb = ColorTemperature.tint(kelvin: 2700), candle = ColorTemperature.tint(kelvin: 2000)
        #expect(bulb.r == 255 && bulb.g > bulb.b && bulb.b > candle.b && bulb.g > candle.g, "2700 K \(bulb), 2000 K \(candle)")
    }
}
