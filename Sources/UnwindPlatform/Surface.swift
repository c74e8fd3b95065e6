import CSDL2
import UnwindDraw

/// The owner of one CPU-side SDL surface in one of the renderer's preferred formats:
/// ARGB8888 for images with transparency, XRGB8888 (SDL's RGB888) for opaque ones.
///
/// Surfaces are decoded and scaled on a background thread and handed to the render thread
/// for upload, so the type is `@unchecked Sendable`: ownership moves between threads, and it
/// is never used by two threads at once.
public final class Surface: @unchecked Sendable {
    let handle: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of an SDL surface; it is freed when this object goes.
    init(taking handle: UnsafeMutablePointer<SDL_Surface>) {
        self.handle = handle
    }

    /// A blank surface of the given size, filled with a colour.
    /// - Parameter opaque: no alpha channel (XRGB8888): photos and canvases that will only
    ///   ever hold opaque pixels, which the software renderer blends several times faster.
    public convenience init(size: Size, fill: Color = .clear, opaque: Bool = false) throws {
        let format = opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888
        try self.init(size: size, fill: fill, format: format.rawValue)
    }

    convenience init(size: Size, fill: Color, format: UInt32) throws {
        guard let raw = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.width), Int32(size.height), 32, format) else {
            throw SDLError("creating a \(size) surface")
        }
        self.init(taking: raw)
        let mapped = SDL_MapRGBA(raw.pointee.format, fill.r, fill.g, fill.b, fill.a)
        // SDL zeroes a new surface's pixels: filling with zero (clear, or black on an opaque
        // surface) again was one more pass over 8 MB per 1080p surface (issue 22).
        if mapped != 0 { SDL_FillRect(raw, nil, mapped) }
    }

    /// A surface holding a copy of RGBA pixels.
    public convenience init(pixels: PixelBuffer) throws {
        try self.init(size: pixels.size)
        try pixels.bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress,
                let source = SDL_CreateRGBSurfaceWithFormatFrom(
                    UnsafeMutableRawPointer(mutating: base), Int32(pixels.width), Int32(pixels.height), 32,
                    Int32(pixels.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { throw SDLError("wrapping pixels in a surface") }
            defer { SDL_FreeSurface(source) }
            SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
            if SDL_UpperBlit(source, nil, handle, nil) != 0 {
                throw SDLError("copying pixels into a surface")
            }
        }
    }

    /// The surface's size in pixels.
    public var size: Size { Size(width: Int(handle.pointee.w), height: Int(handle.pointee.h)) }

    /// The pixels as RGBA bytes, for tests and CPU-side image work.
    public func pixelBuffer() throws -> PixelBuffer {
        guard let converted = SDL_ConvertSurfaceFormat(handle, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw SDLError("reading surface pixels")
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var bytes = try PixelMemory.zeroedBytes(w * h * 4, width: w, height: h)
        if SDL_LockSurface(converted) != 0 { throw SDLError("locking a surface") }
        defer { SDL_UnlockSurface(converted) }
        guard let pixels = converted.pointee.pixels else { throw SDLError("reading surface pixels", reason: "no pixel memory") }
        bytes.withUnsafeMutableBytes { out in
            guard let dst = out.baseAddress else { return }
            for row in 0..<h {
                (dst + row * w * 4).copyMemory(from: pixels + row * pitch, byteCount: w * 4)
            }
        }
        return PixelBuffer(width: w, height: h, bytes: bytes)
    }

    /// A new surface scaled to `target` with bilinear filtering.
    ///
    /// Large reductions halve the image first (each halving averages 2×2 pixels), so a
    /// 24-megapixel photo shrinks to a screen without the shimmer of skipped pixels.
    public func scaled(to target: Size) throws -> Surface {
        guard target.width > 0, target.height > 0 else {
            throw SDLError("scaling to \(target)", reason: "the size is empty")
        }
        var current = self
        while current.size.width >= target.width * 2, current.size.height >= target.height * 2 {
            let half = Size(width: current.size.width / 2, height: current.size.height / 2)
            current = try current.stretched(to: half)
        }
        if current.size == target { return current === self ? try copy() : current }
        return try current.stretched(to: target)
    }

    /// A copy of the whole surface, in the same format.
    public func copy() throws -> Surface {
        guard let copied = SDL_ConvertSurfaceFormat(handle, handle.pointee.format.pointee.format, 0) else {
            throw SDLError("copying a surface")
        }
        return Surface(taking: copied)
    }

    /// Draws this surface's `source` rectangle scaled into `destination` of another surface.
    public func draw(into target: Surface, source: Rect? = nil, destination: Rect) throws {
        var src = source.map(SDL_Rect.init) ?? SDL_Rect(x: 0, y: 0, w: handle.pointee.w, h: handle.pointee.h)
        var dst = SDL_Rect(destination)
        SDL_SetSurfaceBlendMode(handle, SDL_BLENDMODE_NONE)
        if SDL_UpperBlitScaled(handle, &src, target.handle, &dst) != 0 {
            throw SDLError("drawing a surface")
        }
    }

    private func stretched(to size: Size) throws -> Surface {
        // SDL_SoftStretchLinear needs both surfaces in the same format.
        let out = try Surface(size: size, fill: .clear, format: handle.pointee.format.pointee.format)
        if SDL_SoftStretchLinear(handle, nil, out.handle, nil) != 0 {
            throw SDLError("scaling an image to \(size)")
        }
        return out
    }

    deinit {
        SDL_FreeSurface(handle)
    }
}

extension SDL_Rect {
    /// The integer rectangle covering the same pixels, edges rounded to the nearest pixel.
    init(_ rect: Rect) {
        let x0 = rect.x.rounded(), y0 = rect.y.rounded()
        let x1 = (rect.x + rect.width).rounded(), y1 = (rect.y + rect.height).rounded()
        self.init(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }
}

extension SDL_FRect {
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, w: rect.width, h: rect.height)
    }
}
