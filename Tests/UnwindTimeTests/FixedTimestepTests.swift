import Testing
import UnwindTime

/// Fixed ticks from elapsed time: counting, clamping, interpolation.
@Suite struct FixedTimestepTests {
    @Test func oneSecondIsRateTicks() {
        var step = FixedTimestep(rate: 120)
        var ticks = 0
        for _ in 0..<60 { ticks += step.advance(by: .seconds(1.0 / 60.0)) }
        #expect(ticks == 120, "60 frames of 1/60 s at 120 Hz: expected 120 ticks, got \(ticks)")
        #expect(step.tick == 120)
    }

    @Test(arguments: [(0.2, 24), (0.25, 30), (0.01, 1)])
    func ticksForSimulatedTime(seconds: Double, expected: Int) {
        var step = FixedTimestep(rate: 120)
        let ticks = step.advance(by: .seconds(seconds))
        #expect(ticks == expected, "\(seconds) s at 120 Hz: expected \(expected) ticks, got \(ticks)")
    }

    @Test func longFramesAreClampedTo250ms() {
        var step = FixedTimestep(rate: 120)
        let ticks = step.advance(by: .seconds(5))
        #expect(ticks == 30, "a 5 s stall may run only 250 ms of ticks (30), ran \(ticks)")
        #expect(step.droppedTime == .milliseconds(4750), "dropped time: \(step.droppedTime)")
    }

    @Test func alphaIsTheLeftoverFraction() {
        var step = FixedTimestep(rate: 100)
        _ = step.advance(by: .milliseconds(25))
        #expect(step.tick == 2)
        #expect(abs(step.alpha - 0.5) < 1e-9, "25 ms at 100 Hz leaves half a tick, alpha \(step.alpha)")
    }

    @Test func negativeTimeIsIgnored() {
        var step = FixedTimestep(rate: 60)
        #expect(step.advance(by: .milliseconds(-100)) == 0)
        #expect(step.accumulator == .zero)
    }

    @Test func aDayOfFramesStaysExact() {
        var step = FixedTimestep(rate: 120)
        var total: Int64 = 0
        // 24 h at 60 fps, each frame's length taken from exact frame boundaries.
        let frames = 24 * 3600 * 60
        var previous = FrameLoop.frameStart(0, fps: 60)
        for k in 1...frames {
            let now = FrameLoop.frameStart(k, fps: 60)
            total += Int64(step.advance(by: now - previous))
            previous = now
        }
        #expect(total == Int64(24 * 3600 * 120), "a simulated day must give exactly 10,368,000 ticks, got \(total)")
    }
}
