import Testing
import UnwindDraw
import UnwindECS
import UnwindTime

@testable import UnwindTransitions

@Suite struct ComposableTests {
    let context = EffectContext(bounds: Rect(width: 400, height: 300))
    var backward: EffectContext { EffectContext(bounds: context.bounds, direction: .backward) }

    @Test func insertionGoesFromActiveToIdentityAndRemovalBack() {
        let scale = ScaleEffect(scale: 0.5)
        #expect(scale.properties(phase: .insertion, progress: 0, context: context).scale == 0.5)
        #expect(scale.properties(phase: .insertion, progress: 1, context: context) == .identity)
        #expect(scale.properties(phase: .removal, progress: 0, context: context).scale == 1)
        #expect(scale.properties(phase: .removal, progress: 1, context: context).scale == 0.5)
        #expect(scale.properties(phase: .removal, progress: 0.5, context: context).scale == 0.75)
    }

    @Test func combinedMultipliesOpacityAndScaleAndAddsOffsets() {
        let effect = ScaleEffect(scale: 0.5, anchor: .topLeading).combined(with: OpacityEffect()).combined(with: OffsetEffect(x: 40, y: 20))
        let p = effect.properties(phase: .insertion, progress: 0.5, context: context)
        #expect(abs(p.opacity - 0.5) < 1e-12, "opacity \(p.opacity)")
        #expect(abs(p.scale - 0.75) < 1e-12, "scale \(p.scale)")
        #expect(p.anchor == .topLeading, "anchor of the scaling part, got \(p.anchor)")
        #expect(p.offsetX == 20 && p.offsetY == 10, "offset \(p.offsetX),\(p.offsetY)")
        #expect(effect.spec == "scale:0.5@topLeading+opacity+offset:40,20", "spec \(effect.spec)")

        let twoScales = ScaleEffect(scale: 0.5).combined(with: ScaleEffect(scale: 0.5))
        #expect(twoScales.properties(phase: .removal, progress: 1, context: context).scale == 0.25, "scales multiply")
        let twoOffsets = OffsetEffect(x: 10).combined(with: MoveEffect(edge: .bottom))
        let moved = twoOffsets.properties(phase: .removal, progress: 1, context: context)
        #expect(moved.offsetX == 10 && moved.offsetY == 300, "offsets add: \(moved.offsetX),\(moved.offsetY)")
    }

    @Test func asymmetricAnimatesInsertionAndRemovalDifferently() {
        let effect = AsymmetricEffect(insertion: ScaleEffect(), removal: MoveEffect(edge: .bottom))
        let inserted = effect.properties(phase: .insertion, progress: 0.25, context: context)
        let removed = effect.properties(phase: .removal, progress: 0.25, context: context)
        #expect(inserted.scale == 0.25 && inserted.offsetY == 0, "insertion scales only: \(inserted)")
        #expect(removed.scale == 1 && removed.offsetY == 75, "removal moves down only: \(removed)")
    }

    @Test func slideComesFromLeadingAndLeavesTrailing() {
        let slide = SlideEffect()
        #expect(slide.properties(phase: .insertion, progress: 0, context: context).offsetX == -400)
        #expect(slide.properties(phase: .removal, progress: 1, context: context).offsetX == 400)
    }

    @Test func goingBackwardMirrorsDirectionalEffects() {
        let slide = SlideEffect()
        #expect(slide.properties(phase: .insertion, progress: 0, context: backward).offsetX == 400, "backward slide comes from trailing")
        #expect(slide.properties(phase: .removal, progress: 1, context: backward).offsetX == -400, "and leaves leading")
        let move = MoveEffect(edge: .top)
        #expect(move.properties(phase: .insertion, progress: 0, context: context).offsetY == -300)
        #expect(move.properties(phase: .insertion, progress: 0, context: backward).offsetY == 300)
        let offset = OffsetEffect(x: 40, y: 20)
        let mirrored = offset.properties(phase: .insertion, progress: 0, context: backward)
        #expect(mirrored.offsetX == -40 && mirrored.offsetY == -20, "offset negates: \(mirrored)")
        #expect(OpacityEffect().properties(phase: .insertion, progress: 0.25, context: backward).opacity == 0.25, "opacity has no direction")
    }

    @Test func transitionAppliesTheCurveOverItsDuration() {
        let linear = ComposableTransition(effect: OpacityEffect(), duration: 1, curve: .linear)
        let eased = ComposableTransition(effect: OpacityEffect(), duration: 1, curve: .easeIn)
        #expect(linear.properties(phase: .insertion, at: 0.5, context: context).opacity == 0.5)
        let e = eased.properties(phase: .insertion, at: 0.5, context: context).opacity
        #expect(abs(e - AnimationCurve.easeIn.value(at: 0.5)) < 1e-12, "easeIn opacity \(e)")
        #expect(linear.properties(phase: .removal, at: 2, context: context).opacity == 0, "past the end stays at the end")
    }

