import CPixelKernels
import CSDL2
import UnwindDraw

/// Scaled photos on the software renderer, stretched and blended by Unwind's own loop.
extension Renderer {
    /// Draws a scaled quad of an opaque (XRGB8888) streaming texture straight into the frame
    /// with `unwind_stretch_blend_xrgb`, one bilinear pass that tints and blends as it writes;
    /// false (nothing drawn) when the texture, the frame or the quad does not allow it, and SDL
    /// draws it instead.
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
        guard let frame = stretchFrame(texture, quad), let target = frame.pointee.pixels else { return false }
        // Whatever SDL still holds in its command queue lands first.
        SDL_RenderFlush(handle)
        // A software streaming texture locks in place: the pointer is its surface's pixels.
        guard let (pixels, size) = lockInPlace(texture) else { return false }
        defer { SDL_UnlockTexture(texture) }
        let clip = writableRect(of: frame)
        let source = unwind_pixels(pixels: pixels, width: size.w, height: size.h, pitch: size.pitch)
        let destination = unwind_pixels(
            pixels: target.assumingMemoryBound(to: UInt32.self), width: frame.pointee.w, height: frame.pointee.h, pitch: frame.pointee.pitch / 4)
        let s = quad.source, d = quad.destination
        let status = unwind_stretch_blend_xrgb(
            source, Double(s.x), Double(s.y), Double(s.width), Double(s.height), destination, Double(d.x), Double(d.y), Double(d.width),
            Double(d.height), clip.x, clip.y, clip.w, clip.h, Int32(alpha), Self.rgb(tint))
        guard status == 0 else { return false }
        cpuStretchedQuads += 1
        cpuStretchedPixels += Self.pixelsWritten(by: quad, within: clip, frame: frame.pointee)
        return true
    }

    /// Draws `under` (opaque) and then `over` (translucent), two scaled photos that write the
    /// same pixels (a crossfade, a crossfade-zoom under Ken Burns), in one pass with
    /// `unwind_stretch_crossfade_xrgb`: the same bytes as `stretchOnCPU` twice, without writing
    /// the frame and reading it back between them. False (nothing drawn) where either is not
    /// one `stretchOnCPU` draws, or they do not cover the same pixels; draw them one by one then.
    func crossfadeOnCPU(_ under: TexturedQuad, _ over: TexturedQuad) -> Bool {
        guard pairsCrossfades, under.opacity >= 1, over.opacity > 0, over.opacity < 1, under.texture != over.texture,
            let lower = textures.handle(for: under.texture), let upper = textures.handle(for: over.texture),
            stretchesOnCPU(lower, under), stretchesOnCPU(upper, over),
            let under = under.cropped(to: outputSize.rect), let over = over.cropped(to: outputSize.rect),
            let frame = frameSurface(), let target = frame.pointee.pixels
        else { return false }
        let alpha = UInt8((over.opacity * 255).rounded())
        guard alpha > 0, alpha < 255 else { return false }
        SDL_RenderFlush(handle)
        guard let (lowerPixels, lowerSize) = lockInPlace(lower) else { return false }
        defer { SDL_UnlockTexture(lower) }
        guard let (upperPixels, upperSize) = lockInPlace(upper) else { return false }
        defer { SDL_UnlockTexture(upper) }
        let clip = writableRect(of: frame)
        let destination = unwind_pixels(
            pixels: target.assumingMemoryBound(to: UInt32.self), width: frame.pointee.w, height: frame.pointee.h, pitch: frame.pointee.pitch / 4)
        func geometry(_ quad: TexturedQuad) -> [Double] {
            [quad.source.x, quad.source.y, quad.source.width, quad.source.height, quad.destination.x, quad.destination.y]
                .map(Double.init) + [Double(quad.destination.width), Double(quad.destination.height)]
        }
        let status = unwind_stretch_crossfade_xrgb(
            unwind_pixels(pixels: lowerPixels, width: lowerSize.w, height: lowerSize.h, pitch: lowerSize.pitch), geometry(under),
            Self.rgb(under.tint), unwind_pixels(pixels: upperPixels, width: upperSize.w, height: upperSize.h, pitch: upperSize.pitch), geometry(over),
            Self.rgb(over.tint), Int32(alpha), destination, clip.x, clip.y, clip.w, clip.h)
        guard status == 0 else { return false }
        cpuStretchedQuads += 2
        cpuCrossfades += 1
        cpuStretchedPixels += Self.pixelsWritten(by: under, within: clip, frame: frame.pointee) * 2
        return true
    }

    /// A software streaming texture's pixels, locked in place, with its width, height and
    /// pitch in pixels; nil when it does not lock.
    private func lockInPlace(_ texture: OpaquePointer) -> (UnsafeMutablePointer<UInt32>, (w: Int32, h: Int32, pitch: Int32))? {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return nil }
        return (pixels.assumingMemoryBound(to: UInt32.self), (width, height, pitch / 4))
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
        // The loop refuses coordinates that are not numbers of sane size (SDL then draws).
        let limit: Float = 8_388_608  // 2^23
        let all =
            [quad.source.x, quad.source.y, quad.source.width, quad.source.height, quad.destination.x, quad.destination.y]
            + [quad.destination.width, quad.destination.height]
        return all.allSatisfy { $0.isFinite && abs($0) < limit }
    }

    /// True for a texture `unwind_stretch_blend_xrgb` reads: an opaque (XRGB8888) streaming
    /// texture of at least 2×2, whose surface locks in place.
    private static func isStretchable(_ texture: OpaquePointer) -> Bool {
        var format: UInt32 = 0, access: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, &format, &access, &width, &height)
        return format == SDL_PIXELFORMAT_RGB888.rawValue && access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue) && width >= 2 && height >= 2
    }

    /// The pixels the loop writes for `quad`: those whose centres lie inside its destination,
    /// within `clip` and the frame (the loop's own bounds).
    private static func pixelsWritten(by quad: TexturedQuad, within clip: SDL_Rect, frame: SDL_Surface) -> Int {
        let d = quad.destination
        let x0 = max(Int((Double(d.x) - 0.5).rounded(.up)), Int(clip.x), 0)
        let x1 = min(Int((Double(d.x) + Double(d.width) - 0.5).rounded(.up)), Int(clip.x) + Int(clip.w), Int(frame.w))
        let y0 = max(Int((Double(d.y) - 0.5).rounded(.up)), Int(clip.y), 0)
        let y1 = min(Int((Double(d.y) + Double(d.height) - 0.5).rounded(.up)), Int(clip.y) + Int(clip.h), Int(frame.h))
        return max(0, x1 - x0) * max(0, y1 - y0)
    }
}
