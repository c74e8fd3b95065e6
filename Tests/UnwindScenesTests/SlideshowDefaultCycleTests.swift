import Testing
import UnwindScenes
import UnwindSlideshow
import UnwindTransitions

/// The show's default transitions are the catalog's wall-frame cycle (each measured by
/// `TransitionCoverageTests` never to uncover the view), interleaved so that neither two
/// tile or mask transitions nor two pushes play back to back.
@Suite struct SlideshowDefaultCycleTests {
    @Test func defaultShowPlaysExactlyTheWallFrameCycle() {
        let scene = SlideshowScene(roots: [], config: SlideshowTestSupport.config())
        #expect(Set(scene.transitionNames) == Set(TransitionCatalog.defaultCycle), "default cycle: \(scene.transitionNames)")
        #expect(scene.transitionNames.count == TransitionCatalog.defaultCycle.count)
        for literal in ["move-leading", "move-trailing", "move-top", "move-bottom", "scale", "zoom"] {
            #expect(!scene.transitionNames.contains(literal), "\(literal) uncovers the view; it plays only when named")
        }
    }

    @Test func noTwoPushesOrTwoTileEffectsInARow() {
        let names = SlideshowScene(roots: [], config: SlideshowTestSupport.config()).transitionNames
        let masks: Set = ["blocks", "spiral", "radial", "radial-unreveal"]
        for (a, b) in zip(names, names.dropFirst() + names.prefix(1)) {
            #expect(!(a.hasPrefix("push") && b.hasPrefix("push")), "\(a) then \(b) in \(names)")
            #expect(!(masks.contains(a) && masks.contains(b)), "\(a) then \(b) in \(names)")
        }
    }

    @Test func literalEffectsStillPlayWhenNamed() {
        var config = SlideshowTestSupport.config()
        config.transitions = ["move-top", "scale"]
        #expect(SlideshowScene(roots: [], config: config).transitionNames == ["move-top", "scale"])
    }
}
