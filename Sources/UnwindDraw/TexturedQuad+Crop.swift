extension TexturedQuad {
    /// This quad restricted to the part of its destination inside `bounds`, sampling the
    /// matching part of its source, or `nil` when none of it is inside. For unrotated quads
    /// only (a rotated quad's visible part is not a rectangle of its source).
    ///
    /// SDL's software renderer scales a quad that reaches past the edge of its target into
    /// a temporary surface the size of the *whole* quad before clipping it, so a photo zoomed
    /// to 1.25× costs 1.56× a frame's worth of stretching; cropped first, it costs one frame.
    public func cropped(to bounds: Rect) -> TexturedQuad? {
        let visible = destination.intersection(bounds)
        guard !visible.isEmpty, destination.width > 0, destination.height > 0 else { return nil }
        if visible == destination { return self }
        let sx = source.width / destination.width, sy = source.height / destination.height
        var copy = self
        copy.source = Rect(
            x: source.x + (visible.x - destination.x) * sx, y: source.y + (visible.y - destination.y) * sy,
            width: visible.width * sx, height: visible.height * sy)
        copy.destination = visible
        return copy
    }

    /// True when the source and destination differ in size: a stretch, not a copy.
    public var isScaled: Bool { source.width != destination.width || source.height != destination.height }

    // Two roundings of a fractional destination to whole pixels, for two questions:
    // `onCoveredPixels` is where a scaled copy is drawn (the pixels whose centres it covers,
    // as a GPU and Unwind's stretch fill them), `coveredPixels` where it may write at most
    // (rounded outward), which the occlusion cuts clip pieces to, a pixel to spare being free.

    /// A whole-pixel rectangle holding every pixel a scaled, unrotated quad may write inside
    /// `bounds`: its destination rounded outward, a pixel wider than the pixels whose centres
    /// lie inside where an edge is fractional, which a clip piece may include at no cost; nil
    /// for a turned quad, one of no size or not finite, or one outside `bounds`.
    func coveredPixels(in bounds: Rect) -> Rect? {
        let d = destination
        guard rotation == 0, d.width > 0, d.height > 0, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else { return nil }
        let x0 = d.minX.rounded(.down), y0 = d.minY.rounded(.down)
        let covered = Rect(x: x0, y: y0, width: d.maxX.rounded(.up) - x0, height: d.maxY.rounded(.up) - y0).intersection(bounds)
        return covered.isEmpty ? nil : covered
    }

    /// This quad on whole pixels: the pixels whose centres lie inside its destination (what a
    /// GPU and Unwind's own stretch fill), with the source cut to match; nil when it covers
    /// no pixel centre. SDL 2's software renderer truncates a scaled copy's float destination
    /// (x and width each), which under a pan-and-zoom or a zoom left the last column or row of
    /// the frame unwritten (black for a few frames of a slide).
    public func onCoveredPixels() -> TexturedQuad? {
        let x0 = (destination.minX - 0.5).rounded(.up), x1 = (destination.maxX - 0.5).rounded(.up)
        let y0 = (destination.minY - 0.5).rounded(.up), y1 = (destination.maxY - 0.5).rounded(.up)
        guard x1 > x0, y1 > y0, destination.width > 0, destination.height > 0 else { return nil }
        let sx = source.width / destination.width, sy = source.height / destination.height
        var copy = self
        copy.source = Rect(
            x: source.x + (x0 - destination.x) * sx, y: source.y + (y0 - destination.y) * sy, width: (x1 - x0) * sx, height: (y1 - y0) * sy)
        copy.destination = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        return copy
    }
}