    @Test func spawnMarksTheTransitionAsDrawingTheNewImageAndCleansUp() {
        let player = TransitionPlayer()
        let image = ImageLayer(texture: TextureID(rawValue: 1), source: Rect(width: 10, height: 10), destination: Rect(width: 10, height: 10))
        player.start(
            ComposableTransition(effect: SlideEffect(), duration: 0.5), request: TransitionRequest(from: image, to: image, bounds: Rect(width: 10, height: 10)))
        #expect(player.active?.drawsIncomingImage == true)
        #expect(player.world.count(of: ComposableLayer.self) == 2, "one layer per image")
        for tick in 1...60 { player.tick(FixedTime(tick: Int64(tick))) }
        #expect(!player.isTransitioning)
        #expect(player.entityCount == 0, "no entity outlives the transition, got \(player.entityCount)")
    }

    @Test func drawPutsTheRemovalUnderTheInsertion() {
        let player = TransitionPlayer()
        let old = ImageLayer(texture: TextureID(rawValue: 1), source: Rect(width: 10, height: 10), destination: Rect(width: 10, height: 10))
        let new = ImageLayer(texture: TextureID(rawValue: 2), source: Rect(width: 10, height: 10), destination: Rect(width: 10, height: 10))
        player.start(
            ComposableTransition(effect: OpacityEffect(), duration: 1), request: TransitionRequest(from: old, to: new, bounds: Rect(width: 10, height: 10)))
        player.tick(FixedTime(tick: 60))
        var list = DrawList()
        player.draw(alpha: 0, into: &list)
        let textures = list.commands.compactMap { command -> UInt32? in
            if case .quad(let q) = command { return q.texture.rawValue }
            return nil
        }
        #expect(textures == [1, 2], "old then new, and the player did not draw the new image itself: \(textures)")
    }

    /// The custom effect from docs/transitions.md.
    struct Swing: ActiveStateEffect {
        var spec: String { "swing" }
        func active(phase: TransitionPhase, context: EffectContext) -> ViewProperties {
            ViewProperties(opacity: 0, offsetY: 60, rotation: context.isBackward ? -30 : 30)
        }
    }

    @Test func customEffectsComposeWithBuiltins() {
        let transition = ComposableTransition(effect: Swing().combined(with: ScaleEffect(scale: 0.9)), duration: 1, curve: .linear)
        #expect(transition.name == "swing+scale:0.9")
        let p = transition.properties(phase: .insertion, at: 0.5, context: context)
        #expect(p.opacity == 0.5 && p.offsetY == 30 && p.rotation == 15 && abs(p.scale - 0.95) < 1e-12, "half way: \(p)")
        let back = transition.properties(phase: .removal, at: 1, context: backward)
        #expect(back.rotation == -30 && back.opacity == 0, "removal ends at the mirrored active state: \(back)")
    }

    @Test func blurCrossFadesBetweenTheNearestLevels() {
        let levels = [
            BlurLevel(radius: 4, texture: TextureID(rawValue: 11), scale: 0.5), BlurLevel(radius: 16, texture: TextureID(rawValue: 12), scale: 0.125),
        ]
        let image = ImageLayer(
            texture: TextureID(rawValue: 10), source: Rect(width: 800, height: 400), destination: Rect(width: 800, height: 400), blurLevels: levels)
        var list = DrawList()
        image.draw(with: ViewProperties(blur: 10), into: &list)
        guard list.commands.count == 2, case .quad(let lower) = list.commands[0], case .quad(let upper) = list.commands[1] else {
            Issue.record("expected two quads, got \(list.commands)")
            return
        }
        #expect(lower.texture.rawValue == 11 && lower.opacity == 1 && lower.source == Rect(width: 400, height: 200), "lower level \(lower)")
        #expect(
            upper.texture.rawValue == 12 && abs(upper.opacity - 0.5) < 1e-6 && upper.source == Rect(width: 100, height: 50), "upper level half in: \(upper)")
        var sharp = DrawList()
        image.draw(with: .identity, into: &sharp)
        #expect(sharp.count == 1, "no blur draws the sharp texture only")
    }
}

/// Which blurred copies a blurring transition needs.
@Suite struct BlurLevelRadiiTests {
    @Test func levelsBelowTwiceTheLargestBlurAndNoneWithout() {
        #expect(BlurLevel.radii(forMaxBlur: 24, from: [2, 4, 8, 16, 32]) == [2, 4, 8, 16, 32], "the blur transition's 24 px needs the 32 px level")
        #expect(BlurLevel.radii(forMaxBlur: 3, from: [32, 2, 8]) == [2], "sorted, only what a 3 px blur can reach")
        #expect(BlurLevel.radii(forMaxBlur: 0, from: [2, 8, 32]).isEmpty, "a transition that never blurs needs no copies")
    }
}
