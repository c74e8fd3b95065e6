import UnwindDraw

/// What an offscreen software target still holds from the frame drawn before: rectangles
/// whose pixels are exactly an opaque copy's texels, or the clear colour, with nothing drawn
/// over them since. The next frame leaves those pixels alone. A blocks transition keeps most
/// of the screen from one frame to the next (old tiles not yet fading, the new photo where
/// the tiles are gone) and wrote all of it again every frame (issue 22).
///
/// Only a target nobody else writes may keep pixels: an offscreen surface, or a software
/// window's surface that `X11WindowImage` presents (a copy, never SDL's present); not a
/// GPU window's back buffer, whose content after a present is undefined.
struct RetainedPixels: Equatable {
    /// Pixels holding `texture`'s texels at their own position plus `offset` (source − destination),
    /// multiplied by `tint` (the evening's, folded into the quads).
    struct Copy: Equatable {
        var texture: TextureID
        var offset: Vec2
        var rect: Rect
        var tint: Color = .white
    }

    /// Rectangles that hold an opaque copy's texels.
    var copies: [Copy] = []
    /// Rectangles that hold `clearColor`.
    var cleared: [Rect] = []
    /// The colour of `cleared`.
    var clearColor: Color = .black
    /// The texture store's `contentRevision` the pixels were drawn at: a texture changed in
    /// place (a clip's next frame) makes its old texels stale.
    var revision: UInt64 = 0

    /// One frame to draw over what the target holds: the clear and commands still needed,
    /// and what the target holds after them.
    struct Plan {
        var clear: [Rect]
        var commands: [DrawCommand]
        var retained: RetainedPixels
    }

    /// What of `frame` (already `DrawList.occluded`) must still be written over `previous`
    /// (nil: nothing is known about the target), and what is held afterwards.
    ///
    /// A piece of an opaque copy is skipped where the target already holds the same texels
    /// and no earlier command of this frame drew there; a piece of the clear, where it
    /// already holds the clear colour. Afterwards the target holds every opaque copy and
    /// clear piece that no later command of the frame drew over. `isOpaqueCopy` tells the
    /// quads that overwrite exactly their destination (`TexturedQuad.isOpaqueCopy`, the
    /// occlusion's own test); `bounds` is the target.
    static func plan(
        _ frame: DrawList.Occluded, clearColor: Color, revision: UInt64, bounds: Rect, previous: RetainedPixels?,
        isOpaqueCopy: (TexturedQuad) -> Bool
    ) -> Plan {
        let known = previous.flatMap { $0.revision == revision ? $0 : nil }
        var plan = Plan(clear: [], commands: [], retained: RetainedPixels(clearColor: clearColor, revision: revision))
        let stillCleared = known.flatMap { $0.clearColor == clearColor ? $0.cleared : nil } ?? []
        for piece in frame.clear {
            plan.clear += DrawList.subtract(stillCleared, from: piece)
        }
        // Which commands are opaque copies (none while a clip is in force: a clipped copy
        // writes only part of its destination), and where every command may write.
        var clipping = false
        let opaque = frame.commands.map { command -> TexturedQuad? in
            if case .clip(let rect) = command { clipping = rect != nil }
            guard !clipping, case .quad(let quad) = command, isOpaqueCopy(quad) else { return nil }
            return quad
        }
        let extents = frame.commands.map { extent(of: $0, in: bounds) }
        var earlier: [Rect] = []
        for (index, command) in frame.commands.enumerated() {
            guard let quad = opaque[index] else {
                plan.commands.append(command)
                if let extent = extents[index] { earlier.append(extent) }
                continue
            }
            let offset = Vec2(quad.source.x - quad.destination.x, quad.source.y - quad.destination.y)
            let held = (known?.copies ?? []).filter { $0.texture == quad.texture && $0.offset == offset && $0.tint == quad.tint }.map(\.rect)
            if held.isEmpty || earlier.contains(where: { !$0.intersection(quad.destination).isEmpty }) {
                plan.commands.append(command)
                continue
            }
            for piece in DrawList.subtract(held, from: quad.destination) {
                var part = quad
                part.destination = piece
                part.source = Rect(x: piece.x + offset.x, y: piece.y + offset.y, width: piece.width, height: piece.height)
                plan.commands.append(.quad(part))
            }
        }
        // What no later command draws over stays as drawn.
        var later: [Rect] = []
        for index in frame.commands.indices.reversed() {
            if let quad = opaque[index] {
                let rect = quad.destination.intersection(bounds)
                if !rect.isEmpty, !later.contains(where: { !$0.intersection(rect).isEmpty }) {
                    plan.retained.copies.append(
                        Copy(
                            texture: quad.texture, offset: Vec2(quad.source.x - quad.destination.x, quad.source.y - quad.destination.y), rect: rect,
                            tint: quad.tint))
                }
            }
            if let extent = extents[index] { later.append(extent) }
        }
        plan.retained.cleared = frame.clear.filter { piece in !later.contains(where: { !$0.intersection(piece).isEmpty }) }
        return plan
    }

    /// The rectangle a command may write (`DrawCommand.extent`).
    static func extent(of command: DrawCommand, in bounds: Rect) -> Rect? {
        command.extent(in: bounds)
    }
}
