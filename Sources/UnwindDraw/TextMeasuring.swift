/// Measures text the way the platform will draw it. Layouts take one of these instead of
/// guessing from character counts, so long German and French strings are fitted with the
/// font's real advances; plain-Swift code and tests can pass `EstimatedTextMetrics`.
public protocol TextMeasuring {
    /// The pixel size of one line of `string` at font size `size`, or nil when it cannot be
    /// measured (no font).
    func measure(_ string: String, size: Float) -> Size?
}

/// A font-less estimate of DejaVu Sans: 0.6 em per character (a little wide, so an
/// estimated fit is a safe fit), line height 1.17 em. Used where no font is loaded.
public struct EstimatedTextMetrics: TextMeasuring {
    /// The estimate; it needs no font or platform.
    public init() {}

    /// Estimated size of one line at `size`, which is rounded to whole pixels like a loaded font.
    public func measure(_ string: String, size: Float) -> Size? {
        let px = Float(Int(size.rounded()))
        return Size(width: Int((Float(string.count) * 0.6 * px).rounded(.up)), height: Int((px * 1.17).rounded(.up)))
    }
}
