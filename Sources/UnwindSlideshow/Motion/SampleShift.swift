import UnwindDraw

/// Moves where a texture is sampled from: transitions lay a photo out at rest, and Ken Burns
/// has since moved its window. Applied to a frame's draw list it makes every tile, mask and
/// layer that samples the photo follow the motion, so transitions and motion compose without
/// knowing of each other.
public struct SampleShift: Equatable, Sendable {
    /// The window the draw list was laid out with, in texture pixels.
    public var rest: Rect
    /// The window to sample instead.
    public var now: Rect
    /// The texture's pixel size (polygon uvs are fractions of it).
    public var textureSize: Size

    /// A shift from the window at rest to the window now.
    public init(rest: Rect, now: Rect, textureSize: Size) {
        self.rest = rest
        self.now = now
        self.textureSize = textureSize
    }

    /// The same shift for a copy of the texture at `scale` (a blur level).
    public func scaled(_ scale: Double) -> SampleShift {
        let s = Float(scale)
        func sc(_ r: Rect) -> Rect { Rect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s) }
        return SampleShift(
            rest: sc(rest), now: sc(now),
            textureSize: Size(width: Int((Float(textureSize.width) * s).rounded()), height: Int((Float(textureSize.height) * s).rounded())))
    }

    private var scale: Vec2 {
        Vec2(now.width / max(rest.width, .leastNonzeroMagnitude), now.height / max(rest.height, .leastNonzeroMagnitude))
    }

    /// A texel rectangle sampled at rest, moved into the current window.
    public func map(_ r: Rect) -> Rect {
        let k = scale
        return Rect(x: now.x + (r.x - rest.x) * k.x, y: now.y + (r.y - rest.y) * k.y, width: r.width * k.x, height: r.height * k.y)
    }

    /// A uv (fractions of the texture) sampled at rest, moved into the current window.
    public func map(uv: Vec2) -> Vec2 {
        let k = scale
        let w = Float(max(textureSize.width, 1)), h = Float(max(textureSize.height, 1))
        return Vec2((now.x + (uv.x * w - rest.x) * k.x) / w, (now.y + (uv.y * h - rest.y) * k.y) / h)
    }
}

extension DrawList {
    /// This list with the textures in `shifts` sampled where their photos have moved to.
    public func shiftingSamples(_ shifts: [TextureID: SampleShift]) -> DrawList {
        guard !shifts.isEmpty else { return self }
        var out = DrawList(clearColor: clearColor)
        out.reserveCapacity(count)
        for command in commands {
            switch command {
            case .quad(var quad):
                if let shift = shifts[quad.texture] { quad.source = shift.map(quad.source) }
                out.append(.quad(quad))
            case .polygon(var polygon):
                if let texture = polygon.texture, let shift = shifts[texture] {
                    for i in polygon.vertices.indices { polygon.vertices[i].uv = shift.map(uv: polygon.vertices[i].uv) }
                }
                out.append(.polygon(polygon))
            default:
                out.append(command)
            }
        }
        return out
    }
}
