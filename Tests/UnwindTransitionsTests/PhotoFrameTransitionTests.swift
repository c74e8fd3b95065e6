import Testing
import UnwindDraw

@testable import UnwindTransitions

/// The wall-frame transitions (push, zoom-through, crossfade-zoom): their geometry,
/// stacking and options, rendered headless on a 200×120 view, old image red, new blue.
@Suite struct PhotoFrameTransitionTests {
    func make(_ name: String, _ options: TransitionOptions = TransitionOptions()) throws -> ComposableTransition {
        try #require(try TransitionCatalog.make(name, options: options) as? ComposableTransition)
    }

    @Test func pushTrailingBringsTheNewPhotoInFromTheRight() throws {
        let transition = try make("push-trailing", TransitionOptions(duration: 1, curve: "linear"))
        let frame = try PixelRig.frame(transition, at: 0.25)
        // A quarter of the way: the old photo spans x -50..150, the new one 150..350.
        #expect(frame[10, 60].distance(to: PixelRig.old) <= 3, "left is still old: \(frame[10, 60])")
        #expect(frame[147, 60].distance(to: PixelRig.old) <= 3, "just left of the seam is old: \(frame[147, 60])")
        #expect(frame[152, 60].distance(to: PixelRig.new) <= 3, "just right of the seam is new: \(frame[152, 60])")
        #expect(frame[199, 60].distance(to: PixelRig.new) <= 3, "right edge is new: \(frame[199, 60])")
    }

    @Test func pushBackwardMirrorsTheEdges() throws {
        let transition = try make("push-trailing", TransitionOptions(duration: 1, curve: "linear"))
        let frame = try PixelRig.frame(transition, at: 0.25, direction: .backward)
        // Going back the new photo enters from the left: new spans -150..50, old 50..250.
        #expect(frame[10, 60].distance(to: PixelRig.new) <= 3, "left is new: \(frame[10, 60])")
        #expect(frame[100, 60].distance(to: PixelRig.old) <= 3, "right is old: \(frame[100, 60])")
    }

    @Test(arguments: [(Edge.leading, 10, 190, 60, 60), (.top, 100, 100, 10, 110), (.bottom, 100, 100, 110, 10)])
    func pushFromEachEdge(edge: Edge, newX: Int, oldX: Int, newY: Int, oldY: Int) throws {
        let transition = try make("push-\(edge.rawValue)", TransitionOptions(duration: 1, curve: "linear"))
        let frame = try PixelRig.frame(transition, at: 0.3)
        #expect(frame[newX, newY].distance(to: PixelRig.new) <= 3, "push-\(edge): new near the \(edge) edge at (\(newX),\(newY)): \(frame[newX, newY])")
        #expect(frame[oldX, oldY].distance(to: PixelRig.old) <= 3, "push-\(edge): old across from it at (\(oldX),\(oldY)): \(frame[oldX, oldY])")
    }

    @Test func pushSamplesTheLeadingColumnsOfTheNewPhoto() throws {
        let size = Size(width: 200, height: 120)
        let gradient = PixelRig.gradient(size)
        let transition = try make("push-trailing", TransitionOptions(duration: 1, curve: "linear"))
        let frame = try PixelRig.frames(transition, size: size, at: [0.25], newPixels: gradient)[0]
        // The new photo's left edge is at x = 150, so screen x = 170 shows its column 20.
        #expect(frame[170, 60].distance(to: gradient[20, 60]) <= 4, "expected column 20 \(gradient[20, 60]), got \(frame[170, 60])")
    }

    @Test func zoomThroughDrawsTheOldPhotoGrowingAndFadingOverTheNew() throws {
        let transition = try make("zoom-through", TransitionOptions(duration: 1, curve: "linear"))
        #expect(transition.stacking == .removalOnTop)
        let removal = transition.properties(phase: .removal, at: 0.5, context: EffectContext(bounds: Rect(width: 200, height: 120)))
        #expect(abs(removal.scale - 1.125) < 1e-9 && abs(removal.opacity - 0.5) < 1e-9, "half way the old photo is 1.125× at 50 %: \(removal)")
        let insertion = transition.properties(phase: .insertion, at: 0.5, context: EffectContext(bounds: Rect(width: 200, height: 120)))
        #expect(insertion == .identity, "the new photo waits at rest underneath: \(insertion)")
        let frame = try PixelRig.frame(transition, at: 0.5)
        // Old at 50 % over the opaque new: an even blend, and nothing of the background.
        let expected = PixelRig.new.mixed(with: PixelRig.old, 0.5)
        #expect(frame[100, 60].distance(to: expected) <= 3, "expected \(expected), got \(frame[100, 60])")
        #expect(frame[1, 1].distance(to: expected) <= 3, "corners too: \(frame[1, 1])")
    }

