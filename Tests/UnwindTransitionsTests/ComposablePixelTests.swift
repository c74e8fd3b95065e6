import Testing
import UnwindDraw

@testable import UnwindTransitions

/// Composable transitions rendered headless: 200×120 view, old image red, new image blue.
@Suite struct ComposablePixelTests {
    func linear(_ effect: any ComposableEffect, removal: (any ComposableEffect)? = nil) -> ComposableTransition {
        ComposableTransition(effect: effect, removal: removal, duration: 0.8, curve: .linear)
    }

    @Test func opacityFadesBothImagesAtOnce() throws {
        let frame = try PixelRig.frame(linear(OpacityEffect()), at: 0.4)
        // Old at 50 % over black, then new at 50 % over that.
        let expected = Color.black.mixed(with: PixelRig.old, 0.5).mixed(with: PixelRig.new, 0.5)
        #expect(frame[100, 60].distance(to: expected) <= 3, "half way: expected \(expected), got \(frame[100, 60])")
        let early = try PixelRig.frame(linear(OpacityEffect()), at: 0.2)
        let expectedEarly = Color.black.mixed(with: PixelRig.old, 0.75).mixed(with: PixelRig.new, 0.25)
        #expect(early[10, 10].distance(to: expectedEarly) <= 3, "quarter way: expected \(expectedEarly), got \(early[10, 10])")
    }

    @Test func crossfadeBlendsWithoutDipping() throws {
        let frame = try PixelRig.frame(linear(OpacityEffect(), removal: IdentityEffect()), at: 0.4)
        let expected = PixelRig.old.mixed(with: PixelRig.new, 0.5)
        #expect(frame[100, 60].distance(to: expected) <= 3, "expected \(expected), got \(frame[100, 60])")
    }

    @Test func slideMovesNewInFromLeadingAndOldOutTrailing() throws {
        let frame = try PixelRig.frame(linear(SlideEffect()), at: 0.4)
        // Half way: the new image spans x -100..100, the old one 100..300.
        #expect(frame[50, 60].distance(to: PixelRig.new) <= 3, "left half is new: \(frame[50, 60])")
        #expect(frame[98, 60].distance(to: PixelRig.new) <= 3, "just left of the seam is new: \(frame[98, 60])")
        #expect(frame[102, 60].distance(to: PixelRig.old) <= 3, "just right of the seam is old: \(frame[102, 60])")
        #expect(frame[150, 60].distance(to: PixelRig.old) <= 3, "right half is old: \(frame[150, 60])")
    }

    @Test func slideBackwardMirrors() throws {
        let frame = try PixelRig.frame(linear(SlideEffect()), at: 0.4, direction: .backward)
        #expect(frame[50, 60].distance(to: PixelRig.old) <= 3, "going back, the old image leaves to the left: \(frame[50, 60])")
        #expect(frame[150, 60].distance(to: PixelRig.new) <= 3, "and the new one comes from the right: \(frame[150, 60])")
    }

    @Test func slideSamplesTheRightPartOfTheImage() throws {
        let size = Size(width: 200, height: 120)
        let gradient = PixelRig.gradient(size)
        let frame = try PixelRig.frames(linear(SlideEffect()), size: size, at: [0.4], newPixels: gradient)[0]
        // The new image's left edge is at x = -100, so screen x = 50 shows image column 150.
        #expect(frame[50, 60].distance(to: gradient[150, 60]) <= 4, "expected column 150 \(gradient[150, 60]), got \(frame[50, 60])")
    }

    @Test func scaleGrowsFromTheCentre() throws {
        let frame = try PixelRig.frame(linear(ScaleEffect()), at: 0.4)
        // Both images are at half size about the centre (x 50..150, y 30..90); the new one on top.
        #expect(frame[100, 60].distance(to: PixelRig.new) <= 3, "centre is new: \(frame[100, 60])")
        #expect(frame[55, 35].distance(to: PixelRig.new) <= 3, "inside the half-size rect: \(frame[55, 35])")
        #expect(frame[45, 60].distance(to: .black) <= 3, "outside it the background shows: \(frame[45, 60])")
        #expect(frame[100, 25].distance(to: .black) <= 3, "above it too: \(frame[100, 25])")
    }

    @Test func scaleWithAnchorGrowsFromTheCorner() throws {
        let transition = linear(ScaleEffect(scale: 0, anchor: .topLeading), removal: IdentityEffect())
        let frame = try PixelRig.frame(transition, at: 0.4)
        #expect(frame[10, 10].distance(to: PixelRig.new) <= 3, "top-left quarter is new: \(frame[10, 10])")
        #expect(frame[95, 55].distance(to: PixelRig.new) <= 3, "up to half size: \(frame[95, 55])")
        #expect(frame[105, 65].distance(to: PixelRig.old) <= 3, "beyond it the still old image: \(frame[105, 65])")
    }

    @Test func endsExactlyOnTheNewImage() throws {
        for transition in [linear(ScaleEffect()), linear(SlideEffect()), linear(OpacityEffect())] {
            let frame = try PixelRig.frame(transition, at: 0.8)
            #expect(
                frame[0, 0] == Color(PixelRig.new.r, PixelRig.new.g, PixelRig.new.b) && frame[199, 119] == frame[0, 0],
                "\(transition.name) last frame: \(frame[0, 0])")
        }
    }
}
