import CTurboJPEG
import UnwindDraw

/// Decodes JPEG with libjpeg-turbo at the size it is shown at, not the size it was taken at.
///
/// Why: a 24-megapixel photo decoded whole is 96 MB of pixels, and SDL_image then made two
/// more copies before the photo was scaled to a 2-megapixel screen; a Raspberry Pi with
/// 512 MB was killed for it. libjpeg-turbo can run its inverse DCT at 1/8 … 1 of the size,
/// skipping the work and the memory together, so the decoder picks the smallest of those
/// scales that still covers the size the caller needs `headroom` times over and then shrinks
/// the rest of the way with a Lanczos filter (`Resampler`), which keeps fine detail free of moiré.
public enum JPEGDecoder {
    /// What a decode produced: the pixels at the size asked for, and what it took.
    public struct Result: Sendable {
        /// RGBA pixels at the caller's target size (opaque).
        public var image: DecodedImage
        /// The JPEG's own size, as its frame header gives it.
        public var stored: Size
        /// The DCT scale libjpeg-turbo decoded at, as a fraction of eight (8: full size).
        public var eighths: Int
        /// A note for the log when the data was damaged but an image came out (libjpeg-turbo
        /// fills what is missing with grey), else nil.
        public var warning: String?
    }

    /// Decodes a file, opened read-only and read as its rows are decoded. `target` maps the
    /// JPEG's stored size to the size the caller needs, in the same orientation; images of
    /// more than `maxPixels` pixels are refused before any pixel is decoded.
    /// With `parallel`, libjpeg decodes the next rows on a second core while the last ones are
    /// resampled (`Resampler.downscale(size:layout:to:filter:chunk:decode:)`): the same pixels
    /// sooner, for a caller with no frame deadline on the other core (a headless show).
    public static func decode(path: [UInt8], maxPixels: Int = .max, parallel: Bool = false, target: (Size) -> Size) throws(CodecError) -> Result {
        let stream = UnsafeMutablePointer<cjpeg_stream>.allocate(capacity: 1)
        defer {
            cjpeg_close(stream)
            stream.deallocate()
        }
        let opened: Int32
        do {
            opened = try withCPath(path) { cjpeg_open_file(stream, $0) }
        } catch {
            throw CodecError("\(error)")
        }
        guard opened == 0 else { throw CodecError(stream.pointee.started == 0 ? message(stream) : "the JPEG could not be read: \(message(stream))") }
        return try decode(opened: stream, maxPixels: maxPixels, parallel: parallel, target: target)
    }

    /// Decodes JPEG bytes already in memory, as `decode(path:)` does a file.
    public static func decode(bytes: [UInt8], maxPixels: Int = .max, parallel: Bool = false, target: (Size) -> Size) throws(CodecError) -> Result {
        let stream = UnsafeMutablePointer<cjpeg_stream>.allocate(capacity: 1)
        defer {
            cjpeg_close(stream)
            stream.deallocate()
        }
        return try bytes.withUnsafeBufferPointer { jpeg throws(CodecError) -> Result in
            guard let base = jpeg.baseAddress, cjpeg_open(stream, base, UInt(jpeg.count)) == 0 else {
                throw CodecError("the JPEG could not be read: \(message(stream))")
            }
            return try decode(opened: stream, maxPixels: maxPixels, parallel: parallel, target: target)
        }
    }

