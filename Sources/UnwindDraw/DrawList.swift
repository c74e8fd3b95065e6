/// One frame's drawing as a value: systems append to it in back-to-front order and the
/// platform layer submits it unchanged, so what a frame shows can be checked without SDL.
public struct DrawList: Hashable, Sendable {
    /// The colour the frame is cleared to before the first command.
    public var clearColor: Color
    /// Commands in painter's order: later ones draw over earlier ones.
    public private(set) var commands: [DrawCommand] = []

    public init(clearColor: Color = .black) {
        self.clearColor = clearColor
    }

    public var isEmpty: Bool { commands.isEmpty }
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

    public mutating func quad(_ texture: TextureID, source: Rect, destination: Rect, opacity: Float = 1, rotation: Float = 0) {
        commands.append(.quad(TexturedQuad(texture: texture, source: source, destination: destination, opacity: opacity, rotation: rotation)))
    }

    public mutating func fill(_ rect: Rect, _ color: Color) {
        commands.append(.fillRect(rect, color))
    }

    public mutating func polygon(_ polygon: TexturedPolygon) {
        commands.append(.polygon(polygon))
    }

    public mutating func strip(_ strip: TriangleStrip) {
        commands.append(.strip(strip))
    }

    public mutating func text(_ run: TextRun) {
        commands.append(.text(run))
    }

    public mutating func clip(_ rect: Rect?) {
        commands.append(.clip(rect))
    }
}
