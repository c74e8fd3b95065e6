import Testing
import UnwindDraw
import UnwindSlideshow

/// The most detailed region of a picture, for `kenburns-smart`.
@Suite struct DetailFocusTests {
    @Test func findsTheBusyCorner() throws {
        var pixels = PixelBuffer(width: 64, height: 36, fill: Color(90, 120, 200))
        for y in 24..<34 { for x in 46..<62 where (x + y) % 2 == 0 { pixels[x, y] = .white } }
        let focus = try #require(DetailFocus.find(in: pixels))
        #expect(focus.x > 0.7 && focus.y > 0.65, "the checkered patch at the bottom right: \(focus)")
    }

    @Test func aFlatPictureHasNoFocus() {
        #expect(DetailFocus.find(in: PixelBuffer(width: 64, height: 36, fill: .white)) == nil)
    }

    @Test func theMapIsSmall() {
        #expect(DetailFocus.mapSize(for: Size(width: 6000, height: 4000)) == Size(width: 64, height: 42))
    }
}
