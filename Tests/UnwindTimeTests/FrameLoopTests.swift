import Testing
import UnwindTime

/// The loop over a clock: first frame, pause while hidden, resume without catch-up.
@Suite struct FrameLoopTests {
    @Test func firstReadingRunsNoTicks() {
        var loop = FrameLoop()
        let step = loop.update(now: .seconds(10))
        #expect(step.ticks == 0, "the first reading only sets the baseline, ran \(step.ticks)")
    }

    @Test func simulatedClockDrivesTicks() {
        let clock = SimulatedClock()
        var loop = FrameLoop(timestep: FixedTimestep(rate: 120))
        _ = loop.update(now: clock.now)
        var ticks = 0
        for _ in 0..<30 {
            clock.advance(seconds: 1.0 / 30.0)
            ticks += loop.update(now: clock.now).ticks
        }
        #expect(ticks == 120, "one simulated second: expected 120 ticks, got \(ticks)")
    }

    @Test func pausedLoopRunsNothingAndResumesWithoutCatchUp() {
        var loop = FrameLoop(timestep: FixedTimestep(rate: 60))
        _ = loop.update(now: .zero)
        #expect(loop.update(now: .milliseconds(200)).ticks == 12)
        loop.pause()
        #expect(loop.update(now: .seconds(2)).ticks == 0, "hidden: no ticks")
        #expect(loop.update(now: .seconds(100)).ticks == 0, "still hidden: no ticks")
        loop.resume()
        #expect(loop.update(now: .seconds(101)).ticks == 0, "resuming re-baselines")
        #expect(loop.update(now: .milliseconds(101_100)).ticks == 6, "then 100 ms is 6 ticks")
        #expect(loop.timestep.tick == 18, "the 99 s hidden were never simulated, tick \(loop.timestep.tick)")
    }

    @Test func frameStartsAreExact() {
        #expect(FrameLoop.frameStart(60, fps: 60) == .seconds(1))
        let error = (FrameLoop.frameStart(3, fps: 24) - .milliseconds(125)).nanoseconds
        #expect(abs(error) == 0, "frame 3 at 24 fps is 125 ms to the nanosecond, off by \(error) ns")
        #expect(FrameLoop.frameDuration(fps: 50) == .milliseconds(20))
    }

    @Test func simulatedClockIsMonotonic() {
        let clock = SimulatedClock(start: .seconds(5))
        clock.advance(by: .seconds(-1))
        clock.advance(to: .seconds(2))
        #expect(clock.now == .seconds(5), "the clock never goes back, now \(clock.now)")
    }

    @Test func fixedTimeConvertsTicksAndSeconds() {
        let time = FixedTime(tick: 240, rate: 120)
        #expect(time.elapsed == 2)
        #expect(time.tick(atSeconds: 0.35) == 42, "0.35 s is tick 42 at 120 Hz")
        #expect(time.tick(atSeconds: 0.351) == 43, "rounded up so a tick is never early")
    }
}
