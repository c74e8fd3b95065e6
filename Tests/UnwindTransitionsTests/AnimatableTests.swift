import Testing
import UnwindDraw

@testable import UnwindTransitions

@Suite struct AnimatableTests {
    @Test func pairsInterpolateComponentwise() {
        let a = AnimatablePair(AnimatablePair(0.0, 10.0), 100.0)
        let b = AnimatablePair(AnimatablePair(1.0, 30.0), 50.0)
        let mid = a.interpolated(to: b, amount: 0.25)
        #expect(mid == AnimatablePair(AnimatablePair(0.25, 15.0), 87.5), "got \(mid)")
        #expect(a.interpolated(to: b, amount: 0) == a)
        #expect(a.interpolated(to: b, amount: 1) == b)
    }

    @Test func pairArithmetic() {
        var p = AnimatablePair(2.0, -3.0)
        p.scale(by: 2)
        #expect(p == AnimatablePair(4.0, -6.0))
        #expect(p.magnitudeSquared == 52)
        #expect(p - p == .zero)
        #expect(AnimatablePair(1.0, 2.0) + AnimatablePair(3.0, 4.0) == AnimatablePair(4.0, 6.0))
    }

    @Test func viewPropertiesInterpolateAllAnimatedFieldsTogether() {
        let from = ViewProperties(opacity: 0, scale: 0.5, anchor: .topLeading, offsetX: -100, offsetY: 40, rotation: 90, blur: 20)
        let to = ViewProperties.identity
        let mid = from.interpolated(to: to, amount: 0.5)
        #expect(mid.opacity == 0.5, "opacity \(mid.opacity)")
        #expect(mid.scale == 0.75, "scale \(mid.scale)")
        #expect(mid.offsetX == -50 && mid.offsetY == 20, "offset \(mid.offsetX),\(mid.offsetY)")
        #expect(mid.rotation == 45, "rotation \(mid.rotation)")
        #expect(mid.blur == 10, "blur \(mid.blur)")
        #expect(mid.anchor == .topLeading, "the anchor is not animated; it stays the receiver's")
    }

    @Test func springOvershootExtrapolates() {
        let value = 0.0.interpolated(to: 10.0, amount: 1.1)
        #expect(abs(value - 11) < 1e-12, "amount past 1 overshoots: \(value)")
    }

    @Test func applyScalesAboutAnchorThenOffsets() {
        let rect = Rect(x: 100, y: 50, width: 200, height: 100)
        let centre = ViewProperties(scale: 0.5).apply(to: rect)
        #expect(centre == Rect(x: 150, y: 75, width: 100, height: 50), "got \(centre)")
        let corner = ViewProperties(scale: 0.5, anchor: .topLeading, offsetX: 10, offsetY: -5).apply(to: rect)
        #expect(corner == Rect(x: 110, y: 45, width: 100, height: 50), "got \(corner)")
        let bottomTrailing = ViewProperties(scale: 0, anchor: .bottomTrailing).apply(to: rect)
        #expect(bottomTrailing.x == 300 && bottomTrailing.y == 150 && bottomTrailing.width == 0, "got \(bottomTrailing)")
    }
}
