import Testing
import UnwindDraw

@Suite struct PhotoCoverageTests {
    static let red = Color(220, 30, 30), blue = Color(30, 40, 220)

    @Test func photosAndTheirBlendsAreCovered() {
        var frame = PixelBuffer(width: 4, height: 1, fill: Self.red)
        frame[1, 0] = Self.blue
        frame[2, 0] = Self.red.mixed(with: Self.blue, 0.3)
        frame[3, 0] = Self.red.mixed(with: Self.blue, 0.5)
        let coverage = frame.photoCoverage(first: Self.red, second: Self.blue)
        #expect(coverage.emptyFraction == 0 && coverage.meanCoverage > 0.99, "\(coverage)")
    }

    @Test func backgroundAndDeepFadesAreEmpty() {
        var frame = PixelBuffer(width: 4, height: 1, fill: .black)
        frame[1, 0] = Color.black.mixed(with: Self.red, 0.3)
        frame[2, 0] = Color.black.mixed(with: Self.blue, 0.8)
        frame[3, 0] = Self.red
        let coverage = frame.photoCoverage(first: Self.red, second: Self.blue)
        #expect(coverage.emptyFraction == 0.5, "black and a 30 % fade are empty, an 80 % fade and a photo are not: \(coverage)")
        #expect(abs(coverage.meanCoverage - (0 + 0.3 + 0.8 + 1) / 4) < 0.01, "\(coverage)")
    }

    @Test func aDipMidFadeIsPartlyCovered() {
        // SwiftUI's .opacity half way: old at 50 % over black, new at 50 % over that.
        let dip = Color.black.mixed(with: Self.red, 0.5).mixed(with: Self.blue, 0.5)
        let coverage = PixelBuffer(width: 2, height: 2, fill: dip).photoCoverage(first: Self.red, second: Self.blue)
        #expect(coverage.emptyFraction == 0 && abs(coverage.meanCoverage - 0.75) < 0.01, "\(coverage)")
    }

    @Test func anotherBackgroundColourWorksToo() {
        let grey = Color(128, 128, 128)
        var frame = PixelBuffer(width: 2, height: 1, fill: grey)
        frame[1, 0] = Self.blue
        let coverage = frame.photoCoverage(first: Self.red, second: Self.blue, background: grey)
        #expect(coverage.emptyFraction == 0.5, "\(coverage)")
    }
}
