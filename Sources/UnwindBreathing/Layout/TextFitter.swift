import UnwindDraw

/// Fits a string into a text area with the font's real measurements: one line at the
/// nominal size if it fits, else the largest size that fits down to the readable minimum,
/// else two balanced lines, and only as a last resort below the minimum (which the layout
/// tests rule out for every shipped string at every tested window size).
public struct TextFitter {
    /// One fitted string: its lines as runs, and the boxes they cover on screen.
    public struct Fitted: Sendable, Equatable {
        /// The lines as centred text runs, ready to append to a draw list.
        public var runs: [TextRun]
        /// The measured box of each line, where it lands on screen.
        public var frames: [Rect]
        /// The font size used.
        public var size: Float
        /// True when even two lines at the minimum did not fit and the text went smaller.
        public var isBelowMinimum: Bool
    }

    /// Where a fitted block sits vertically in its area.
    public enum VerticalPlacement: Sendable {
        case top, center, bottom
    }

    private let measurer: any TextMeasuring
    private let estimate = EstimatedTextMetrics()
    /// The readable minimum font size.
    public let minimumSize: Float

    /// A fitter measuring with `measurer` (an estimate where it has no font), going below `minimumSize` only as a last resort.
    public init(measurer: any TextMeasuring, minimumSize: Float = BreathingLayout.minimumTextSize) {
        self.measurer = measurer
        self.minimumSize = minimumSize
    }

    /// The measured size of one line (an estimate when the measurer has no font).
    public func measure(_ string: String, size: Float) -> Size {
        measurer.measure(string, size: size) ?? estimate.measure(string, size: size) ?? Size(width: 0, height: 0)
    }

    /// Fits `string` into `area`, centred horizontally, at most `size` pixels.
    public func fit(_ string: String, in area: Rect, size nominal: Float, color: Color, placement: VerticalPlacement = .top, maxLines: Int = 2) -> Fitted {
        let top = Float(Int(nominal.rounded(.down)))
        let minimum = min(minimumSize, top)
        guard !string.isEmpty, area.width > 0, area.height > 0 else {
            return Fitted(runs: [], frames: [], size: top, isBelowMinimum: false)
        }
        if let size = largestSize([string], lines: 1, in: area, from: top, downTo: minimum) {
            return place([string], size: size, in: area, color: color, placement: placement, belowMinimum: false)
        }
        if maxLines >= 2 {
            // At a " · " between two parts first (the dot goes), else at the best space.
            for lines in [balancedSplit(string, size: top, separator: " · "), balancedSplit(string, size: top, separator: " ")].compactMap({ $0 }) {
                if let size = largestSize(lines, lines: 2, in: area, from: top, downTo: minimum) {
                    return place(lines, size: size, in: area, color: color, placement: placement, belowMinimum: false)
                }
            }
        }
        let size = largestSize([string], lines: 1, in: area, from: minimum, downTo: 4) ?? 4
        return place([string], size: size, in: area, color: color, placement: placement, belowMinimum: true)
    }

    /// The largest whole font size from `top` down to `floor` at which every line fits the
    /// area's width and `lines` lines fit its height; nil when none does.
    private func largestSize(_ strings: [String], lines: Int, in area: Rect, from top: Float, downTo floor: Float) -> Float? {
        func fits(_ size: Float) -> Bool {
            var height = 0
            for s in strings {
                let m = measure(s, size: size)
                if Float(m.width) > area.width { return false }
                height = max(height, m.height)
            }
            return Float(height * lines) <= area.height + 0.5
        }
        guard top >= floor else { return nil }
        if fits(top) { return top }
        // Widths grow almost linearly with the size: start near the answer, then step.
        let widest = strings.map { Float(measure($0, size: top).width) }.max() ?? 1
        var size = max(min((top * area.width / max(widest, 1)).rounded(.down), top - 1), floor)
        while size > floor, !fits(size) { size -= 1 }
        guard fits(size) else { return nil }
        while size + 1 < top, fits(size + 1) { size += 1 }
        return size
    }

    /// Two lines broken at the `separator` (which is dropped) that makes the longer line
    /// shortest; nil when there is none.
    private func balancedSplit(_ string: String, size: Float, separator: String) -> [String]? {
        let words = string.components(separatedBy: separator)
        guard words.count >= 2 else { return nil }
        var best: (width: Int, lines: [String])?
        for i in 1..<words.count {
            let a = words[..<i].joined(separator: separator), b = words[i...].joined(separator: separator)
            let width = max(measure(a, size: size).width, measure(b, size: size).width)
            if best == nil || width < best?.width ?? .max { best = (width, [a, b]) }
        }
        return best?.lines
    }

    private func place(_ lines: [String], size: Float, in area: Rect, color: Color, placement: VerticalPlacement, belowMinimum: Bool) -> Fitted {
        let measured = lines.map { measure($0, size: size) }
        let lineHeight = Float(measured.map(\.height).max() ?? 0)
        let block = lineHeight * Float(lines.count)
        let y0: Float =
            switch placement {
            case .top: area.minY
            case .center: area.minY + (area.height - block) / 2
            case .bottom: area.maxY - block
            }
        var runs: [TextRun] = [], frames: [Rect] = []
        for (i, (line, m)) in zip(lines, measured).enumerated() {
            let y = (y0 + Float(i) * lineHeight).rounded()
            runs.append(TextRun(line, at: Vec2(area.center.x, y), size: size, color: color, alignment: .center))
            let x = (area.center.x - Float(m.width) / 2).rounded()
            frames.append(Rect(x: x, y: y, width: Float(m.width), height: Float(m.height)))
        }
        return Fitted(runs: runs, frames: frames, size: size, isBelowMinimum: belowMinimum)
    }
}
