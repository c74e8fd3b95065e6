import UnwindBreathing
import UnwindDraw
import UnwindInput

/// Writes a recording of a calm, complete session as a finger would trace it: down on the
/// centre, out along the spiral at the guided inhale pace, resting on the end (lifting once
/// midway, to show the countdown pausing), back at the exhale pace, resting a moment on the centre, and up. Used to make
/// sample recordings, for tests and for benchmarks.
public enum BreathingAutopilot {
    /// A recording for `session`'s config drawn in a window of `size` at `rate` ticks/s.
    public static func recording(for session: BreathingSession, size: Size, rate: Int = 120, liftDuringHold: Double = 1) -> InputRecording {
        let path = session.path, action = session.action
        // The finger lands on the centre as Idle shows it, then follows the session's
        // larger spiral, which grows around that centre.
        let idle = BreathingLayout(size: size, visual: session.visual, path: path, state: .idle).spiral
        let layout = SpiralLayout(size: size, config: session.visual, path: path)
        var entries: [InputRecording.Entry] = []
        var tick: Int64 = 1
        func touch(_ phase: Phase, atLength length: Float, on spiral: SpiralLayout = layout) {
            let p = spiral.toScreen(path.position(atLength: length))
            entries.append(.init(tick: tick, event: .touch(TouchEvent(phase: phase, finger: 1, x: p.x / Float(size.width), y: p.y / Float(size.height)))))
        }
        func ticks(_ seconds: Double) -> Int64 { Int64((seconds * Double(rate)).rounded(.up)) }

        touch(.down, atLength: 0, on: idle)
        let outTicks = ticks(action.inhaleTraceDuration)
        for i in 1...outTicks {
            tick += 1
            touch(.move, atLength: path.totalLength * Float(i) / Float(outTicks))
        }
        let firstHalf = ticks(action.holdDuration / 2)
        tick += firstHalf
        touch(.up, atLength: path.totalLength)
        tick += ticks(liftDuringHold)
        touch(.down, atLength: path.totalLength)
        tick += ticks(action.holdDuration) - firstHalf + ticks(0.25)
        let backTicks = ticks(action.exhaleTraceDuration)
        for i in 1...backTicks {
            tick += 1
            touch(.move, atLength: path.totalLength * Float(backTicks - i) / Float(backTicks))
        }
        tick += ticks(0.25)
        touch(.up, atLength: 0)
        return InputRecording(size: size, rate: rate, entries: entries)
    }
}
