import CSDL2
import UnwindDraw
import UnwindMedia

extension ImageDecoder {
    // One SDL_image reader per format, picked from the header the caller already read:
    // `IMG_Load_RW` sniffs the bytes itself and tries each reader whose test matches (any
    // file with `<svg` in its first 4 KB is an SVG to it), so a file sized as one format
    // could be decoded as another. Calling the reader for the sized format closes that gap.
    // Which formats come here is the format registry's choice (`ImageFormat.Decoder.sdlImage`).

    /// Decodes a file with one SDL_image reader. The file is opened read-only (`rb`).
    public static func decode(path: String, format: ImageHeader.Format) throws -> Surface {
        try decode(path: Array(path.utf8), format: format)
    }

    /// Decodes a file named by raw bytes (Linux names need not be UTF-8).
    public static func decode(path: [UInt8], format: ImageHeader.Format) throws -> Surface {
        try convert(load(path: path, format: format), path: String(decoding: path, as: UTF8.self))
    }

    /// Opens a file read-only and runs one reader on it; the caller owns the surface.
    static func load(path: [UInt8], format: ImageHeader.Format) throws -> UnsafeMutablePointer<SDL_Surface> {
        let shown = String(decoding: path, as: UTF8.self)
        guard !path.isEmpty, !path.contains(0) else { throw Failure(path: shown, reason: "the path is empty or contains a NUL byte") }
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        let opened = terminated.withUnsafeBufferPointer { name in name.baseAddress.flatMap { SDL_RWFromFile($0, "rb") } }
        guard let rw = opened else { throw Failure(path: shown, reason: SDLError.lastError()) }
        defer { SDL_RWclose(rw) }
        SDL_ClearError()
        guard let loaded = load(rw, format) else {
            let reason = SDLError.lastError()
            throw Failure(path: shown, reason: reason.isEmpty ? "the \(format.displayName) data could not be decoded" : reason)
        }
        return loaded
    }

    /// Runs the reader for `format`; nil for a format SDL_image does not read here (the
    /// registry gives those to libjpeg-turbo, libpng, the GIF decoder or libheif).
    static func load(_ rw: UnsafeMutablePointer<SDL_RWops>, _ format: ImageHeader.Format) -> UnsafeMutablePointer<SDL_Surface>? {
        switch format {
        case .jpeg: IMG_LoadJPG_RW(rw)
        case .bmp: IMG_LoadBMP_RW(rw)
        case .webp: IMG_LoadWEBP_RW(rw)
        case .tiff: IMG_LoadTIF_RW(rw)
        case .pnm: IMG_LoadPNM_RW(rw)
        case .svg: IMG_LoadSVG_RW(rw)
        case .qoi: IMG_LoadQOI_RW(rw)
        case .ico: IMG_LoadICO_RW(rw)
        case .cur: IMG_LoadCUR_RW(rw)
        case .lbm: IMG_LoadLBM_RW(rw)
        case .pcx: IMG_LoadPCX_RW(rw)
        case .xv: IMG_LoadXV_RW(rw)
        case .png, .gif, .heif, .avif: nil
        }
    }

    /// Takes ownership of a loaded surface and converts it to the renderer's formats.
    static func convert(_ loaded: UnsafeMutablePointer<SDL_Surface>, path: String) throws -> Surface {
        defer { SDL_FreeSurface(loaded) }
        guard loaded.pointee.w > 0, loaded.pointee.h > 0 else {
            throw Failure(path: path, reason: "the image has no pixels")
        }
        // Opaque images (every JPEG, most PNGs) become XRGB8888 so tiles blend on the fast path.
        let hasAlpha = loaded.pointee.format.pointee.Amask != 0 || SDL_HasColorKey(loaded) == SDL_TRUE
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw Failure(path: path, reason: SDLError.lastError())
        }
        let surface = Surface(taking: converted)
        if !hasAlpha || surface.isFullyOpaque {
            return try surface.opaque()
        }
        return surface
    }
}

extension Surface {
    /// A surface holding decoded RGBA pixels: opaque images go straight to XRGB8888 (one
    /// conversion, no alpha channel), others to ARGB8888.
    public convenience init(pixels: PixelBuffer, opaque: Bool) throws {
        guard opaque else {
            try self.init(pixels: pixels)
            return
        }
        let converted = try pixels.bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress,
                let source = SDL_CreateRGBSurfaceWithFormatFrom(
                    UnsafeMutableRawPointer(mutating: base), Int32(pixels.width), Int32(pixels.height), 32,
                    Int32(pixels.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { throw SDLError("wrapping pixels in a surface") }
            defer { SDL_FreeSurface(source) }
            guard let converted = SDL_ConvertSurfaceFormat(source, SDL_PIXELFORMAT_RGB888.rawValue, 0) else {
                throw SDLError("converting pixels to an opaque surface")
            }
            return converted
        }
        self.init(taking: converted)
    }
}
