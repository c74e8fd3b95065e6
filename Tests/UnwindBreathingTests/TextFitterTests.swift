import Testing
import UnwindDraw

@testable import UnwindBreathing

/// Fitting with a measurer whose widths are known exactly: 10 px per character at size 20,
/// proportional to the size, lines 24 px tall at 20.
private struct FixedMetrics: TextMeasuring {
    func measure(_ string: String, size: Float) -> Size? {
        let px = Float(Int(size.rounded()))
        return Size(width: Int((Float(string.count) * px / 2).rounded()), height: Int((px * 1.2).rounded()))
    }
}

@Suite struct TextFitterTests {
    let fitter = TextFitter(measurer: FixedMetrics(), minimumSize: 16)

    @Test func fitsOnOneLineAtTheNominalSize() {
        let area = Rect(x: 0, y: 0, width: 400, height: 30)
        let fitted = fitter.fit("twenty characters ok", in: area, size: 20, color: .white)
        #expect(fitted.runs.count == 1 && fitted.size == 20, "one line at 20: \(fitted)")
        #expect(fitted.frames[0].width == 200 && fitted.frames[0].minX == 100, "centred: \(fitted.frames[0])")
    }

    @Test func shrinksToTheLargestSizeThatFits() {
        // 40 characters: 400 px at 20, so 300 px needs size 15 → but the minimum is 16 → at 16
        // it is 320 px: too wide; so it wraps.
        let wide = Rect(x: 0, y: 0, width: 360, height: 60)
        let shrunk = fitter.fit(String(repeating: "a", count: 20) + " " + String(repeating: "b", count: 19), in: wide, size: 20, color: .white)
        #expect(shrunk.runs.count == 1 && shrunk.size == 18, "18 px makes 360: \(shrunk.size), \(shrunk.runs.count) lines")
        let narrow = Rect(x: 0, y: 0, width: 300, height: 60)
        let wrapped = fitter.fit(String(repeating: "a", count: 20) + " " + String(repeating: "b", count: 19), in: narrow, size: 20, color: .white)
        #expect(
            wrapped.runs.map(\.string) == [String(repeating: "a", count: 20), String(repeating: "b", count: 19)], "balanced: \(wrapped.runs.map(\.string))")
        #expect(wrapped.size == 20 && !wrapped.isBelowMinimum, "two lines at 20 fit 300×60: \(wrapped.size)")
        #expect(wrapped.frames[1].minY == wrapped.frames[0].maxY, "stacked")
    }

    @Test func belowTheMinimumOnlyAsALastResort() {
        let tiny = Rect(x: 0, y: 0, width: 100, height: 20)
        let fitted = fitter.fit("Unbreakablelongwordthatnevertfits", in: tiny, size: 20, color: .white)
        #expect(fitted.isBelowMinimum && fitted.size < 16, "flagged: \(fitted.size)")
        #expect(fitted.frames[0].width <= 100)
    }

    @Test func everyFrameStaysInsideItsArea() {
        let area = Rect(x: 10, y: 20, width: 250, height: 50)
        for text in ["short", "a somewhat longer sentence to fit", "x"] {
            let fitted = fitter.fit(text, in: area, size: 24, color: .white, placement: .center)
            for frame in fitted.frames {
                #expect(
                    frame.minX >= area.minX && frame.maxX <= area.maxX && frame.minY >= area.minY - 0.5 && frame.maxY <= area.maxY + 0.5,
                    "\(text): \(frame) in \(area)")
            }
        }
    }
}

@Suite struct TextFitterSeparatorTests {
    @Test func wrapsAtTheMiddleDotFirst() {
        let fitter = TextFitter(measurer: FixedMetrics(), minimumSize: 16)
        let fitted = fitter.fit("one two three four · five six", in: Rect(x: 0, y: 0, width: 200, height: 60), size: 20, color: .white)
        #expect(fitted.runs.map(\.string) == ["one two three four", "five six"], "broken at the dot, which goes: \(fitted.runs.map(\.string))")
    }
}
