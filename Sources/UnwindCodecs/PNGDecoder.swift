import CPNG
import UnwindDraw

/// Decodes PNG with libpng's simplified API, whose errors and warnings come back as values.
///
/// Why not SDL_image: it creates libpng's reader with the default handlers, so a damaged PNG
/// prints `libpng error: …` (and `libpng warning: …`) lines of its own to stderr besides the
/// one skip line, and a PNG with a corrupt chunk length made it spin for minutes re-reading
/// the same chunk. The simplified API reads through stdio (`rb`), stops at the end of the
/// file, and keeps every message in the image's `message` field.
public enum PNGDecoder {
    /// Decodes a file, refusing images of more than `maxPixels` pixels before allocating.
    public static func decode(path: [UInt8], maxPixels: Int = .max) throws(CodecError) -> DecodedImage {
        do {
            return try withCPath(path) { cPath in try decode(cPath: cPath, maxPixels: maxPixels) }
        } catch let error as CodecError {
            throw error
        } catch {
            throw CodecError("\(error)")
        }
    }

    /// Decodes a file named by a `String` path.
    public static func decode(path: String, maxPixels: Int = .max) throws(CodecError) -> DecodedImage {
        try decode(path: Array(path.utf8), maxPixels: maxPixels)
    }

    private static func decode(cPath: UnsafePointer<CChar>, maxPixels: Int) throws(CodecError) -> DecodedImage {
        var image = png_image()
        image.version = png_uint_32(unwind_png_image_version)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_file(&image, cPath) != 0 else { throw CodecError(message(of: &image)) }
        // 16-bit PNGs without gAMA/sRGB are sRGB in practice (every viewer treats them so).
        // Set after the header is read: `png_image_begin_read_*` clears the struct, so a flag
        // set before it was lost and such files were taken as linear (a 50 % grey came out at
        // 74 %); the row-at-a-time decode (`CPNG/shim.h`) assumes sRGB the same way.
        image.flags |= png_uint_32(unwind_png_image_flag_16bit_srgb)
        let width = Int(image.width), height = Int(image.height)
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= maxPixels, pixels <= Int.max / 4 else {
            throw CodecError("the PNG is \(width)×\(height), too large to decode")
        }
        let hasAlpha = image.format & png_uint_32(unwind_png_format_flag_alpha) != 0
        image.format = png_uint_32(unwind_png_format_rgba)
        var bytes: [UInt8]
        do {
            bytes = try PixelMemory.zeroedBytes(pixels * 4, width: width, height: height)
        } catch {
            throw CodecError(error.description)
        }
        let finished = bytes.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else { throw CodecError(message(of: &image)) }
        return DecodedImage(pixels: PixelBuffer(width: width, height: height, bytes: bytes), opaque: !hasAlpha)
    }

    /// libpng's message for the last failure, as one lowercase-led sentence.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "the PNG could not be decoded" : "the PNG is damaged: \(text)"
    }
}
