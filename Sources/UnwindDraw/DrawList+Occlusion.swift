/// Hidden work taken out of a frame before a CPU renderer draws it: a photo under opaque
/// tiles, or the clear under a full-frame photo, is memory traffic no pixel shows. Blocks at
/// 1080p drew the whole new photo and cleared the frame first, then covered most of it with
/// the old photo's opaque tiles: two frames' worth of writes a frame that nobody saw.
extension DrawList {
    /// A frame with its hidden work removed: what to clear, and what to draw in order.
    public struct Occluded: Equatable, Sendable {
        /// Whole-pixel rectangles the clear colour still shows through (every opaque copy
        /// subtracted from the frame); the whole frame when nothing opaque covers any of it.
        public var clear: [Rect]
        /// The commands in painter's order; an opaque copy under later opaque copies is cut to
        /// its visible pieces, or left out when none of it shows. Everything else is unchanged.
        public var commands: [DrawCommand]

        /// A frame of `clear` pieces and `commands` (a renderer narrowing one further).
        public init(clear: [Rect], commands: [DrawCommand]) {
            self.clear = clear
            self.commands = commands
        }
    }

    /// This frame with the pixels that later opaque copies overwrite taken out, so every
    /// pixel is written the same as before, once instead of two or three times.
    ///
    /// Only *opaque copies* and *opaque covers* hide anything. An opaque copy is an
    /// unrotated, unscaled quad at full opacity on whole pixels, with no clip in force, whose
    /// texture is opaque and holds the whole source rectangle (`opaqueTextureSize` gives an
    /// opaque texture's size, `nil` for any other). An opaque cover is the same but scaled,
    /// with any source inside the texture and a destination whose part inside `bounds` has
    /// whole-pixel edges: both ways a scaled quad is drawn (the CPU stretch covers the pixels
    /// whose centres lie inside; SDL's scaled copy of whole numbers) write exactly that
    /// rectangle, whatever was there. A scaled opaque quad that `cutsScaled` says the CPU
    /// stretch draws covers the pixels whose centres lie inside it, whatever its edges
    /// (`stretchedCover`). So what lies under any of them (earlier quads, the clear) can be
    /// skipped there. A piece of an opaque copy is the same copy of fewer pixels.
    ///
    /// A scaled quad drawn with no clip in force is cut only where `cutsScaled` says so:
    /// its geometry, and so every sample position, stays the same and each visible piece is
    /// drawn under a `.clip(piece)`, with `.clip(nil)` after the last. That is exact only for a
    /// renderer whose stretch computes its taps from the whole quad and writes only inside the
    /// clip (Unwind's CPU stretch), not SDL's scaled copy, which re-rounds a clipped source;
    /// by default nothing scaled is cut. A quad of which nothing shows is left out. Meshes,
    /// text, fills, translucent and clipped quads are kept as they are and never hide
    /// anything. `bounds` is the target (SDL clips every draw to it).
    /// - Complexity: O(n·k) rectangle tests for n quads with k opaque ones overlapping.
    public func occluded(
        in bounds: Rect, opaqueTextureSize: (TextureID) -> Size?, cutsScaled: (TexturedQuad) -> Bool = { _ in false }
    ) -> Occluded {
        var clips = [Rect?](repeating: nil, count: commands.count)
        var clip: Rect?
        for (index, command) in commands.enumerated() {
            if case .clip(let rect) = command { clip = rect }
            clips[index] = clip
        }
        var occluders: [Rect] = []
        var kept: [DrawCommand] = []
        kept.reserveCapacity(commands.count)
        for index in commands.indices.reversed() {
            let command = commands[index]
            guard case .quad(let quad) = command else {
                kept.append(command)
                continue
            }
            if let clip = clips[index] {
                // Drawn under a clip: kept as it is, hiding only what the stretch writes there.
                if let cover = quad.clippedCover(clip, in: bounds, opaqueTextureSize), cutsScaled(quad) { occluders.append(cover) }
                kept.append(command)
                continue
            }
            if quad.isOpaqueCopy(opaqueTextureSize) {
                let visible = quad.destination.intersection(bounds)
                guard !visible.isEmpty else {
                    kept.append(command)
                    continue
                }
                let pieces = Self.subtract(occluders, from: visible)
                if pieces == [quad.destination] {
                    kept.append(command)
                } else {
                    let dx = quad.source.x - quad.destination.x, dy = quad.source.y - quad.destination.y
                    for piece in pieces.reversed() {
                        var part = quad
                        part.destination = piece
                        part.source = Rect(x: piece.x + dx, y: piece.y + dy, width: piece.width, height: piece.height)
                        kept.append(.quad(part))
                    }
                }
                occluders.append(visible)
                continue
            }
            let covered = quad.isScaled && !occluders.isEmpty ? quad.coveredPixels(in: bounds) : nil
            let pieces = covered.map { Self.subtract(occluders, from: $0) }
            if let covered, let pieces, pieces != [covered], cutsScaled(quad) {
                // Painter's order reversed: the last piece's quad comes first here.
                if !pieces.isEmpty { kept.append(.clip(nil)) }
                for piece in pieces.reversed() {
                    kept.append(command)
                    kept.append(.clip(piece))
                }
            } else {
                kept.append(command)
            }
            if let cover = quad.opaqueCover(in: bounds, opaqueTextureSize) {
                occluders.append(cover)
            } else if let cover = quad.stretchedCover(in: bounds, opaqueTextureSize), cutsScaled(quad) {
                // Off whole pixels a quad covers exactly only where the CPU stretch draws it.
                occluders.append(cover)
            }
        }
        return Occluded(clear: Self.subtract(occluders, from: bounds), commands: kept.reversed())
    }

