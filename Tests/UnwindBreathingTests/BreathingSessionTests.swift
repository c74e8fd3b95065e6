import Testing
import UnwindDraw

@testable import UnwindBreathing

@Suite struct BreathingSessionTests {
    @Test func onlyTheDeclaredTransitionsExist() {
        let allowed: [BreathingState: [BreathingState.Trigger: BreathingState]] = [
            .idle: [.touchedStart: .inhale],
            .inhale: [.reachedEnd: .hold, .restart: .idle],
            .hold: [.holdFinished: .exhale, .restart: .idle],
            .exhale: [.reachedStart: .completed, .restart: .idle],
            .completed: [.restart: .idle],
        ]
        let triggers: [BreathingState.Trigger] = [.touchedStart, .reachedEnd, .holdFinished, .reachedStart, .restart]
        for state in BreathingState.allCases {
            for trigger in triggers {
                #expect(state.next(on: trigger) == allowed[state]?[trigger], "\(state) on \(trigger)")
            }
        }
    }

    @Test func fullSessionWithDefaultsRunsFourCyclesAndSummarises() throws {
        let d = try SessionDriver()
        d.run(ticks: 1) { s in d.path.points[0] }
        #expect(d.session.state == .inhale, "touching the centre starts, got \(d.session.state)")
        d.trace()
        #expect(d.session.state == .hold)
        d.run(seconds: 72) { _ in d.head }
        #expect(d.session.state == .exhale, "72 s of touching finishes the hold, got \(d.session.state) held \(d.snapshot.heldSeconds)")
        d.trace()
        #expect(d.session.state == .completed)
        #expect(d.triggers == [.touchedStart, .reachedEnd, .holdFinished, .reachedStart])
        let summary = d.snapshot.summary
        #expect(summary.cycles == 4, "72 s / 18 s, got \(summary.cycles)")
        #expect(abs(summary.heldSeconds - 72) < 1e-6, "held \(summary.heldSeconds)")
        #expect(summary.tracedSeconds > 1, "traced \(summary.tracedSeconds)")
        let holdChange = try #require(d.session.history.first { $0.to == .exhale })
        let holdStart = try #require(d.session.history.first { $0.to == .hold })
        #expect(holdChange.tick - holdStart.tick == 72 * 120, "hold lasted \(holdChange.tick - holdStart.tick) ticks")
    }

    @Test func touchingAwayFromTheCentreDoesNotStart() throws {
        let d = try SessionDriver()
        d.run(ticks: 10) { _ in d.path.position(atProgress: 0.5) }
        #expect(d.session.state == .idle)
        #expect(d.snapshot.isStraying, "a touch off the start shows the hint")
    }

    @Test func strayingPausesProgressUntilTheFingerReturns() throws {
        let d = try SessionDriver()
        d.run(ticks: 1) { _ in d.path.points[0] }
        d.run(ticks: 60) { s in d.path.position(atLength: s.length + 3) }
        let before = d.snapshot.length
        #expect(before > 100, "traced some way, got \(before)")
        // Far outside the spiral, then on a spot of the line far ahead of the head.
        d.run(ticks: 30) { _ in Vec2(5000, 5000) }
        #expect(d.snapshot.isStraying)
        #expect(d.snapshot.length == before, "no progress while straying: \(d.snapshot.length) vs \(before)")
        d.run(ticks: 30) { _ in d.path.position(atProgress: 0.9) }
        #expect(d.snapshot.length == before, "jumping ahead along the line does not count")
        #expect(d.session.state == .inhale)
        d.run(ticks: 10) { s in d.path.position(atLength: s.length + 3) }
        #expect(!d.snapshot.isStraying)
        #expect(d.snapshot.length > before, "returning to the head resumes")
    }

    @Test func liftingDuringTracingPausesWithoutHint() throws {
        let d = try SessionDriver()
        d.run(ticks: 1) { _ in d.path.points[0] }
        d.run(ticks: 20) { s in d.path.position(atLength: s.length + 3) }
        let before = d.snapshot.length
        d.run(ticks: 50) { _ in nil }
        #expect(d.snapshot.length == before)
        #expect(!d.snapshot.isStraying)
        #expect(d.session.state == .inhale, "lifting does not abandon the session")
    }

