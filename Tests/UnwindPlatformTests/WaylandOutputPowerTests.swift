import Foundation
import Testing
import UnwindDisplayPower
import UnwindPlatform
import UnwindTestSupport

/// The Wayland display-power backend against a real wlroots compositor: sway on its headless
/// backend, spoken to through wlr-output-power-management with no helper tool. wlroots 0.15's
/// headless outputs cannot be disabled (sway logs `Failed to commit output HEADLESS-1`), so
/// where that holds the backend must say the output is still on instead of claiming success;
/// where a compositor can turn it off, the output must report off, then on again.
@Suite(.serialized, .disabled(if: HeadlessSway.unavailableReason != nil, Comment(rawValue: HeadlessSway.unavailableReason ?? "")))
struct WaylandOutputPowerTests {
    @Test func theBackendTurnsSwaysOutputOffAndOnOrSaysWhyNot() throws {
        let sway = try HeadlessSway()
        defer {
            sway.stop()
            sway.remove()
        }
        let power = try WaylandOutputPower.open(display: sway.socket).get()
        #expect(power.detail.contains("1 output"), "\(power.detail)")
        #expect(try power.outputsOn() == [true], "the compositor reports its output on")
        // swaybg paints the background a moment after sway's socket opens (seconds on a busy
        // machine): capture until it is there, 30 s at most.
        let before = try Self.captureBackground(sway, "before.png")
        #expect(before, "grim sees the output's colour: \(String(describing: sway.pixel("before.png", x: 640, y: 360)))")
        do {
            try power.setPower(on: false)
            #expect(try power.outputsOn() == [false], "the output reports off")
        } catch {
            #expect(error.message.contains("is still on after the request"), "\(error.message)")
            #expect(sway.text("sway.log").contains("Failed to commit output HEADLESS-1"), "sway refused it: \(sway.text("sway.log").suffix(1500))")
        }
        try power.setPower(on: true)
        #expect(try power.outputsOn() == [true], "the output is on again")
        #expect(try Self.captureBackground(sway, "after.png"), "the output draws again: \(String(describing: sway.pixel("after.png", x: 640, y: 360)))")
    }

    /// Captures sway's output into `name` until its centre is the background colour; false
    /// when it never was within 30 s of wall-clock time.
    static func captureBackground(_ sway: HeadlessSway, _ name: String) throws -> Bool {
        let deadline = Date().addingTimeInterval(30)
        repeat {
            if try sway.capture(name) == 0, sway.pixel(name, x: 640, y: 360).map(isBackground) == true { return true }
            Thread.sleep(forTimeInterval: 0.5)
        } while Date() < deadline
        return false
    }

    @Test func aCompositorWithoutTheProtocolIsNamed() throws {
        #expect(throws: Never.self) {
            let result = WaylandOutputPower.open(display: "/nonexistent/wayland-9")
            guard case .failure(let error) = result else {
                Issue.record("a missing socket must not open")
                return
            }
            #expect(error.message.contains("cannot connect to the Wayland display /nonexistent/wayland-9"), "\(error.message)")
        }
    }

    /// sway's background colour within what a capture may round.
    static func isBackground(_ pixel: (Int, Int, Int)) -> Bool {
        let bg = HeadlessSway.background
        return abs(pixel.0 - bg.r) < 8 && abs(pixel.1 - bg.g) < 8 && abs(pixel.2 - bg.b) < 8
    }
}