    /// A row at a time from a stream whose header was read: libjpeg's scanlines go straight
    /// into the resampler, so no buffer of the decoded size is ever made (at 4K a 24 MP photo
    /// decodes at full size: 96 MB that a whole-image decode needed).
    private static func decode(opened stream: UnsafeMutablePointer<cjpeg_stream>, maxPixels: Int, parallel: Bool, target: (Size) -> Size) throws(CodecError)
        -> Result
    {
        let stored = Size(width: Int(stream.pointee.info.image_width), height: Int(stream.pointee.info.image_height))
        let (count, overflow) = stored.width.multipliedReportingOverflow(by: stored.height)
        guard stored.width > 0, stored.height > 0, !overflow, count <= maxPixels else {
            throw CodecError("the JPEG is \(stored.width)×\(stored.height), too large to decode")
        }
        let wanted = target(stored)
        let needed = Size(width: max(1, min(wanted.width, stored.width)), height: max(1, min(wanted.height, stored.height)))
        let margin = Size(width: Int((Double(needed.width) * headroom).rounded(.up)), height: Int((Double(needed.height) * headroom).rounded(.up)))
        let eighths = scale(for: stored, covering: margin)
        guard cjpeg_start(stream, Int32(eighths)) == 0 else { throw CodecError("the JPEG is damaged: \(message(stream))") }
        let cmyk = cjpeg_is_cmyk(stream) != 0
        let decoded = Size(width: Int(stream.pointee.info.output_width), height: Int(stream.pointee.info.output_height))
        var failed = false
        // Decodes `count` rows into `rows`, one after the other (after a failure, none).
        let read = { (rows: UnsafeMutableRawPointer, count: Int) in
            for index in 0..<count where !failed {
                let row = rows + index * decoded.width * 4
                if cjpeg_read_row(stream, row.assumingMemoryBound(to: UInt8.self)) != 1 { failed = true }
                if cmyk { CMYK.toRGB(row, pixels: decoded.width) }
            }
        }
        let pixels: PixelBuffer
        if parallel {
            pixels = Resampler.downscale(size: decoded, layout: .rgbx, to: needed, decode: read)
        } else {
            let row = UnsafeMutableRawPointer.allocate(byteCount: max(1, decoded.width) * 4, alignment: 16)
            defer { row.deallocate() }
            var next = 0
            pixels = Resampler.downscale(size: decoded, layout: .rgbx, to: needed) { y in
                // Rows come in order; one no output pixel needs is decoded and passed over.
                while next <= y, !failed {
                    read(row, 1)
                    next += 1
                }
                return UnsafeRawPointer(row)
            }
        }
        guard !failed else { throw CodecError("the JPEG is damaged: \(message(stream))") }
        // A warning (a truncated or slightly damaged file) still leaves a whole image.
        let warning = stream.pointee.warnings > 0 ? "the JPEG is damaged (\(message(stream))); showing what could be decoded" : nil
        return Result(image: DecodedImage(pixels: pixels, opaque: true), stored: stored, eighths: eighths, warning: warning)
    }

    /// How much larger than the target the DCT-scaled image must be. libjpeg-turbo's reduced
    /// IDCTs truncate each 8×8 block's spectrum, which folds detail near their own Nyquist
    /// limit back into the picture; a Lanczos reduction by 1.7× or more removes that band
    /// again. Measured on a zone plate against a Lanczos reduction of the original: 26 dB
    /// PSNR at 1.33× (3/8 for a third), 28 dB at 1.5×, 30.6 dB at 1.7×, 32 dB at 1.85× (a
    /// 24 MP photo at 1080p decodes at 1/2, as `djpeg -scale 1/2` does).
    public static let headroom = 1.7

    /// The smallest scale, in eighths, whose decoded image still covers `needed` on both axes.
    public static func scale(for stored: Size, covering needed: Size) -> Int {
        for eighths in 1...8 where scaled(stored.width, eighths) >= needed.width && scaled(stored.height, eighths) >= needed.height {
            return eighths
        }
        return 8
    }

    /// libjpeg-turbo's size for a dimension decoded at `eighths`/8 (`TJSCALED`: rounded up).
    public static func scaled(_ dimension: Int, _ eighths: Int) -> Int {
        (dimension * eighths + 7) / 8
    }

    /// libjpeg's words for the first problem, on one line.
    private static func message(_ stream: UnsafeMutablePointer<cjpeg_stream>) -> String {
        let text = withUnsafeBytes(of: stream.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.isEmpty ? "unknown error" : line
    }
}