    @Test func zoomThroughSettleAlsoSettlesTheNewPhoto() throws {
        let transition = try make("zoom-through-settle", TransitionOptions(duration: 1, curve: "linear"))
        #expect(transition.stacking == .removalOnTop)
        let insertion = transition.properties(phase: .insertion, at: 0.5, context: EffectContext(bounds: Rect(width: 200, height: 120)))
        #expect(abs(insertion.scale - 1.04) < 1e-9 && insertion.opacity == 1, "the new photo settles from 1.08×, opaque: \(insertion)")
        let frame = try PixelRig.frame(transition, at: 0.5)
        #expect(frame[1, 1].distance(to: PixelRig.new.mixed(with: PixelRig.old, 0.5)) <= 3, "both photos still cover the corners: \(frame[1, 1])")
    }

    @Test func crossfadeZoomFadesTheNewPhotoInOverTheOld() throws {
        let transition = try make("crossfade-zoom", TransitionOptions(duration: 1, curve: "linear"))
        #expect(transition.stacking == .insertionOnTop)
        let frame = try PixelRig.frame(transition, at: 0.25)
        let expected = PixelRig.old.mixed(with: PixelRig.new, 0.25)
        #expect(frame[100, 60].distance(to: expected) <= 3, "a quarter of the new photo over the old: expected \(expected), got \(frame[100, 60])")
        #expect(frame[1, 118].distance(to: expected) <= 3, "the corners too (the new photo is larger than the view): \(frame[1, 118])")
    }

    @Test func endsExactlyOnTheNewPhoto() throws {
        for name in ["push-leading", "push-bottom", "zoom-through", "zoom-through-settle", "crossfade-zoom"] {
            let transition = try make(name)
            let frame = try PixelRig.frame(transition, at: transition.duration)
            for (x, y) in [(0, 0), (100, 60), (199, 119)] {
                #expect(frame[x, y].distance(to: PixelRig.new) == 0, "\(name) at the end (\(x),\(y)): \(frame[x, y])")
            }
        }
    }

    @Test func optionsRetimeAndReshapeThePresets() throws {
        let plain = try make("push-top")
        #expect(plain.duration == 1.1 && plain.name == "push-top")
        #expect(try make("push-top", TransitionOptions(speedy: true)).duration == 0.55)
        #expect(try make("zoom-through", TransitionOptions(duration: 2)).duration == 2)
        #expect(try make("crossfade-zoom", TransitionOptions(curve: "linear")).curve == .linear)
        let custom = try make("push-leading", TransitionOptions(removal: "opacity"))
        #expect(custom.insertion.spec == "push:leading" && custom.removal.spec == "opacity", "\(custom.name)")
        #expect(throws: TransitionSpecError.self) { try TransitionCatalog.make("zoom-through", options: TransitionOptions(duration: -1)) }
        #expect(throws: TransitionSpecError.self) { try TransitionCatalog.make("push-top", options: TransitionOptions(curve: "bouncy")) }
    }

    @Test func pushIsAGrammarPart() throws {
        let composed = try #require(try TransitionCatalog.make("push:bottom+opacity") as? ComposableTransition)
        #expect(composed.insertion.spec == "push:bottom+opacity")
        let context = EffectContext(bounds: Rect(width: 200, height: 120))
        let entering = PushEffect(edge: .bottom).properties(phase: .insertion, progress: 0, context: context)
        let leaving = PushEffect(edge: .bottom).properties(phase: .removal, progress: 1, context: context)
        #expect(entering.offsetY == 120 && leaving.offsetY == -120, "in from below, out through the top: \(entering.offsetY), \(leaving.offsetY)")
        #expect(throws: TransitionSpecError.self) { try TransitionCatalog.make("push") }
        #expect(throws: TransitionSpecError.self) { try TransitionCatalog.make("push:sideways") }
    }
}
