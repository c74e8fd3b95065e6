import CSDL2

extension Surface {
    /// Whether the surface has an alpha channel at all (decoded JPEGs do not).
    public var hasAlphaChannel: Bool {
        handle.pointee.format.pointee.Amask != 0
    }

    /// A copy without an alpha channel (XRGB8888), for images known to be opaque.
    ///
    /// Why: SDL's software renderer blends a texture without per-pixel alpha at a uniform
    /// opacity through its surface-alpha blitter, several times faster than the per-pixel
    /// path, and transition tiles are exactly that: opaque photos at a uniform opacity.
    public func opaque() throws -> Surface {
        guard let converted = SDL_ConvertSurfaceFormat(handle, SDL_PIXELFORMAT_RGB888.rawValue, 0) else {
            throw SDLError("converting a surface to an opaque format")
        }
        return Surface(taking: converted)
    }

    /// True when every pixel's alpha is 255 (a PNG with an alpha channel but no transparency).
    /// Scans the pixels in place, without a copy, so a 24-megapixel photo costs no extra memory.
    public var isFullyOpaque: Bool {
        let format = handle.pointee.format.pointee
        guard format.Amask != 0 else { return true }
        guard format.BytesPerPixel == 4, SDL_LockSurface(handle) == 0 else { return false }
        defer { SDL_UnlockSurface(handle) }
        guard let base = handle.pointee.pixels else { return false }
        let mask = format.Amask, width = Int(handle.pointee.w), pitch = Int(handle.pointee.pitch)
        for row in 0..<Int(handle.pointee.h) {
            let pixels = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where pixels[x] & mask != mask {
                return false
            }
        }
        return true
    }
}
