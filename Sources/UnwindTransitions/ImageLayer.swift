import UnwindDraw

/// An uploaded image placed in the view: which texture, which part of it, and where it
/// lands. Transitions sample sub-rectangles of `source` so the image is uploaded once.
public struct ImageLayer: Hashable, Sendable {
    public var texture: TextureID
    /// The part of the texture that is shown, in texture pixels.
    public var source: Rect
    /// Where that part lands on screen, in pixels.
    public var destination: Rect

    public init(texture: TextureID, source: Rect, destination: Rect) {
        self.texture = texture
        self.source = source
        self.destination = destination
    }

    /// The texture rectangle that maps onto a screen sub-rectangle of `destination`,
    /// so a tile samples exactly the pixels the whole image would show there.
    public func source(for screen: Rect) -> Rect {
        let sx = source.width / max(destination.width, .leastNonzeroMagnitude)
        let sy = source.height / max(destination.height, .leastNonzeroMagnitude)
        return Rect(
            x: source.x + (screen.x - destination.x) * sx, y: source.y + (screen.y - destination.y) * sy,
            width: screen.width * sx, height: screen.height * sy)
    }

    /// The draw command for the whole layer.
    public func quad(opacity: Float = 1) -> DrawCommand {
        .quad(TexturedQuad(texture: texture, source: source, destination: destination, opacity: opacity))
    }
}
