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
        guard stretchesOnCPU(texture, quad), let frame = frameSurface(), let target = frame.pointee.pixels else { return false }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        // Whatever SDL still holds in its command queue lands first.
        SDL_RenderFlush(handle)
        // A software streaming texture locks in place: the pointer is its surface's pixels.
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return false }
        defer { SDL_UnlockTexture(texture) }
        let clip = writableRect(of: frame)
        let source = unwind_pixels(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: width, height: height, pitch: pitch / 4)
        let destination = unwind_pixels(
            pixels: target.assumingMemoryBound(to: UInt32.self), width: frame.pointee.w, height: frame.pointee.h, pitch: frame.pointee.pitch / 4)
        let s = quad.source, d = quad.destination
        let rgb = UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
        let status = unwind_stretch_blend_xrgb(
            source, Double(s.x), Double(s.y), Double(s.width), Double(s.height), destination, Double(d.x), Double(d.y), Double(d.width),
            Double(d.height), clip.x, clip.y, clip.w, clip.h, Int32(alpha), rgb)
        guard status == 0 else { return false }
        cpuStretchedQuads += 1
        return true
    }

    /// True when `stretchOnCPU` draws `quad` of `texture`: the software renderer drawing into
    /// its own XRGB frame, a scaled unrotated quad, an XRGB streaming texture of at least 2×2.
    /// Such quads need no tinted copy (`makeTintedCopies` leaves them out).
    func stretchesOnCPU(_ texture: OpaquePointer, _ quad: TexturedQuad) -> Bool {
        let scaled = quad.source.width != quad.destination.width || quad.source.height != quad.destination.height
        guard stretchesOnCPU, info.isSoftware, scaled, quad.rotation == 0, let frame = frameSurface(),
            frame.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
        else { return false }
        var format: UInt32 = 0, access: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, &format, &access, &width, &height)
        return format == SDL_PIXELFORMAT_RGB888.rawValue && access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue) && width >= 2 && height >= 2
    }
}
