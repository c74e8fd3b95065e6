import UnwindDraw

extension RetainedPixels.Plan {
    /// The box around every pixel the frame writes (its clear pieces and its commands'
    /// extents), whole pixels within `bounds`; nil when it writes none. Over a target that
    /// kept its pixels, nothing else changed since the frame before: a window present copies
    /// and puts only this box (`X11WindowImage`), not the whole 8 MB of a 1080p frame.
    func damage(in bounds: Rect) -> Rect? {
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        let written = clear + commands.compactMap { RetainedPixels.extent(of: $0, in: bounds) }
        for rect in written where !rect.isEmpty {
            x0 = min(x0, rect.minX)
            y0 = min(y0, rect.minY)
            x1 = max(x1, rect.maxX)
            y1 = max(y1, rect.maxY)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0.rounded(.down), y: y0.rounded(.down), width: x1.rounded(.up) - x0.rounded(.down), height: y1.rounded(.up) - y0.rounded(.down))
            .intersection(bounds)
    }
}
