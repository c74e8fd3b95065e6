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

    /// Decodes a file (opened read-only). `target` maps the JPEG's stored size to the size
    /// the caller needs, in the same orientation; images of more than `maxPixels` pixels are
    /// refused before any pixel is decoded.
    public static func decode(path: [UInt8], maxPixels: Int = .max, target: (Size) -> Size) throws(CodecError) -> Result {
        try decode(bytes: FileReader.readAll(path), maxPixels: maxPixels, target: target)
    }

    /// Decodes JPEG bytes already in memory.
    public static func decode(bytes: [UInt8], maxPixels: Int = .max, target: (Size) -> Size) throws(CodecError) -> Result {
        guard let handle = tjInitDecompress() else { throw CodecError("libjpeg-turbo could not start a decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let read = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard read == 0 else { throw CodecError("the JPEG could not be read: \(message(handle))") }
        let stored = Size(width: Int(width), height: Int(height))
        let (count, overflow) = stored.width.multipliedReportingOverflow(by: stored.height)
        guard stored.width > 0, stored.height > 0, !overflow, count <= maxPixels else {
            throw CodecError("the JPEG is \(stored.width)×\(stored.height), too large to decode")
        }
        let wanted = target(stored)
        let needed = Size(width: max(1, min(wanted.width, stored.width)), height: max(1, min(wanted.height, stored.height)))
        let margin = Size(width: Int((Double(needed.width) * headroom).rounded(.up)), height: Int((Double(needed.height) * headroom).rounded(.up)))
        let eighths = scale(for: stored, covering: margin)
        let decoded = Size(width: scaled(stored.width, eighths), height: scaled(stored.height, eighths))
        let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = cmyk ? TJPF_CMYK : TJPF_RGBX
        let rowBytes = decoded.width * 4
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * decoded.height, alignment: 16)
        defer { buffer.deallocate() }
        let status = bytes.withUnsafeBufferPointer { jpeg in
            tjDecompress2(
                handle, jpeg.baseAddress, UInt(jpeg.count), buffer.assumingMemoryBound(to: UInt8.self), Int32(decoded.width),
                Int32(rowBytes), Int32(decoded.height), Int32(format.rawValue), TJFLAG_ACCURATEDCT)
        }
        var warning: String?
        if status != 0 {
            // A warning (a truncated or slightly damaged file) still leaves a whole image.
            guard tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else {
                throw CodecError("the JPEG is damaged: \(message(handle))")
            }
            warning = "the JPEG is damaged (\(message(handle))); showing what could be decoded"
        }
        if cmyk { CMYK.toRGB(buffer, pixels: decoded.width * decoded.height) }
        let source = Resampler.Source(base: UnsafeRawPointer(buffer), size: decoded, rowBytes: rowBytes, layout: .rgbx)
        let pixels = Resampler.downscale(source, to: needed)
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

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        let line = String(cString: text).split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.isEmpty ? "unknown error" : line
    }
}
