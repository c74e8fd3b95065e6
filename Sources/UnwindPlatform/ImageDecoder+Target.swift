import CSDL2
import UnwindDraw
import UnwindMedia

extension ImageDecoder {
    /// Decodes a file with one SDL_image reader and shrinks it to the size it is shown at
    /// straight from the reader's surface, so the full-size pixels exist once (no ARGB copy,
    /// no opaque copy of a 24-megapixel photo). Pixels beyond `within` (a reader that pads
    /// rows) are cut off; `target` maps the image's size to the size wanted (never larger).
    public static func decode(path: [UInt8], format: ImageHeader.Format, within limit: Size, target: (Size) -> Size) throws -> Surface {
        let loaded = try load(path: path, format: format)
        var owned: UnsafeMutablePointer<SDL_Surface>? = loaded
        defer { if let owned { SDL_FreeSurface(owned) } }
        let full = Size(width: Int(loaded.pointee.w), height: Int(loaded.pointee.h))
        let shown = String(decoding: path, as: UTF8.self)
        guard full.width > 0, full.height > 0 else { throw Failure(path: shown, reason: "the image has no pixels") }
        let size = Size(width: min(full.width, max(1, limit.width)), height: min(full.height, max(1, limit.height)))
        let wanted = target(size)
        let needed = Size(width: max(1, min(wanted.width, size.width)), height: max(1, min(wanted.height, size.height)))
        if needed == full {
            owned = nil
            return try convert(loaded, path: shown)
        }
        let hasAlpha = loaded.pointee.format.pointee.Amask != 0 || SDL_HasColorKey(loaded) == SDL_TRUE
        var readable = loaded
        if layout(of: loaded) == nil {
            // Palettes, colour keys and packed 16-bit formats: one conversion to RGBA first.
            guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
                throw Failure(path: shown, reason: SDLError.lastError())
            }
            SDL_FreeSurface(loaded)
            owned = converted
            readable = converted
        }
        guard let layout = layout(of: readable), SDL_LockSurface(readable) == 0, let pixels = readable.pointee.pixels else {
            throw Failure(path: shown, reason: "the decoded pixels could not be read")
        }
        let source = Resampler.Source(base: UnsafeRawPointer(pixels), size: size, rowBytes: Int(readable.pointee.pitch), layout: layout)
        let small = Resampler.downscale(source, to: needed)
        SDL_UnlockSurface(readable)
        SDL_FreeSurface(readable)
        owned = nil
        return try Surface(pixels: small, opaque: !hasAlpha || small.isOpaque)
    }

    /// Where red, green, blue and alpha sit in a surface's pixels when each is a whole byte
    /// of a 3- or 4-byte pixel (what JPEG, TIFF and WebP readers produce); nil otherwise.
    static func layout(of surface: UnsafeMutablePointer<SDL_Surface>) -> Resampler.Layout? {
        let format = surface.pointee.format.pointee
        let bytes = Int(format.BytesPerPixel)
        guard format.palette == nil, SDL_HasColorKey(surface) != SDL_TRUE, bytes == 3 || bytes == 4 else { return nil }
        func offset(_ mask: UInt32) -> Int? {
            guard mask != 0, mask.nonzeroBitCount == 8, mask.trailingZeroBitCount % 8 == 0 else { return nil }
            return mask.trailingZeroBitCount / 8
        }
        guard let r = offset(format.Rmask), let g = offset(format.Gmask), let b = offset(format.Bmask) else { return nil }
        if format.Amask == 0 { return Resampler.Layout(bytesPerPixel: bytes, red: r, green: g, blue: b, alpha: nil) }
        guard let a = offset(format.Amask) else { return nil }
        return Resampler.Layout(bytesPerPixel: bytes, red: r, green: g, blue: b, alpha: a)
    }
}
