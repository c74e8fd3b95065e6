import Testing
import UnwindDraw

/// Fitting images to frames: letterbox and crop, on whole pixels.
@Suite struct FitModeTests {
    @Test func fitLetterboxesAWideImage() {
        let placed = FitMode.fit.placement(of: Size(width: 400, height: 100), in: Rect(width: 200, height: 200))
        #expect(placed.destination == Rect(x: 0, y: 75, width: 200, height: 50), "destination: \(placed.destination)")
        #expect(placed.source == Rect(width: 400, height: 100))
    }

    @Test func fillCropsTheCentre() {
        let placed = FitMode.fill.placement(of: Size(width: 400, height: 100), in: Rect(width: 200, height: 200))
        #expect(placed.destination == Rect(width: 200, height: 200))
        #expect(placed.source == Rect(x: 150, y: 0, width: 100, height: 100), "source: \(placed.source)")
    }

    @Test func degenerateSizesGiveEmptyPlacement() {
        let placed = FitMode.fit.placement(of: Size(width: 0, height: 10), in: Rect(width: 10, height: 10))
        #expect(placed.destination.isEmpty)
    }
}
