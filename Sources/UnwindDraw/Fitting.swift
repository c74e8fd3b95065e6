/// How an image is placed in a frame of another shape.
public enum FitMode: String, Sendable, CaseIterable, Codable {
    /// The whole image is visible, letterboxed or pillarboxed.
    case fit
    /// The frame is covered; the image's overflow is cropped equally from both sides.
    case fill

    /// Where an image of `image` size lands in `bounds`, and which part of it is sampled.
    /// Edges are rounded to whole pixels so neighbouring tiles never leave seams.
    public func placement(of image: Size, in bounds: Rect) -> (source: Rect, destination: Rect) {
        let iw = Float(image.width), ih = Float(image.height)
        guard iw > 0, ih > 0, !bounds.isEmpty else { return (.zero, .zero) }
        switch self {
        case .fit:
            let scale = min(bounds.width / iw, bounds.height / ih)
            let w = (iw * scale).rounded(), h = (ih * scale).rounded()
            let x = (bounds.x + (bounds.width - w) / 2).rounded(), y = (bounds.y + (bounds.height - h) / 2).rounded()
            return (Rect(width: iw, height: ih), Rect(x: x, y: y, width: w, height: h))
        case .fill:
            let scale = max(bounds.width / iw, bounds.height / ih)
            let sw = min(iw, bounds.width / scale), sh = min(ih, bounds.height / scale)
            let source = Rect(x: ((iw - sw) / 2).rounded(), y: ((ih - sh) / 2).rounded(), width: sw.rounded(), height: sh.rounded())
            return (source, bounds)
        }
    }
}
