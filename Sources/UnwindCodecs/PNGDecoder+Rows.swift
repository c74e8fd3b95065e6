import CPNG
import UnwindDraw

/// PNG decoded a row at a time at the size it is shown at.
///
/// Why: the simplified API decodes whole images, so a 24-megapixel PNG took a 96 MB buffer
/// before it was shrunk to the screen. libpng's sequential reader gives the rows in order,
/// which go straight into the resampler's ring (as JPEG's scanlines do), so a decode holds
/// one row, the ring and the result. An Adam7-interlaced PNG completes no row before its last
/// pass, so it alone is decoded whole, then reduced.
extension PNGDecoder {
    /// What a decode produced: the pixels at the size asked for, and how they were made.
    public struct Result: Sendable {
        /// RGBA pixels at the caller's target size (never enlarged).
        public var image: DecodedImage
        /// The PNG's own size, as its IHDR gives it.
        public var stored: Size
        /// False for an interlaced PNG, decoded whole before it was reduced.
        public var streamed: Bool
    }

    /// Decodes a file, opened read-only and read as its rows are decoded. `target` maps the
    /// stored size to the size the caller needs; images of more than `maxPixels` pixels are
    /// refused before any pixel is decoded. Rows are those of the simplified API (the same
    /// transforms), so the result is the whole-image decode reduced by the same resampler.
    public static func decode(path: [UInt8], maxPixels: Int = .max, target: (Size) -> Size) throws(CodecError) -> Result {
        let stream = UnsafeMutablePointer<cpng_stream>.allocate(capacity: 1)
        stream.initialize(to: cpng_stream())
        defer {
            cpng_close(stream)
            stream.deallocate()
        }
        let opened: Int32
        do {
            opened = try withCPath(path) { cpng_open_file(stream, $0) }
        } catch {
            throw CodecError("\(error)")
        }
        guard opened == 0 else { throw CodecError(opened == -2 ? message(stream) : "the PNG is damaged: \(message(stream))") }
        let stored = Size(width: Int(stream.pointee.width), height: Int(stream.pointee.height))
        let (count, overflow) = stored.width.multipliedReportingOverflow(by: stored.height)
        guard stored.width > 0, stored.height > 0, !overflow, count <= maxPixels, count <= Int.max / 4 else {
            throw CodecError("the PNG is \(stored.width)×\(stored.height), too large to decode")
        }
        let wanted = target(stored)
        let needed = Size(width: max(1, min(wanted.width, stored.width)), height: max(1, min(wanted.height, stored.height)))
        guard stream.pointee.interlaced == 0 else {
            // libpng's buffers go before the whole image is made.
            cpng_close(stream)
            let whole = try decode(path: path, maxPixels: maxPixels)
            let pixels = needed == stored ? whole.pixels : Resampler.downscale(whole.pixels, to: needed)
            return Result(image: DecodedImage(pixels: pixels, opaque: whole.opaque), stored: stored, streamed: false)
        }
        guard cpng_start(stream) == 0 else { throw CodecError("the PNG is damaged: \(message(stream))") }
        let alpha = stream.pointee.alpha != 0
        let row = UnsafeMutableRawPointer.allocate(byteCount: stored.width * 4, alignment: 16)
        defer { row.deallocate() }
        var next = 0, failed = false
        let pixels = Resampler.downscale(size: stored, layout: alpha ? .rgba : .rgbx, to: needed) { y in
            // Rows come in order; one no output pixel needs is decoded and passed over.
            while next <= y, !failed {
                if cpng_read_row(stream, row.assumingMemoryBound(to: UInt8.self)) != 1 { failed = true }
                next += 1
            }
            return UnsafeRawPointer(row)
        }
        guard !failed else { throw CodecError("the PNG is damaged: \(message(stream))") }
        return Result(image: DecodedImage(pixels: pixels, opaque: !alpha), stored: stored, streamed: true)
    }

    /// libpng's words for the failure, on one line.
    private static func message(_ stream: UnsafeMutablePointer<cpng_stream>) -> String {
        let text = withUnsafeBytes(of: stream.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.isEmpty ? "unknown error" : line
    }
}
