import CPixelKernels
import CSDL2
import UnwindDraw

/// Scaled photos on the software renderer, stretched and blended by Unwind's own loop.
extension Renderer {
    /// Draws a scaled quad of an opaque (XRGB8888) streaming texture straight into the frame
    /// with `unwind_stretch_blend_xrgb`, one bilinear pass that tints and blends as it writes,
    /// as a job of the frame's batch of stretches (`Renderer+StretchBands`), drawn before
    /// anything else writes the frame; false (nothing drawn) when the texture, the frame or
    /// the quad does not allow it, and SDL draws it instead.
    ///
    /// SDL 2.26 stretches a translucent scaled copy into a surface of the destination's size
    /// that it allocates (zeroed) and frees on every call, then blends that in a second pass
    /// (`SDL_PrivateLowerBlitScaled`); a Ken Burns frame or a zoom transition pays that for
    /// every frame. The pixels are SDL's within 1 per channel on smooth images
    /// (`RendererStretchTests`); the sample positions are the same pixel-centre mapping, but
    /// from the quad's exact source rectangle rather than one rounded to whole pixels. The
    /// evening tint is multiplied in here rather than drawn from a tinted copy of the photo
    /// (`TextureStore.tintedCopy`), which is a render target this loop cannot read.
    func stretchOnCPU(_ texture: OpaquePointer, _ quad: TexturedQuad, alpha: UInt8, tint: Color) -> Bool {
        guard let frame = stretchFrame(texture, quad), frame.pointee.pixels != nil, quad.hasStretchableCoordinates,
            let source = stretchPixels(of: texture)
        else { return false }
        cpuStretchedQuads += 1
        // Nothing inside the clip: drawn, as nothing.
        guard let written = Self.writtenRect(by: quad, within: writableRect(of: frame), frame: frame.pointee) else { return true }
        enqueueStretch(StretchJob(under: StretchLayer(source, quad, tint: tint), over: nil, alpha: Int32(alpha), clip: written))
        cpuStretchedPixels += Int(written.w) * Int(written.h)
        return true
    }

    /// Draws `under` (opaque) and then `over` (translucent), two scaled photos that write the
    /// same pixels (a crossfade, a crossfade-zoom under Ken Burns), in one pass with
    /// `unwind_stretch_crossfade_xrgb`, as a job of the frame's batch: the same bytes as
    /// `stretchOnCPU` twice, without writing the frame and reading it back between them. False
    /// (nothing drawn) where either is not one `stretchOnCPU` draws, or they do not cover the
    /// same pixels within the clip in force; draw them one by one then.
    func crossfadeOnCPU(_ under: TexturedQuad, _ over: TexturedQuad) -> Bool {
        guard pairsCrossfades, under.opacity >= 1, over.opacity > 0, over.opacity < 1, under.texture != over.texture,
            let lower = textures.handle(for: under.texture), let upper = textures.handle(for: over.texture),
            stretchesOnCPU(lower, under), stretchesOnCPU(upper, over),
            let under = under.cropped(to: outputSize.rect), let over = over.cropped(to: outputSize.rect),
            under.hasStretchableCoordinates, over.hasStretchableCoordinates,
            let frame = frameSurface(), frame.pointee.pixels != nil
        else { return false }
        let alpha = UInt8((over.opacity * 255).rounded())
        let clip = writableRect(of: frame)
        let written = Self.writtenRect(by: under, within: clip, frame: frame.pointee)
        guard alpha > 0, alpha < 255, let written, Self.writtenRect(by: over, within: clip, frame: frame.pointee).map({ Self.same($0, written) }) == true,
            let lowerPixels = stretchPixels(of: lower), let upperPixels = stretchPixels(of: upper)
        else { return false }
        enqueueStretch(
            StretchJob(
                under: StretchLayer(lowerPixels, under, tint: under.tint), over: StretchLayer(upperPixels, over, tint: over.tint), alpha: Int32(alpha),
                clip: written))
        cpuStretchedQuads += 2
        cpuCrossfades += 1
        cpuStretchedPixels += Int(written.w) * Int(written.h) * 2
        return true
    }

