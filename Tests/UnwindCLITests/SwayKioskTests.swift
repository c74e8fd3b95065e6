import Foundation
import Testing
import UnwindTestSupport

/// The show under sway, a wlroots compositor, on its headless backend as a plain user: the
/// show runs on Xwayland, grim captures the compositor's real output and its pixels are
/// checked, the display-power chooser picks the Wayland backend (wlr-output-power-management,
/// spoken by the show itself), and switching the screen off and on from the remote reaches
/// the compositor: the output goes off where the compositor can do it, and where it cannot
/// (wlroots 0.15's headless outputs cannot be disabled) the show logs why, once; after "on"
/// the photo is back on the real output.
@Suite(.serialized, .disabled(if: SwayKiosk.unavailableReason != nil, Comment(rawValue: SwayKiosk.unavailableReason ?? "")))
struct SwayKioskTests {
    @Test func theShowRunsUnderSwayAndItsScreenSwitchReachesTheCompositor() throws {
        let photos = try Self.redPhotoFolder()
        defer { try? FileManager.default.removeItem(at: photos) }
        let config = "paths = [\"\(photos.path)\"]\nfade-in = 0\nindex = false\nlisten = \"127.0.0.1:0\"\n"
        // Each wait is on the wall clock (a loaded machine starts Xwayland slowly), and every
        // step leaves a marker, so a failure says how far the run came.
        let script = """
            printf '%s' '\(config)' > $W/show.toml
            SDL_VIDEODRIVER=x11 \(UnwindProcess.executable.path) slideshow --config $W/show.toml --verbose > $W/show.log 2>&1 &
            SHOW=$!
            i=0; until grep -q "showing " $W/show.log || [ $i -ge 240 ]; do sleep 0.5; i=$((i+1)); done
            sleep 2
            grim $W/output.png
            URL=$(grep -o 'http://127.0.0.1:[0-9]*' $W/show.log | head -1)
            curl -s -X POST $URL/api/screen/off > $W/off.json
            i=0; until grep -q "screen off" $W/show.log || [ $i -ge 60 ]; do sleep 0.5; i=$((i+1)); done
            sleep 3
            swaymsg -t get_outputs > $W/outputs-off.json
            curl -s -X POST $URL/api/screen/on > $W/on.json
            sleep 3
            swaymsg -t get_outputs > $W/outputs-on.json
            grim $W/after.png
            kill $SHOW
            wait $SHOW
            touch $W/done
            """
        let sway = try HeadlessSway(script: script)
        defer {
            sway.stop()
            sway.remove()
        }
        let finished = sway.waitForFile("done", seconds: 300)
        let log = sway.text("show.log")
        #expect(finished, "the run inside sway finished; show: \(log.suffix(1500)); sway: \(sway.text("sway.log").suffix(1000))")
        #expect(log.contains("SDL video driver: x11"), "the show ran on Xwayland: \(log.prefix(800))")
        #expect(log.contains("display power: wayland (wlr-output-power-management on"), "the Wayland backend was chosen: \(log.prefix(2000))")
        let output = sway.pixel("output.png", x: 320, y: 360)
        #expect(output.map(Self.isPhotoRed) == true, "the real output shows the photo: \(String(describing: output))")
        // Off: sway's output is disabled (its "dpms" false), or the show says why not.
        let refused = log.contains("display power: wayland could not turn the panel off: output")
        let disabled = sway.text("outputs-off.json").contains("\"dpms\": false")
        #expect(refused != disabled, "either the output went off or the show said why not: \(log.suffix(1500))")
        if refused {
            #expect(log.contains("is still on after the request"), "\(log.suffix(1500))")
            #expect(sway.text("sway.log").contains("Failed to commit output HEADLESS-1"), "sway refused to disable its headless output")
        }
        #expect(sway.text("outputs-on.json").contains("\"dpms\": true"), "the output is on after 'on'")
        let after = sway.pixel("after.png", x: 320, y: 360)
        #expect(after.map(Self.isPhotoRed) == true, "the photo is back on the real output: \(String(describing: after))")
    }

