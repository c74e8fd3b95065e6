import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindTestSupport

/// The two images of `unwind render`, loaded on two cores: the same pixels as two loads in a
/// row, and the same failure first.
@Suite struct FramedImagePairTests {
    static let from = Repository.path("Assets/photos/chelsea.png"), to = Repository.path("Assets/photos/coffee.png")

    @Test func loadsTheSamePixelsAsTwoLoadsInARow() throws {
        let size = Size(width: 320, height: 180)
        try Headless.withSDL {
            for fit in [FitMode.fit, .fill] {
                let pair = try FramedImage.loadPair(from: Self.from, to: Self.to, size: size, fit: fit, background: .black)
                let from = try FramedImage.load(path: Self.from, size: size, fit: fit, clipEnd: true)
                let to = try FramedImage.load(path: Self.to, size: size, fit: fit)
                #expect(try pair.from.pixelBuffer() == from.pixelBuffer(), "from, \(fit)")
                #expect(try pair.to.pixelBuffer() == to.pixelBuffer(), "to, \(fit)")
                #expect(try pair.from.pixelBuffer() != pair.to.pixelBuffer(), "two different photos, in order")
            }
        }
    }

    @Test func throwsTheFirstImagesFailureFirst() throws {
        let size = Size(width: 64, height: 36)
        try Headless.withSDL {
            for (from, to, named) in [("/nonexistent/a.png", "/nonexistent/b.png", "a.png"), (Self.from, "/nonexistent/b.png", "b.png")] {
                do {
                    _ = try FramedImage.loadPair(from: from, to: to, size: size, fit: .fit, background: .black)
                    Issue.record("loaded \(from) and \(to)")
                } catch let failure as ImageDecoder.Failure {
                    #expect(failure.path.hasSuffix(named), "\(failure)")
                }
            }
        }
    }
}