    /// `area` minus every rectangle of `holes`, as disjoint rectangles: horizontal bands cut
    /// at the holes' edges, the uncovered runs of each band, runs that continue the band
    /// above with the same span merged into one rectangle. `[area]` when no hole touches it.
    public static func subtract(_ holes: [Rect], from area: Rect) -> [Rect] {
        var inside: [Rect] = []
        for hole in holes {
            let part = hole.intersection(area)
            if part.isEmpty { continue }
            if part == area { return [] }
            inside.append(part)
        }
        if inside.isEmpty { return [area] }
        var edges = [area.minY, area.maxY]
        for hole in inside { edges += [hole.minY, hole.maxY] }
        edges.sort()
        var pieces: [Rect] = []
        var open: [Span: Int] = [:]
        var y0 = edges[0]
        for y1 in edges.dropFirst() where y1 > y0 {
            let spans = inside.filter { $0.minY <= y0 && $0.maxY >= y1 }.map { Span(from: $0.minX, to: $0.maxX) }.sorted { $0.from < $1.from }
            var next: [Span: Int] = [:]
            var x = area.minX
            func emit(_ span: Span) {
                if let index = open[span] {
                    pieces[index].height += y1 - y0
                    next[span] = index
                } else {
                    next[span] = pieces.count
                    pieces.append(Rect(x: span.from, y: y0, width: span.to - span.from, height: y1 - y0))
                }
            }
            for span in spans {
                if span.from > x { emit(Span(from: x, to: span.from)) }
                x = max(x, span.to)
            }
            if x < area.maxX { emit(Span(from: x, to: area.maxX)) }
            open = next
            y0 = y1
        }
        return pieces
    }

    /// A horizontal run of pixels, `from ..< to`.
    struct Span: Hashable {
        var from: Float
        var to: Float
    }
}

extension TexturedQuad {
    /// True when drawing this quad overwrites exactly its destination's pixels with texels:
    /// full opacity, no rotation, no scaling, whole pixels, an opaque texture holding the source.
    func isOpaqueCopy(_ opaqueTextureSize: (TextureID) -> Size?) -> Bool {
        guard opacity >= 1, rotation == 0, source.width == destination.width, source.height == destination.height,
            destination.width > 0, destination.height > 0,
            source.x.isWhole, source.y.isWhole, destination.x.isWhole, destination.y.isWhole, destination.width.isWhole,
            destination.height.isWhole,
            let size = opaqueTextureSize(texture)
        else { return false }
        return source.minX >= 0 && source.minY >= 0 && source.maxX <= Float(size.width) && source.maxY <= Float(size.height)
    }
}

