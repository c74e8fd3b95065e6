/// One vertex of a textured or coloured mesh: position in pixels, texture coordinate
/// normalised to 0...1 over the whole texture (as SDL_RenderGeometry takes it), colour
/// that modulates the texel (alpha included).
public struct Vertex: Hashable, Sendable {
    public var position: Vec2
    public var uv: Vec2
    public var color: Color

    @inlinable
    public init(position: Vec2, uv: Vec2 = .zero, color: Color = .white) {
        self.position = position
        self.uv = uv
        self.color = color
    }
}