    /// SDL's own Wayland driver (sway offers a seat, so SDL 2.26 starts, with OpenGL through
    /// EGL), started `starts` times in one sway: every start shows the first photo (the log
    /// says "showing", grim's capture of the real output is the photo) and SIGTERM ends the
    /// show with status 0. Before the scene stopped forgetting its decodes at a resize to the
    /// same size (SDL's Wayland driver reports one at the compositor's first configure), about
    /// one start in three stayed black for good; before the renderer and window stopped
    /// destroying what SDL_Quit had already destroyed, every stop died with SIGSEGV.
    @Test func sdlsWaylandDriverShowsTheFirstPhotoAtEveryStartAndSIGTERMEndsItCleanly() throws {
        let starts = 6
        let photos = try Self.redPhotoFolder()
        defer { try? FileManager.default.removeItem(at: photos) }
        let config = "paths = [\"\(photos.path)\"]\nfade-in = 0\nindex = false\n"
        let script = """
            printf '%s' '\(config)' > $W/show.toml
            for k in $(seq 1 \(starts)); do
              SDL_VIDEODRIVER=wayland \(UnwindProcess.executable.path) slideshow --config $W/show.toml --verbose > $W/show-$k.log 2>&1 &
              SHOW=$!
              i=0; until grep -q "showing " $W/show-$k.log || [ $i -ge 120 ]; do sleep 0.5; i=$((i+1)); done
              sleep 2
              grim $W/output-$k.png
              kill $SHOW
              wait $SHOW
              echo $? > $W/status-$k
            done
            touch $W/done
            """
        let sway = try HeadlessSway(script: script)
        defer {
            sway.stop()
            sway.remove()
        }
        let finished = sway.waitForFile("done", seconds: 600)
        #expect(finished, "the runs inside sway finished; sway: \(sway.text("sway.log").suffix(1000))")
        for k in 1...starts {
            let log = sway.text("show-\(k).log")
            #expect(log.contains("SDL video driver: wayland"), "start \(k) ran on SDL's Wayland driver: \(log.prefix(800))")
            #expect(log.contains("showing "), "start \(k) showed the first photo: \(log.suffix(1500))")
            #expect(log.contains("display power: wayland (wlr-output-power-management on"), "start \(k) chose the Wayland power backend: \(log.prefix(1500))")
            let output = sway.pixel("output-\(k).png", x: 640, y: 360)
            #expect(output.map(Self.isPhotoRed) == true, "start \(k): the real output shows the photo: \(String(describing: output))")
            let status = sway.text("status-\(k)").trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(status == "0", "start \(k): SIGTERM ends the show cleanly: \(log.suffix(2000))")
        }
    }

    /// A folder holding one 1280×720 photo of one colour, readable by the plain user.
    static func redPhotoFolder() throws -> URL {
        let photos = URL(fileURLWithPath: "/tmp").appendingPathComponent("unwind-sway-photos-\(UUID().uuidString.prefix(8))")
        try SolidPhotoFolder.make(at: photos)
        return photos
    }

    /// The photo's colour (#D02828) within what a capture may round.
    static func isPhotoRed(_ pixel: (Int, Int, Int)) -> Bool {
        abs(pixel.0 - 0xD0) < 12 && abs(pixel.1 - 0x28) < 12 && abs(pixel.2 - 0x28) < 12
    }
}

/// What the sway kiosk test needs besides sway itself.
enum SwayKiosk {
    /// Why the test cannot run here, or nil.
    static var unavailableReason: String? {
        HeadlessSway.unavailableReason
            ?? ["/usr/bin/Xwayland", "/usr/bin/curl"].first { !FileManager.default.isExecutableFile(atPath: $0) }.map { "\($0) is not installed" }
    }
}
