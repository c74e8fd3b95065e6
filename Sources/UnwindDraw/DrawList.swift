/// One frame's drawing as a value: systems append to it in back-to-front order and the
/// platform layer submits it unchanged, so what a frame shows can be checked without SDL.
public struct DrawList: Hashable, Sendable {
    /// The colour the frame is cleared to before the first command.
    public var clearColor: Color
    /// Commands in painter's order: later ones draw over earlier ones.
    public private(set) var commands: [DrawCommand] = []

    /// An empty frame cleared to `clearColor` (black unless told).
    public init(clearColor: Color = .black) {
        self.clearColor = clearColor
    }

    /// True when the frame is only the clear colour.
    public var isEmpty: Bool { commands.isEmpty }
    /// Commands so far, for tests and frame reports.
    public var count: Int { commands.count }

    /// Appends any command.
    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// Appends every command of another list, keeping this list's clear colour.
    public mutating func append(contentsOf other: DrawList) {
        commands.append(contentsOf: other.commands)
    }

    /// Reserves room for `n` more commands (tile transitions know their tile count).
    public mutating func reserveCapacity(_ n: Int) {
        commands.reserveCapacity(commands.count + n)
    }

    /// Appends a textured quad: `source` of `texture` drawn into `destination`.
    public mutating func quad(_ texture: TextureID, source: Rect, destination: Rect, opacity: Float = 1, rotation: Float = 0) {
        commands.append(.quad(TexturedQuad(texture: texture, source: source, destination: destination, opacity: opacity, rotation: rotation)))
    }

    /// Appends a solid, alpha-blended rectangle.
    public mutating func fill(_ rect: Rect, _ color: Color) {
        commands.append(.fillRect(rect, color))
    }

    /// Appends a rectangle that multiplies what is under it by `color` (a warm tint).
    public mutating func multiply(_ rect: Rect, _ color: Color) {
        commands.append(.multiply(rect, color))
    }

    /// Appends a triangle mesh (masks, feathered shapes).
    public mutating func polygon(_ polygon: TexturedPolygon) {
        commands.append(.polygon(polygon))
    }

    /// Appends a coloured triangle strip (thick lines, gradients).
    public mutating func strip(_ strip: TriangleStrip) {
        commands.append(.strip(strip))
    }

    /// Appends a line of text.
    public mutating func text(_ run: TextRun) {
        commands.append(.text(run))
    }

    /// Clips later commands to `rect`, or lifts the clip with `nil`.
    public mutating func clip(_ rect: Rect?) {
        commands.append(.clip(rect))
    }
}
