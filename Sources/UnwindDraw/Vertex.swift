/// One vertex of a textured or coloured mesh: position in pixels, texture coordinate
/// normalised to 0...1 over the whole texture (as SDL_RenderGeometry takes it), colour
/// that modulates the texel (alpha included).
public struct Vertex: Hashable, Sendable {
    /// Position in pixels.
    public var position: Vec2
    /// Texture coordinate, 0...1 across the whole texture; ignored without a texture.
    public var uv: Vec2
    /// Multiplied into the texel (or the fill, without a texture), alpha included.
    public var color: Color

    /// A vertex at `position`, sampling the texture's top-left and untinted unless told.
    @inlinable
    public init(position: Vec2, uv: Vec2 = .zero, color: Color = .white) {
        self.position = position
        self.uv = uv
        self.color = color
    }
}
