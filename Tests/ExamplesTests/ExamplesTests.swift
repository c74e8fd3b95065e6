import Foundation
import Testing
import UnwindTestSupport

/// The programs in Examples/ build and do what their headers say, run headless.
@Suite struct ExamplesTests {
    @Test func fixedTimestepRunsTwoTicksPerFrameAndDrawsTheSquareWhereTheClockSays() throws {
        let run = try BuiltProgram.run("example-fixed-timestep", ["--headless"])
        #expect(run.status == 0, "exit \(run.status): \(run.stderr)")
        // 30 frames at 30 fps: frame 29 is at t = 29/30 s = 116 ticks, on a tick boundary, so
        // alpha is 0 and the square is drawn at the previous tick's 115 px (render lags one tick).
        #expect(run.stdout.contains("frames=30 ticks=116 square_left=115"), "got: \(run.stdout)")
    }

    @Test func gamepadTesterSeesAVirtualPadConnectPressAndLeave() throws {
        let run = try BuiltProgram.run("example-gamepad-tester", ["--virtual"])
        #expect(run.status == 0, "exit \(run.status): \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("connected ") }, "got: \(lines)")
        #expect(lines.contains { $0.hasSuffix("button a down") }, "got: \(lines)")
        #expect(lines.contains { $0.hasSuffix("axis leftX -1.00") }, "got: \(lines)")
        #expect(lines.contains { $0.hasPrefix("disconnected ") }, "got: \(lines)")
    }

    @Test func transitionEndsOnTheOtherPhoto() throws {
        let run = try BuiltProgram.run("example-transition", ["crossfade", "--headless"])
        #expect(run.status == 0, "exit \(run.status): \(run.stderr)")
        let fields = Dictionary(
            uniqueKeysWithValues: run.stdout.split(separator: " ").compactMap { part -> (String, String)? in
                let kv = part.split(separator: "=", maxSplits: 1)
                return kv.count == 2 ? (String(kv[0]), String(kv[1]).trimmingCharacters(in: .whitespacesAndNewlines)) : nil
            })
        #expect(fields["transition"] == "crossfade", "got: \(run.stdout)")
        #expect(fields["first_centre"] != nil && fields["first_centre"] != fields["last_centre"], "the picture changed: \(run.stdout)")
    }

    @Test func anUnknownTransitionIsOneLine() throws {
        let run = try BuiltProgram.run("example-transition", ["nope", "--headless"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("example-transition: unknown transition 'nope'"), "got: \(run.stdout)")
    }
}
