import Testing
import UnwindScenes
import UnwindSlideshow
import UnwindTransitions

/// The show's default is the calm style: every change at least 1.5 s, eased, the signature
/// effects between crossfades, all drawn from the catalog's wall-frame set (each measured by
/// `TransitionCoverageTests` never to uncover the view). `lively` is the full set, interleaved
/// so that neither two tile or mask transitions nor two pushes play back to back.
@Suite struct SlideshowDefaultCycleTests {
    @Test func defaultShowPlaysTheCalmStyleSlowly() throws {
        var config = SlideshowTestSupport.config()
        config.speedy = false
        let scene = SlideshowScene(roots: [], config: config)
        #expect(scene.transitionNames == TransitionStyle.calm.names, "default cycle: \(scene.transitionNames)")
        #expect(Set(scene.transitionNames).isSubset(of: Set(TransitionCatalog.defaultCycle)), "only wall-frame transitions")
        for name in Set(scene.transitionNames) {
            let transition = try TransitionCatalog.make(name, options: config.transitionOptions(for: name, seed: 1))
            #expect(transition.duration >= 1.5, "\(name) lasts \(transition.duration) s in the calm show")
        }
        for (a, b) in zip(scene.transitionNames, scene.transitionNames.dropFirst() + scene.transitionNames.prefix(1)) {
            let showy: Set = ["blocks", "spiral", "radial", "radial-unreveal"]
            #expect(!(showy.contains(a) && showy.contains(b)), "a blend comes between \(a) and \(b)")
        }
    }

    @Test func namedTransitionsKeepTheirOwnTimingAndLivelyIsTheFastCycle() throws {
        var config = SlideshowTestSupport.config()
        config.speedy = false
        config.transitions = ["radial"]
        #expect(try TransitionCatalog.make("radial", options: config.transitionOptions(for: "radial", seed: 1)).duration == 0.5)
        config.transitions = ["lively"]
        let scene = SlideshowScene(roots: [], config: config)
        #expect(Set(scene.transitionNames) == Set(TransitionCatalog.defaultCycle), "lively: \(scene.transitionNames)")
        #expect(try TransitionCatalog.make("blocks", options: config.transitionOptions(for: "blocks", seed: 1)).duration == 1.2)
    }

    @Test func noTwoPushesOrTwoTileEffectsInARowWhenLively() {
        var config = SlideshowTestSupport.config()
        config.transitions = ["lively"]
        let names = SlideshowScene(roots: [], config: config).transitionNames
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
