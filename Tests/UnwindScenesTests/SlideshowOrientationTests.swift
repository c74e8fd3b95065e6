import Testing
import UnwindDraw
import UnwindPhotos
import UnwindPlatform
import UnwindRuntime
import UnwindScenes

/// EXIF orientations 1...8, read with libexif and applied on the decode thread, checked by
/// the pixels on screen. The fixtures hold one 32×24 picture (red, lime / blue, white
/// quadrants when upright) stored rotated or mirrored, tagged as a camera would tag it
/// (made by scripts/make-exif-fixtures.py, checked there with ImageMagick's -auto-orient).
@Suite struct SlideshowOrientationTests {
    static func fixture(_ n: Int) -> String { "\(SlideshowTestSupport.fixtures)/exif/orientation-\(n).jpg" }

    @Test(arguments: 1...8)
    func libexifReadsOrientationAndDate(orientation: Int) {
        let metadata = PhotoMetadata.read(path: Self.fixture(orientation))
        #expect(metadata.orientation == orientation, "expected orientation \(orientation), got \(metadata.orientation)")
        #expect(metadata.dateTaken == "2024:06:01 14:03:22", "date: \(String(describing: metadata.dateTaken))")
        #expect(metadata.displayDate == "2024-06-01 14:03")
    }

    @Test(arguments: 1...8)
    func photoIsShownUpright(orientation: Int) throws {
        let scene = SlideshowScene(roots: [Self.fixture(orientation)], config: SlideshowTestSupport.config())
        var frame: PixelBuffer?
        try SlideshowTestSupport.run(scene, size: Size(width: 64, height: 48), frames: 3) { _, renderer in
            frame = try renderer.readPixels()
        }
        guard let frame else {
            Issue.record("no frame")
            return
        }
        let expected: [(Int, Int, Color, String)] = [
            (16, 12, Color(255, 0, 0), "red top left"), (48, 12, Color(0, 255, 0), "lime top right"),
            (16, 36, Color(0, 0, 255), "blue bottom left"), (48, 36, Color(255, 255, 255), "white bottom right"),
        ]
        for (x, y, color, name) in expected {
            let got = frame[x, y]
            let close = abs(Int(got.r) - Int(color.r)) <= 24 && abs(Int(got.g) - Int(color.g)) <= 24 && abs(Int(got.b) - Int(color.b)) <= 24
            #expect(close, "orientation \(orientation): expected \(name) \(color) at (\(x), \(y)), got \(got)")
        }
    }
}
