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
}