    /// A tint as the stretch takes it: 0xRRGGBB.
    static func rgb(_ tint: Color) -> UInt32 {
        UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
    }

    /// True when `stretchOnCPU` draws `quad` of `texture`: the software renderer drawing into
    /// its own XRGB frame, a scaled unrotated quad, an XRGB streaming texture of at least 2×2.
    /// Such quads need no tinted copy (`makeTintedCopies` leaves them out).
    func stretchesOnCPU(_ texture: OpaquePointer, _ quad: TexturedQuad) -> Bool {
        stretchFrame(texture, quad) != nil
    }

    /// The frame `stretchOnCPU` draws `quad` into, or nil when it does not draw it.
    private func stretchFrame(_ texture: OpaquePointer, _ quad: TexturedQuad) -> UnsafeMutablePointer<SDL_Surface>? {
        guard stretchesOnCPU, info.isSoftware, quad.isScaled, quad.rotation == 0, let frame = frameSurface(),
            frame.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue, Self.isStretchable(texture)
        else { return nil }
        return frame
    }

    /// True when `stretchOnCPU` will draw `quad` in this frame, so cutting it to pieces with
    /// clips (`DrawList.occluded`'s `cutsScaled`) keeps its pixels: the loop computes its taps
    /// from the whole quad and writes only inside the clip, while SDL's own scaled copy under
    /// a clip re-rounds the source and samples elsewhere. The same tests as `stretchOnCPU` and
    /// `drawQuad` (which draws such a quad, tinted or not, from its own texture), made before
    /// the frame is drawn.
    func drawsScaledOnCPU(_ quad: TexturedQuad) -> Bool {
        guard quad.opacity > 0, let base = textures.handle(for: quad.texture), let frame = stretchFrame(base, quad), frame.pointee.pixels != nil
        else { return false }
        return quad.hasStretchableCoordinates
    }

    /// True for a texture `unwind_stretch_blend_xrgb` reads: an opaque (XRGB8888) streaming
    /// texture of at least 2×2, whose surface locks in place.
    static func isStretchable(_ texture: OpaquePointer) -> Bool {
        var format: UInt32 = 0, access: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, &format, &access, &width, &height)
        return format == SDL_PIXELFORMAT_RGB888.rawValue && access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue) && width >= 2 && height >= 2
    }

    /// True when two rectangles are the same pixels.
    private static func same(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool { a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h }

    /// The pixels the loop writes for `quad`, as the kernels compute them: those whose centres
    /// lie inside its destination, within `clip` and the frame; nil when there are none.
    private static func writtenRect(by quad: TexturedQuad, within clip: SDL_Rect, frame: SDL_Surface) -> SDL_Rect? {
        let d = quad.destination
        let x0 = max(Int((Double(d.x) - 0.5).rounded(.up)), Int(clip.x), 0)
        let x1 = min(Int((Double(d.x) + Double(d.width) - 0.5).rounded(.up)), Int(clip.x) + Int(clip.w), Int(frame.w))
        let y0 = max(Int((Double(d.y) - 0.5).rounded(.up)), Int(clip.y), 0)
        let y1 = min(Int((Double(d.y) + Double(d.height) - 0.5).rounded(.up)), Int(clip.y) + Int(clip.h), Int(frame.h))
        return x1 > x0 && y1 > y0 ? SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0)) : nil
    }
}

extension TexturedQuad {
    /// True when every coordinate is a number the stretch takes (finite, under 2^23 in size);
    /// it draws nothing for any other, and SDL draws the quad instead.
    var hasStretchableCoordinates: Bool {
        let limit: Float = 8_388_608  // 2^23
        let all = [source.x, source.y, source.width, source.height, destination.x, destination.y, destination.width, destination.height]
        return all.allSatisfy { $0.isFinite && abs($0) < limit }
    }
}
