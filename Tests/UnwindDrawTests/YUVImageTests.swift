import Testing
import UnwindDraw

/// I420 planes: colours survive the round trip through each matrix, and pasting keeps
/// chroma aligned and cuts off what falls outside.
@Suite struct YUVImageTests {
    @Test(arguments: [8, 720])
    func coloursSurviveTheRoundTrip(height: Int) {
        for colour in [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(128, 128, 128), Color(20, 200, 160)] {
            let image = YUVImage(pixels: PixelBuffer(width: 8, height: height, fill: colour))
            let back = image.pixels()[3, 3]
            let error = max(abs(Int(back.r) - Int(colour.r)), abs(Int(back.g) - Int(colour.g)), abs(Int(back.b) - Int(colour.b)))
            #expect(error <= 3, "\(colour) at height \(height) (\(image.matrix)) came back as \(back)")
        }
    }

    @Test func pastePlacesThePictureAndClipsAtTheEdges() {
        var frame = YUVImage(width: 8, height: 8, fill: Color(0, 0, 0))
        let white = YUVImage(width: 4, height: 4, fill: Color(255, 255, 255))
        frame.paste(white, x: 2, y: 2)
        #expect(frame.y[2 * 8 + 2] == 235 && frame.y[1 * 8 + 1] == 16 && frame.y[6 * 8 + 6] == 16, "inside at (2,2)…(5,5)")
        frame.paste(white, x: 6, y: -2)
        #expect(frame.y[0 * 8 + 7] == 235 && frame.y[2 * 8 + 7] == 16, "cut off at the right and top edges")
        frame.paste(white, x: 3, y: 3)  // rounded down to (2,2)
        #expect(frame.u.count == 16)
    }

    @Test func rotationTurnsClockwiseAndFourTurnsAreNone() {
        var image = YUVImage(width: 4, height: 2, fill: Color(0, 0, 0))
        image.y[0] = 200  // top-left
        let turned = image.rotated(clockwise: 90)
        #expect(turned.width == 2 && turned.height == 4)
        #expect(turned.y[1] == 200, "top-left goes to top-right: \(turned.y)")
        #expect(image.rotated(clockwise: 180).y[7] == 200, "and to bottom-right on a half turn")
        #expect(image.rotated(clockwise: 270).y[6] == 200, "and to bottom-left on three quarters")
        #expect(turned.rotated(clockwise: 90).rotated(clockwise: 90).rotated(clockwise: 90) == image)
    }
}
