import Testing
import UnwindSlideshow

/// The frame budget's bookkeeping: three plays over budget in a row drop a transition (a
/// good play in between forgives), short plays are not judged, crossfade is the floor
/// before a cut, and nothing is watched without a budget.
@Suite struct TransitionBudgetTests {
    static func play(_ budget: inout TransitionBudget, _ name: String, frames: [Double], at now: Double = 0) -> TransitionBudget.Verdict {
        _ = budget.began(name)
        for frame in frames { budget.frame(frame) }
        return budget.ended(at: now)
    }

    @Test func theBudgetIsOneAndAHalfFrames() {
        #expect(TransitionBudget.budget(forRefreshRate: 60) == 25)
        #expect(TransitionBudget.budget(forRefreshRate: 50) == 30)
    }

    @Test func threeSlowPlaysInARowDropATransitionForACrossfade() {
        var budget = TransitionBudget(budget: 25)
        let slow = [Double](repeating: 16.7, count: 20) + [Double](repeating: 33.4, count: 10)
        #expect(Self.play(&budget, "blocks", frames: slow) == .missed(p95: 33.4))
        #expect(Self.play(&budget, "blocks", frames: slow) == .missed(p95: 33.4))
        #expect(Self.play(&budget, "blocks", frames: slow) == .drop(p95: 33.4, replacement: "crossfade"))
        #expect(budget.dropped == ["blocks": "crossfade"])
        #expect(Self.play(&budget, "blocks", frames: slow) == .fine, "judged once: a dropped transition is not judged again")
    }

    @Test func aGoodPlayInBetweenForgives() {
        var budget = TransitionBudget(budget: 25)
        let slow = [Double](repeating: 40, count: 30), smooth = [Double](repeating: 16.7, count: 30)
        for frames in [slow, slow, smooth, slow, slow] { _ = Self.play(&budget, "spiral", frames: frames) }
        #expect(budget.dropped.isEmpty, "never three in a row: \(budget.misses)")
        #expect(budget.misses["spiral"] == 2)
    }

    @Test func aFewLateFramesAreForgiven() {
        var budget = TransitionBudget(budget: 25)
        let mostlySmooth = [Double](repeating: 16.7, count: 57) + [50, 50, 50]
        for _ in 0..<5 { #expect(Self.play(&budget, "radial", frames: mostlySmooth) == .fine, "3 late frames of 60 are under the p95") }
    }

    @Test func aPlayCutShortAtOnceIsNotJudged() {
        var budget = TransitionBudget(budget: 25)
        for _ in 0..<5 { #expect(Self.play(&budget, "zoom", frames: [90, 90]) == .fine) }
    }

    @Test func aSlowCrossfadeGivesWayToCuts() {
        var budget = TransitionBudget(budget: 25)
        let slow = [Double](repeating: 40, count: 30)
        for _ in 0..<3 { _ = Self.play(&budget, "crossfade", frames: slow) }
        #expect(budget.dropped["crossfade"] == .some(nil), "crossfade is the floor: then the show cuts")
        for _ in 0..<3 { _ = Self.play(&budget, "blocks", frames: slow) }
        #expect(budget.dropped["blocks"] == .some(nil), "with crossfade gone, a slow transition is cut too")
    }

    @Test func withoutABudgetNothingIsWatched() {
        var budget = TransitionBudget()
        for _ in 0..<5 { #expect(Self.play(&budget, "blocks", frames: [Double](repeating: 500, count: 30)) == .fine) }
        #expect(budget.dropped.isEmpty)
    }

    @Test func aTransitionCutShortByTheNextIsJudgedWhenTheNextBegins() {
        var budget = TransitionBudget(budget: 25)
        for _ in 0..<3 {
            _ = budget.began("push-top")
            for _ in 0..<10 { budget.frame(40) }
        }
        let last = budget.began("crossfade")
        #expect(last?.name == "push-top" && last?.verdict == .drop(p95: 40, replacement: "crossfade"))
    }

    /// A few minutes of load must not cost a wall frame a transition for good: after an hour
    /// it is tried again; one more miss drops it for twice as long, a good play clears it.
    @Test func aDroppedTransitionIsTriedAgainAfterAnHourThenAfterLongerWaits() {
        var budget = TransitionBudget(budget: 25)
        let slow = [Double](repeating: 40, count: 30), smooth = [Double](repeating: 16.7, count: 30)
        for _ in 0..<3 { _ = Self.play(&budget, "blocks", frames: slow, at: 100) }
        #expect(budget.paroleAt["blocks"] == 3700.0)
        #expect(budget.parole(at: 3699).isEmpty, "not before the hour")
        #expect(budget.parole(at: 3700) == ["blocks"])
        #expect(budget.dropped.isEmpty)
        #expect(Self.play(&budget, "blocks", frames: slow, at: 3710) == .drop(p95: 40, replacement: "crossfade"), "one miss after parole drops it again")
        #expect(budget.paroleAt["blocks"] == 10_910.0, "for twice as long")
        #expect(budget.parole(at: 3710 + 7200) == ["blocks"])
        #expect(Self.play(&budget, "blocks", frames: smooth, at: 11_000) == .fine)
        #expect(budget.misses["blocks"] == 0)
        for _ in 0..<3 { _ = Self.play(&budget, "blocks", frames: slow, at: 20_000) }
        #expect(budget.paroleAt["blocks"] == 23_600.0, "a good play started the waits over")
    }

    @Test func theWaitStopsGrowingAtADay() {
        var budget = TransitionBudget(budget: 25)
        let slow = [Double](repeating: 40, count: 30)
        for _ in 0..<3 { _ = Self.play(&budget, "spiral", frames: slow, at: 0) }
        var now = 0.0
        for _ in 0..<10 {
            now = budget.paroleAt["spiral"] ?? now
            #expect(budget.parole(at: now) == ["spiral"])
            _ = Self.play(&budget, "spiral", frames: slow, at: now)
        }
        #expect(budget.paroleAt["spiral"] == now + TransitionBudget.longestParole)
    }
}
