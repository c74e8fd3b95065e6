import Foundation
import Testing

/// The show under cage, a real Wayland kiosk compositor, on its headless backend: the photo
/// is drawn in the show's window, the compositor's real output is captured with grim and its
/// pixels checked, and the display-power chooser tries the Wayland backend and says why it
/// cannot work here.
@Suite(.serialized, .disabled(if: CageKiosk.unavailableReason != nil, Comment(rawValue: CageKiosk.unavailableReason ?? "")))
struct CageKioskTests {
    @Test func theShowRunsUnderCageAndItsOutputIsCaptured() throws {
        let kiosk = try CageKiosk()
        defer { kiosk.remove() }
        // One photo of one colour, the output's size, so every pixel of the frame is known.
        let photos = kiosk.work.appendingPathComponent("photos")
        try SolidPhotoFolder.make(at: photos)
        let status = try kiosk.run(config: "paths = [\"\(photos.path)\"]\nfade-in = 0\nindex = false\n")
        let log = kiosk.text("show.log")
        #expect(status == 0, "cage ended with \(status); cage: \(kiosk.text("cage.log").suffix(1500)); show: \(log.suffix(1500))")
        #expect(log.contains("SDL video driver: x11"), "the show ran on Xwayland: \(log.prefix(800))")
        let window = kiosk.pixel("window.png", x: 640, y: 360)
        #expect(window.map(Self.isPhotoRed) == true, "the show's window holds the photo: \(String(describing: window))")
        // The display-power chooser spoke to cage and said why its backend cannot run: cage 0.1.4
        // offers no wlr-output-power-management.
        #expect(log.contains("offers no wlr-output-power-management"), "\(log.prefix(1500))")
        let output = kiosk.pixel("output.png", x: 640, y: 360)
        #expect(output != nil, "grim captured cage's output")
        #expect(output.map(Self.isPhotoRed) == true, "the real output shows the photo: \(String(describing: output))")
    }

    /// The photo's colour (#D02828) within what a capture may round.
    static func isPhotoRed(_ pixel: (Int, Int, Int)) -> Bool {
        abs(pixel.0 - 0xD0) < 12 && abs(pixel.1 - 0x28) < 12 && abs(pixel.2 - 0x28) < 12
    }
}
