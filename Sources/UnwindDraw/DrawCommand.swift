/// One thing to draw, as a plain value: systems produce these, tests inspect them, and the
/// platform layer is the only code that turns them into SDL calls.
public enum DrawCommand: Hashable, Sendable {
    /// A rectangle of a texture drawn into a rectangle of the screen.
    case quad(TexturedQuad)
    /// A triangle mesh, optionally textured, with per-vertex uv and colour (masks, shapes).
    case polygon(TexturedPolygon)
    /// A solid rectangle, alpha-blended.
    case fillRect(Rect, Color)
    /// A solid rectangle multiplied into what is under it, channel by channel (colour / 255;
    /// alpha ignored): a warmer evening's tint over the whole frame.
    case multiply(Rect, Color)
    /// An untextured triangle strip with per-vertex colour (thick lines, gradients).
    case strip(TriangleStrip)
    /// A line of text.
    case text(TextRun)
    /// Restricts later commands to a rectangle of the screen; `nil` lifts the restriction.
    case clip(Rect?)
}

/// A rectangle of one texture drawn into a rectangle of the screen.
///
/// Tiles of a transition are quads that share one texture and differ in `source`, which is
/// how an image is uploaded once and sampled by many tiles.
public struct TexturedQuad: Hashable, Sendable {
    /// The texture to sample; the platform looks it up in its texture store.
    public var texture: TextureID
    /// The texel rectangle to sample, in texture pixels.
    public var source: Rect
    /// Where it lands on screen, in pixels.
    public var destination: Rect
    /// 0 (invisible) ... 1 (opaque), multiplied into the texture's alpha.
    public var opacity: Float
    /// Clockwise rotation in degrees about the destination's centre.
    public var rotation: Float
    /// Multiplied into every texel's colour (alpha ignored): white leaves them as they are.
    /// The evening tint folded into the quad (`DrawList.foldingTint`) instead of a second
    /// pass over the frame.
    public var tint: Color

    /// A quad drawn opaque, upright and untinted unless told otherwise.
    public init(texture: TextureID, source: Rect, destination: Rect, opacity: Float = 1, rotation: Float = 0, tint: Color = .white) {
        self.texture = texture
        self.source = source
        self.destination = destination
        self.opacity = opacity
        self.rotation = rotation
        self.tint = tint
    }
}

/// A triangle mesh with per-vertex uv and colour; `indices` lists triangles three at a time.
public struct TexturedPolygon: Hashable, Sendable {
    /// The texture the uvs sample, or `nil` for plain colour.
    public var texture: TextureID?
    /// The mesh's corners, shared between triangles through `indices`.
    public var vertices: [Vertex]
    /// Triangle list, three indices per triangle.
    public var indices: [Int32]

    /// A mesh from explicit triangles; see `convex` for the common fan.
    public init(texture: TextureID?, vertices: [Vertex], indices: [Int32]) {
        self.texture = texture
        self.vertices = vertices
        self.indices = indices
    }

    /// A convex polygon (vertices in order around it) as a triangle fan from vertex 0.
    public static func convex(texture: TextureID?, vertices: [Vertex]) -> TexturedPolygon {
        var indices: [Int32] = []
        if vertices.count >= 3 {
            indices.reserveCapacity((vertices.count - 2) * 3)
            for i in 1..<(vertices.count - 1) {
                indices.append(0)
                indices.append(Int32(i))
                indices.append(Int32(i + 1))
            }
        }
        return TexturedPolygon(texture: texture, vertices: vertices, indices: indices)
    }
}

/// A triangle strip: vertex i, i+1, i+2 form each triangle.
public struct TriangleStrip: Hashable, Sendable {
    /// The strip's vertices, in strip order (zig-zag across the band).
    public var vertices: [Vertex]

    /// A strip through `vertices`; see `polyline` for a thick line.
    public init(vertices: [Vertex]) {
        self.vertices = vertices
    }

    /// The strip's triangles as a list of indices, three per triangle.
    public var triangleIndices: [Int32] {
        guard vertices.count >= 3 else { return [] }
        var indices: [Int32] = []
        indices.reserveCapacity((vertices.count - 2) * 3)
        for i in 0..<(vertices.count - 2) {
            indices.append(Int32(i))
            indices.append(Int32(i + 1))
            indices.append(Int32(i + 2))
        }
        return indices
    }

    /// A thick polyline through `points`, `width` pixels wide, coloured per point.
    ///
    /// Each point becomes two vertices offset along the averaged normal of its segments, so
    /// joints stay closed; `colors` holds one colour per point or a single colour for all.
    public static func polyline(_ points: [Vec2], width: Float, colors: [Color]) -> TriangleStrip {
        guard points.count >= 2, !colors.isEmpty else { return TriangleStrip(vertices: []) }
        let half = width / 2
        var vertices: [Vertex] = []
        vertices.reserveCapacity(points.count * 2)
        for i in points.indices {
            let prev = points[max(i - 1, 0)]
            let next = points[min(i + 1, points.count - 1)]
            var dir = next - prev
            let len = dir.length
            dir = len > 0 ? dir * (1 / len) : Vec2(1, 0)
            let normal = Vec2(-dir.y, dir.x) * half
            let color = colors.count == points.count ? colors[i] : colors[0]
            vertices.append(Vertex(position: points[i] + normal, color: color))
            vertices.append(Vertex(position: points[i] - normal, color: color))
        }
        return TriangleStrip(vertices: vertices)
    }
}

/// A line of text drawn by the platform's font renderer.
public struct TextRun: Hashable, Sendable {
    /// Where `position` sits on the text's box.
    public enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    /// The text as shown, already translated.
    public var string: String
    /// The anchor point: top of the line, horizontally placed by `alignment`.
    public var position: Vec2
    /// Font size in pixels.
    public var size: Float
    /// The text's colour; its alpha fades the whole line.
    public var color: Color
    /// Which point of the line `position` names: its left end, middle or right end.
    public var alignment: Alignment

    /// A line of `string` at `position`, white and left-aligned unless told.
    public init(_ string: String, at position: Vec2, size: Float, color: Color = .white, alignment: Alignment = .leading) {
        self.string = string
        self.position = position
        self.size = size
        self.color = color
        self.alignment = alignment
    }
}