    @Test func holdCountsDownOnlyWhileTouchingTheHead() throws {
        let d = try SessionDriver()
        d.run(ticks: 1) { _ in d.path.points[0] }
        d.trace()
        #expect(d.session.state == .hold)
        d.run(seconds: 10) { _ in d.head }
        #expect(abs(d.snapshot.heldSeconds - 10) < 1e-6, "10 s touching, held \(d.snapshot.heldSeconds)")
        d.run(seconds: 5) { _ in nil }
        #expect(abs(d.snapshot.heldSeconds - 10) < 1e-6, "lifting pauses: \(d.snapshot.heldSeconds)")
        #expect(!d.snapshot.isHoldTouching)
        d.run(seconds: 5) { _ in d.path.points[0] }
        #expect(abs(d.snapshot.heldSeconds - 10) < 1e-6, "touching elsewhere does not count: \(d.snapshot.heldSeconds)")
        d.run(seconds: 2) { _ in d.head }
        #expect(abs(d.snapshot.heldSeconds - 12) < 1e-6, "touching resumes: \(d.snapshot.heldSeconds)")
        #expect(abs(d.snapshot.holdRemaining - 60) < 1e-6)
        #expect(d.session.state == .hold)
    }

    @Test func hapticsBeatInTheInhalePhaseAndTickWhileTracing() throws {
        var action = SpiralActionConfig()
        action.holdDuration = 36
        let d = try SessionDriver(action: action)
        d.run(ticks: 1) { _ in d.path.points[0] }
        d.trace()
        let inhaleTicks = d.haptics.filter { $0.kind == .inhaleTick }
        let expected = Int(d.path.totalLength / Float(action.hapticFeedbackDistance))
        #expect(abs(inhaleTicks.count - expected) <= 1, "one tick per \(action.hapticFeedbackDistance) units: \(inhaleTicks.count) vs \(expected)")
        #expect(inhaleTicks.allSatisfy { $0.low == 0 && $0.high > 0 }, "inhale ticks use the light motor")
        d.run(seconds: 36) { _ in d.head }
        let beats = d.haptics.filter { $0.kind == .holdBeat }
        #expect(beats.count == 2 * 8, "8 beats (6 s / 0.75 s) in each of 2 cycles, got \(beats.count)")
        d.trace()
        let exhaleTicks = d.haptics.filter { $0.kind == .exhaleTick }
        #expect(exhaleTicks.count >= expected - 1, "exhale ticks: \(exhaleTicks.count)")
        #expect(exhaleTicks.allSatisfy { $0.high == 0 && $0.low > 0 }, "exhale ticks use the deep motor")
        #expect(d.haptics.filter { $0.kind == .phaseChange }.count == 4)
    }

    @Test func assistedModeFollowsTheGuidedPace() throws {
        var action = SpiralActionConfig()
        action.holdDuration = 3
        let d = try SessionDriver(action: action)
        d.session.setAssist(true)
        var ticks = 0
        while d.session.state != .completed, ticks < 120 * 30 {
            d.step()
            ticks += 1
        }
        #expect(d.session.state == .completed)
        let seconds = Double(ticks) / 120
        // 6 s out + 3 s hold + 8 s back, within a few ticks.
        #expect(abs(seconds - 17) < 0.2, "assisted session took \(seconds) s")
    }

    @Test func sessionLengthChangesOnlyWhileIdle() throws {
        let d = try SessionDriver()
        #expect(d.session.setHoldCycles(2))
        #expect(d.session.action.holdDuration == 36 && d.session.action.holdCycleCount == 2)
        #expect(!d.session.setHoldCycles(0) || d.session.action.holdCycleCount == 1, "clamped to at least one cycle")
        #expect(d.session.action.holdCycleCount == 1)
        d.run(ticks: 1) { _ in d.path.points[0] }
        #expect(d.session.state == .inhale)
        #expect(!d.session.setHoldCycles(5), "no change once the session started")
        #expect(d.session.action.holdCycleCount == 1)
        d.trace()
        d.run(seconds: 18) { _ in d.head }
        #expect(d.session.state == .exhale, "the one-cycle hold finished after 18 s, got \(d.session.state)")
    }

    @Test func restartReturnsToIdleWithAFreshSession() throws {
        var action = SpiralActionConfig()
        action.holdDuration = 1
        let d = try SessionDriver(action: action)
        d.session.setAssist(true)
        while d.session.state != .completed { d.step() }
        d.session.setAssist(false)
        d.session.restart(at: d.time)
        #expect(d.session.state == .idle)
        #expect(d.snapshot.length == 0 && d.snapshot.heldSeconds == 0)
        #expect(d.triggers.last == .restart)
    }
}
