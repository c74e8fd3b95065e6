import UnwindDraw

/// An uploaded image placed in the view: which texture, which part of it, and where it
/// lands. Transitions sample sub-rectangles of `source` so the image is uploaded once.
public struct ImageLayer: Hashable, Sendable {
    /// The uploaded image; every tile and layer of a transition samples this one texture.
    public var texture: TextureID
    /// The part of the texture that is shown, in texture pixels.
    public var source: Rect
    /// Where that part lands on screen, in pixels.
    public var destination: Rect
    /// The texture's pixel size, for mesh uvs (normalised to the whole texture); `nil`
    /// means the texture ends where `source` does, the usual whole-image upload.
    public var textureSize: Size?
    /// Pre-blurred copies for blur transitions, by increasing radius; empty when unprepared.
    public var blurLevels: [BlurLevel]

    /// A layer showing `source` of `texture` at `destination`; give `textureSize` when `source` is only part of the texture.
    public init(texture: TextureID, source: Rect, destination: Rect, textureSize: Size? = nil, blurLevels: [BlurLevel] = []) {
        self.texture = texture
        self.source = source
        self.destination = destination
        self.textureSize = textureSize
        self.blurLevels = blurLevels
    }

    /// Texture width and height in pixels as floats (see `textureSize`).
    public var textureExtent: Vec2 {
        if let textureSize { return Vec2(Float(textureSize.width), Float(textureSize.height)) }
        return Vec2(max(source.maxX, 1), max(source.maxY, 1))
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
