import UnwindDraw
import UnwindTime

@testable import UnwindBreathing

/// Runs a session tick by tick the way a finger would: puts the contact somewhere before
/// each tick, then steps.
final class SessionDriver {
    let session: BreathingSession
    private(set) var time = FixedTime()
    private(set) var haptics: [HapticPulse] = []

    init(visual: SpiralVisualConfig = SpiralVisualConfig(), action: SpiralActionConfig = SpiralActionConfig()) throws {
        session = try BreathingSession(visual: visual, action: action)
    }

    var path: SpiralPath { session.path }
    var snapshot: BreathingSnapshot { session.snapshot }
    var triggers: [BreathingState.Trigger] { session.history.map(\.trigger) }

    /// Runs `ticks` ticks, asking `place` for the contact (nil = lifted) before each.
    func run(ticks: Int, _ place: (BreathingSnapshot) -> Vec2?) {
        for _ in 0..<ticks {
            if let p = place(session.snapshot) {
                session.setContact(isDown: true, at: p)
            } else {
                session.setContact(isDown: false, at: .zero)
            }
            step()
        }
    }

    func run(seconds: Double, _ place: (BreathingSnapshot) -> Vec2?) {
        run(ticks: Int((seconds * Double(time.rate)).rounded()), place)
    }

    func step() {
        time = FixedTime(tick: time.tick + 1, rate: time.rate)
        session.step(time)
        haptics += session.drainHaptics()
    }

    /// Traces until `state` changes or `limit` ticks pass, keeping `lead` units ahead of the
    /// head in the direction of travel.
    func trace(lead: Float = 3, limit: Int = 20_000) {
        let start = session.state
        var n = 0
        while session.state == start, n < limit {
            run(ticks: 1) { s in
                let target = s.state == .exhale ? s.length - lead : s.length + lead
                return path.position(atLength: target)
            }
            n += 1
        }
    }

    /// Where the head is now.
    var head: Vec2 { path.position(atLength: snapshot.length) }
}
