import Testing
import UnwindDraw

@testable import UnwindBreathing

/// The session decides when the breath changes; these are the cues it emits.
@Suite struct BreathCueTests {
    @Test func cuesFollowTheStatesAndEveryHoldPhaseOnTheBoundary() throws {
        var action = BreathingPattern.box.applied(to: SpiralActionConfig())
        action.holdDuration = 32
        let d = try SessionDriver(action: action)
        var cues: [BreathCue] = []
        func drain() { cues += d.session.drainCues() }
        d.run(ticks: 1) { _ in d.path.points[0] }
        drain()
        d.trace()
        drain()
        #expect(d.session.state == .hold)
        let hold = try #require(d.session.history.last).seconds
        d.run(seconds: 32) { _ in d.head }
        drain()
        d.trace()
        drain()
        #expect(d.session.state == .completed)
        let kinds = cues.map(\.kind)
        // The traces carry no breath cue (issue 22): the first breath in is Hold's first
        // phase, the last breath out Hold's last, so no breath sounds twice.
        #expect(
            kinds == [.breatheIn, .hold, .breatheOut, .holdEmpty, .breatheIn, .hold, .breatheOut, .holdEmpty, .finished],
            "cues: \(kinds)")
        let holdCues = cues[0...7]
        for (k, cue) in holdCues.enumerated() {
            #expect(abs(cue.seconds - (hold + 4 * Double(k))) < 1e-6, "\(cue.kind) at \(cue.seconds), boundary \(hold + 4 * Double(k))")
        }
        let changes = Dictionary(d.session.history.map { ($0.to, $0.seconds) }, uniquingKeysWith: { a, _ in a })
        #expect(cues.first?.seconds == changes[.hold], "the first breath in starts with Hold")
        #expect(cues.last?.seconds == changes[.completed])
    }

    @Test func liftingPausesTheCuesWithTheCycle() throws {
        var action = BreathingPattern.box.applied(to: SpiralActionConfig())
        action.holdDuration = 16
        let d = try SessionDriver(action: action)
        d.run(ticks: 1) { _ in d.path.points[0] }
        d.trace()
        _ = d.session.drainCues()
        d.run(seconds: 3) { _ in d.head }
        d.run(seconds: 5) { _ in nil }
        #expect(d.session.drainCues().isEmpty, "no cue while lifted (3 s held, 5 s lifted)")
        d.run(seconds: 1.5) { _ in d.head }
        let cues = d.session.drainCues()
        #expect(cues.map(\.kind) == [.hold], "the held breath starts 1 s after touching again: \(cues)")
    }
}
