import UnwindCodecs
import UnwindDraw

/// A reader for the formats the registry gives to the platform's image library
/// (`ImageFormat.Decoder.sdlImage`: BMP, WebP, TIFF, PNM, SVG, QOI, ICO…), handed to
/// `PhotoDecoder` by whoever runs it, so the media layer decodes every format without
/// reaching SDL itself. JPEG, PNG, GIF and HEIF never come here.
public protocol SystemImageReader: Sendable {
    /// Decodes the file at `path` (opened read-only) as `format`, cut back to `within` (a
    /// reader that pads rows) and shrunk to `target(size)` (never enlarged).
    /// - Returns: RGBA pixels in the stored orientation and whether they are all opaque, as
    ///   the codecs return them.
    /// - Throws: `DecodeError` (stage `.decode`) in the reader's words.
    func decode(path: [UInt8], format: ImageHeader.Format, within: Size, target: (Size) -> Size) throws(DecodeError) -> DecodedImage
}
