import Testing
import UnwindSlideshow

@Suite struct PhotoShapeTests {
    @Test func orientationTurnsTheShape() {
        #expect(PhotoShape(width: 3000, height: 4000) == .portrait)
        #expect(PhotoShape(width: 4000, height: 3000) == .landscape)
        #expect(PhotoShape(width: 4000, height: 3000, orientation: 6) == .portrait, "stored sideways, shown upright")
        #expect(PhotoShape(width: 500, height: 500) == .landscape, "a square is never paired")
    }
}
