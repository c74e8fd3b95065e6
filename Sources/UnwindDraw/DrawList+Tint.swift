/// The evening tint without a second pass: a `multiply` over the whole frame is a read,
/// multiply and write of every pixel after the frame is drawn (about 12 ms a 1080p frame on
/// SDL's software renderer). Multiplying is linear, so the same pixels come from tinting what
/// is drawn instead: (src·a + dst·(1−a))·t = (src·t)·a + (dst·t)·(1−a), exactly when the clear
/// colour is tinted too, and every colour a command draws carries the factor.
extension DrawList {
    /// This frame with its last whole-frame `multiply` folded into the commands before it:
    /// the clear colour, fills, vertex and text colours multiplied by the tint, quads drawn
    /// with it as their `tint`; the multiply itself left out. Commands after it (a fade's
    /// black cover) are kept as they are, and so are earlier multiplies (they commute with
    /// it). Unchanged when no multiply covers `bounds` with no clip in force.
    /// - Complexity: O(n) in the commands.
    public func foldingTint(in bounds: Rect) -> DrawList {
        var clipping = false
        var folded: (index: Int, color: Color)?
        for (index, command) in commands.enumerated() {
            switch command {
            case .clip(let rect): clipping = rect != nil
            case .multiply(let rect, let color) where !clipping && rect.contains(bounds): folded = (index, color)
            default: break
            }
        }
        guard let (at, tint) = folded else { return self }
        var list = DrawList(clearColor: clearColor.tinted(by: tint))
        list.reserveCapacity(commands.count - 1)
        for command in commands[..<at] {
            list.append(command.tinted(by: tint))
        }
        for command in commands[(at + 1)...] {
            list.append(command)
        }
        return list
    }
}

extension DrawCommand {
    /// The command with every colour it draws multiplied by `tint` (a multiply and a clip
    /// draw no colour of their own and are unchanged).
    func tinted(by tint: Color) -> DrawCommand {
        switch self {
        case .quad(var quad):
            quad.tint = quad.tint.tinted(by: tint)
            return .quad(quad)
        case .polygon(var polygon):
            for i in polygon.vertices.indices { polygon.vertices[i].color = polygon.vertices[i].color.tinted(by: tint) }
            return .polygon(polygon)
        case .fillRect(let rect, let color):
            return .fillRect(rect, color.tinted(by: tint))
        case .strip(var strip):
            for i in strip.vertices.indices { strip.vertices[i].color = strip.vertices[i].color.tinted(by: tint) }
            return .strip(strip)
        case .text(var run):
            run.color = run.color.tinted(by: tint)
            return .text(run)
        case .multiply, .clip:
            return self
        }
    }
}

extension Color {
    /// Red, green and blue multiplied by `tint`'s (colour / 255, rounded down as SDL's
    /// `SDL_BLENDMODE_MOD` and its colour modulation do); alpha kept.
    public func tinted(by tint: Color) -> Color {
        func times(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(UInt16(a) * UInt16(b) / 255) }
        return Color(times(r, tint.r), times(g, tint.g), times(b, tint.b), a)
    }
}

extension Rect {
    /// True when `other` lies wholly inside this rectangle.
    func contains(_ other: Rect) -> Bool {
        minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }
}
