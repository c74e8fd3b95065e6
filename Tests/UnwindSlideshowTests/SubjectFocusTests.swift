import Testing
import UnwindDraw
import UnwindSlideshow

/// The camera's subject point carried to the prepared frame.
@Suite struct SubjectFocusTests {
    @Test func orientationTurnsThePoint() throws {
        let stored = Size(width: 400, height: 300)
        let upright = try #require(SubjectFocus.upright([399, 0], stored: stored, orientation: 1))
        #expect(upright.x > 0.99 && upright.y < 0.01, "top right stays top right: \(upright)")
        let turned = try #require(SubjectFocus.upright([399, 0], stored: stored, orientation: 6))
        #expect(turned.x > 0.99 && turned.y > 0.99, "stored top right, turned clockwise: bottom right: \(turned)")
        let back = try #require(SubjectFocus.upright([399, 0], stored: stored, orientation: 8))
        #expect(back.x < 0.01 && back.y < 0.01, "turned anticlockwise: top left: \(back)")
        #expect(SubjectFocus.upright([500, 10], stored: stored, orientation: 1) == nil, "outside the picture")
        #expect(SubjectFocus.upright([5], stored: stored, orientation: 1) == nil)
    }

    @Test func fillCropAndFitPlacement() {
        // A 2:1 picture filling a 1:1 frame loses a quarter on each side.
        let filled = SubjectFocus.inFrame(
            Vec2(0.75, 0.5), picture: Size(width: 200, height: 100), frame: Size(width: 100, height: 100), fit: .fill, composed: true)
        #expect(abs(filled.x - 1) < 0.01 && abs(filled.y - 0.5) < 0.01, "\(filled)")
        // The same picture fitted: it sits in the middle half of the frame's height.
        let fitted = SubjectFocus.inFrame(Vec2(0.5, 0), picture: Size(width: 200, height: 100), frame: Size(width: 100, height: 100), fit: .fit, composed: true)
        #expect(abs(fitted.x - 0.5) < 0.01 && abs(fitted.y - 0.25) < 0.01, "\(fitted)")
        #expect(
            SubjectFocus.inFrame(Vec2(0.3, 0.6), picture: Size(width: 2, height: 1), frame: Size(width: 9, height: 9), fit: .fit, composed: false)
                == Vec2(0.3, 0.6))
    }
}