extension TexturedQuad {
    /// The rectangle a scaled quad overwrites whatever was there, or nil: an opaque scaled
    /// quad (`isOpaqueScaled`) whose destination's part inside `bounds` (whole pixels) has
    /// whole-pixel edges, so the CPU stretch (pixel centres inside) and SDL's scaled copy
    /// (whole numbers kept; a source rounded to whole texels that keeps some size) write
    /// exactly it. Tint does not change which pixels are written.
    func opaqueCover(in bounds: Rect, _ opaqueTextureSize: (TextureID) -> Size?) -> Rect? {
        let visible = destination.intersection(bounds)
        guard !visible.isEmpty, visible.minX.isWhole, visible.minY.isWhole, visible.maxX.isWhole, visible.maxY.isWhole,
            isOpaqueScaled(opaqueTextureSize), source.keepsSizeOnWholeTexels
        else { return nil }
        return visible
    }

    /// The pixels an opaque scaled quad (`isOpaqueScaled`) overwrites when Unwind's CPU
    /// stretch draws it, whatever its edges: those whose centres lie inside its destination
    /// (`onCoveredPixels`), within `bounds`. The stretch writes exactly those, and so does
    /// SDL's scaled copy of the same quad on whole pixels, which `drawQuad` falls back to,
    /// while its source keeps some size.
    ///
    /// Why: under a pan and zoom every tile of blocks and spiral and every band of radial has
    /// fractional edges, so none was an `opaqueCover` and the new photo was stretched in full
    /// under the old photo's opaque tiles, a frame's worth of work nobody saw.
    func stretchedCover(in bounds: Rect, _ opaqueTextureSize: (TextureID) -> Size?) -> Rect? {
        guard isOpaqueScaled(opaqueTextureSize), let covered = onCoveredPixels(), covered.source.keepsSizeOnWholeTexels else { return nil }
        let visible = covered.destination.intersection(bounds)
        return visible.isEmpty ? nil : visible
    }

    /// The pixels an opaque scaled quad drawn under `clip` overwrites when Unwind's CPU
    /// stretch draws it: its `stretchedCover` inside the clip, for a clip on whole pixels (SDL
    /// clips to whole pixels, and a fractional one is not what it seems); nil otherwise.
    /// `pairingFades` draws the photo under a fading tile this way.
    func clippedCover(_ clip: Rect, in bounds: Rect, _ opaqueTextureSize: (TextureID) -> Size?) -> Rect? {
        guard clip.minX.isWhole, clip.minY.isWhole, clip.maxX.isWhole, clip.maxY.isWhole,
            let cover = stretchedCover(in: bounds, opaqueTextureSize)?.intersection(clip), !cover.isEmpty
        else { return nil }
        return cover
    }

    /// Scaled, at full opacity, unturned, of some size, and sampling only inside an opaque
    /// texture: every pixel it draws, it overwrites.
    func isOpaqueScaled(_ opaqueTextureSize: (TextureID) -> Size?) -> Bool {
        guard isScaled, opacity >= 1, rotation == 0, source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
            let size = opaqueTextureSize(texture)
        else { return false }
        return source.minX >= 0 && source.minY >= 0 && source.maxX <= Float(size.width) && source.maxY <= Float(size.height)
    }
}

extension Rect {
    /// True when rounding the edges to whole texels, as SDL's scaled copy does, leaves some size.
    fileprivate var keepsSizeOnWholeTexels: Bool { maxX.rounded() > minX.rounded() && maxY.rounded() > minY.rounded() }
}

extension Float {
    /// True for a whole number of pixels.
    fileprivate var isWhole: Bool { self == rounded() }
}
