import UnwindCodecs
import UnwindDraw
import UnwindPhotos

/// Decodes a photo with the decoder chosen from its sized header, at the size it will be
/// shown at, and reads its metadata: CPU pixels, no SDL.
///
/// The header decides, never the decoder's own sniffing: the format's registry entry
/// (`ImageFormat`) names the decoder — libjpeg-turbo (scaled in the DCT, then area-averaged),
/// libpng (a row at a time into the resampler, errors as values), the Swift GIF decoder,
/// libheif, or the platform's reader for the format (`SystemImageReader`) — and where its
/// EXIF lives.
/// Every decoder's full-size pixels are shrunk to the size needed as soon as they exist, so
/// one full-size buffer at most is alive per decode. Runs on the decode thread (with
/// `parallel`, a JPEG's rows are decoded on a second one meanwhile).
public enum PhotoDecoder {
    /// A decoded photo and what its decode read on the way.
    public struct Decoded: Sendable {
        /// The pixels in the stored orientation.
        public let image: DecodedImage
        /// EXIF facts; `orientation` is what is still to be applied to `image`.
        public let metadata: PhotoMetadata
        /// Damage the decoder worked around (the photo is shown), for one log line.
        public var warning: String?
    }

    /// The size a photo must be decoded at, in its stored orientation, given its stored size
    /// and EXIF orientation; the identity decodes at full size.
    public typealias Target = (_ stored: Size, _ orientation: Int) -> Size

    /// Decodes `path`, sized by `header`, with the decoder its format's entry names; formats
    /// the platform reads go to `reader`.
    /// - Throws: `DecodeError` (stage `.decode`) in the decoder's words.
    public static func decode(
        path: PhotoPath, header: ImageHeader, maxPixels: Int, reader: (any SystemImageReader)?, parallel: Bool = false,
        target: Target = { size, _ in size }
    ) throws(DecodeError) -> Decoded {
        do {
            guard let entry = ImageFormat.entry(for: header.format), let decoder = entry.decoder else {
                throw DecodeError(.decode, "no decoder for \(header.format.displayName)")
            }
            switch decoder {
            case .turboJPEG:
                let metadata = PhotoMetadata.read(path: path)
                let result = try JPEGDecoder.decode(path: path.bytes, maxPixels: maxPixels, parallel: parallel) { target($0, metadata.orientation) }
                return Decoded(image: result.image, metadata: metadata, warning: result.warning)
            case .libpng:
                let result = try PNGDecoder.decode(path: path.bytes, maxPixels: maxPixels) { target($0, 1) }
                return Decoded(image: result.image, metadata: PhotoMetadata())
            case .gif:
                let image = try GIFDecoder.decode(path: path.bytes, maxPixels: maxPixels)
                return Decoded(image: shrunk(image, target), metadata: PhotoMetadata())
            case .libheif:
                let file = try HEIFFile(path: path.bytes)
                var metadata = file.exifBlock.map { PhotoMetadata.read(exifBlock: $0) } ?? PhotoMetadata()
                // libheif already applied the file's irot/imir; the EXIF orientation describes
                // the same turn and must not be applied a second time.
                metadata.orientation = 1
                return Decoded(image: try file.decode(maxPixels: maxPixels) { target($0, 1) }, metadata: metadata)
            case .sdlImage:
                guard let reader else { throw DecodeError(.decode, "no reader for \(header.format.displayName) here") }
                let metadata = entry.metadata == .exifInFile ? PhotoMetadata.read(path: path) : PhotoMetadata()
                return Decoded(image: try system(reader, path.bytes, header) { target($0, metadata.orientation) }, metadata: metadata)
            }
        } catch let error as DecodeError {
            throw error
        } catch let error as CodecError {
            throw DecodeError(.decode, error.description)
        } catch {
            throw DecodeError(.decode, "\(error)")
        }
    }

    /// A decoded image shrunk to the target at once (never enlarged: that is the renderer's
    /// or the composer's job).
    private static func shrunk(_ image: DecodedImage, _ target: Target) -> DecodedImage {
        let wanted = target(image.pixels.size, 1)
        let size = Size(width: max(1, min(wanted.width, image.pixels.width)), height: max(1, min(wanted.height, image.pixels.height)))
        guard size != image.pixels.size else { return image }
        return DecodedImage(pixels: Resampler.downscale(image.pixels, to: size), opaque: image.opaque)
    }

    /// Decodes with the platform's reader, cut back to the header's size where the reader
    /// decodes wider (ILBM rows come padded to 16 pixels); a damaged TIFF says what libtiff said.
    private static func system(_ reader: any SystemImageReader, _ path: [UInt8], _ header: ImageHeader, target: (Size) -> Size) throws(DecodeError)
        -> DecodedImage
    {
        let format = header.format
        if format == .tiff { TIFFMessages.install() }
        do {
            return try reader.decode(path: path, format: format, within: Size(width: header.width, height: header.height), target: target)
        } catch  where format == .tiff {
            throw DecodeError(.decode, TIFFMessages.takeLastError().map { "the TIFF is damaged: \($0)" } ?? error.detail)
        }
    }
}
