import UnwindCodecs
import UnwindDraw
import UnwindMedia

/// SDL_image as the media layer's reader for the formats the registry gives it (BMP, WebP,
/// TIFF, PNM, SVG, QOI, ICO…): the show hands it to `PhotoDecoder`, so decoding stays in
/// `UnwindMedia` and SDL stays here.
public struct SDLImageReader: SystemImageReader {
    /// A reader; it holds nothing, SDL_image needs no set-up to read files.
    public init() {}

    /// Decodes with the format's one SDL_image reader, shrunk to the target straight from
    /// the reader's surface, and hands back RGBA pixels.
    public func decode(path: [UInt8], format: ImageHeader.Format, within: Size, target: (Size) -> Size) throws(DecodeError) -> DecodedImage {
        do {
            let surface = try ImageDecoder.decode(path: path, format: format, within: within, target: target)
            return DecodedImage(pixels: try surface.pixelBuffer(), opaque: !surface.hasAlphaChannel)
        } catch let failure as ImageDecoder.Failure {
            throw DecodeError(.decode, failure.reason)
        } catch {
            throw DecodeError(.decode, "\(error)")
        }
    }
}
