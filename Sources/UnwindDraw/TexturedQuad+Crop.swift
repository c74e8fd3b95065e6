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
