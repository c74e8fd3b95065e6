import UnwindDraw
import UnwindECS

/// What a tile shows: its slice of the old image's one texture, and where it lands.
public struct TileSprite: Component, Sendable, Equatable {
    /// The old image's one texture, shared by every tile.
    public var texture: TextureID
    /// Texture pixels sampled (the old image's `source(for: destination)`).
    public var source: Rect
    /// Whole-pixel screen rectangle.
    public var destination: Rect

    /// A tile drawing `source` of `texture` into `destination`.
    public init(texture: TextureID, source: Rect, destination: Rect) {
        self.texture = texture
        self.source = source
        self.destination = destination
    }
}

/// Appends every visible tile to the frame at the exact render time.
///
/// Opacity is evaluated at `RenderTime` (last tick plus the interpolation fraction) from the
/// tile's delay and fade rather than blended between the last two ticks, so frame k of an
/// export is exactly the spec's picture at t = k/fps, whatever the fps. Opaque tiles are
/// appended before fading ones: tiles never overlap, so the order does not change the picture,
/// and grouping them lets the software renderer keep one blit path per group.
public func tileDrawSystem(_ world: World) {
    guard let render = world.resource(RenderTime.self) else { return }
    world.withResource(FrameCanvas.self) { canvas in
        var fading: [TexturedQuad] = []
        world.forEach(TileSprite.self, TileFade.self) { _, sprite, fade in
            let opacity = fade.opacity(at: render.seconds(since: fade.startTick))
            guard opacity > 0 else { return }
            let quad = TexturedQuad(texture: sprite.texture, source: sprite.source, destination: sprite.destination, opacity: opacity)
            if opacity >= 1 {
                canvas.list.append(.quad(quad))
            } else {
                fading.append(quad)
            }
        }
        canvas.list.reserveCapacity(fading.count)
        for quad in fading { canvas.list.append(.quad(quad)) }
    }
}
