import Testing
import UnwindDraw

@testable import UnwindPlatform

/// What a frame over kept pixels changed (`RetainedPixels.Plan.damage`): the box a software
/// window's present copies and puts. Too small leaves old pixels on the screen; the whole
/// frame every time would put 8 MB at 1080p for a tile that changed.
@Suite struct RetainedPixelsDamageTests {
    let bounds = Rect(width: 100, height: 80)

    @Test func theBoxCoversEveryClearPieceAndCommandInWholePixels() {
        let plan = RetainedPixels.Plan(
            clear: [Rect(x: 2, y: 3, width: 10, height: 10)],
            commands: [
                .quad(
                    TexturedQuad(texture: TextureID(rawValue: 1), source: Rect(width: 5, height: 5), destination: Rect(x: 20.5, y: 30.2, width: 5, height: 5))),
                .fillRect(Rect(x: 40, y: 6, width: 4, height: 2), Color(255, 0, 0)),
            ],
            retained: RetainedPixels())
        let damage = plan.damage(in: bounds)
        #expect(
            damage == Rect(x: 2, y: 3, width: 42, height: 33),
            "from the clear piece's corner to the quad's rounded-out far corner and the fill's right edge, got \(String(describing: damage))")
    }

    @Test func aFrameThatWritesNothingHasNoDamage() {
        let nothing = RetainedPixels.Plan(clear: [], commands: [], retained: RetainedPixels())
        let clipOnly = RetainedPixels.Plan(clear: [], commands: [.clip(Rect(width: 10, height: 10)), .clip(nil)], retained: RetainedPixels())
        #expect(nothing.damage(in: bounds) == nil)
        #expect(clipOnly.damage(in: bounds) == nil, "a clip writes no pixel")
    }

    @Test func theBoxStaysInsideTheTarget() {
        let plan = RetainedPixels.Plan(
            clear: [],
            commands: [.fillRect(Rect(x: -30, y: 70, width: 200, height: 50), Color(0, 0, 255))],
            retained: RetainedPixels())
        #expect(plan.damage(in: bounds) == Rect(x: 0, y: 70, width: 100, height: 10))
    }
}
