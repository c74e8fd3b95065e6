import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindSlideshow

/// Decodes a photo with the decoder chosen from its sized header, at the size it will be
/// shown at, and reads its metadata.
///
/// The header decides, never the decoder's own sniffing: the format's registry entry
/// (`ImageFormat`) names the decoder — libjpeg-turbo (scaled in the DCT, then area-averaged),
/// libpng (a row at a time into the resampler, errors as values), the Swift GIF decoder,
/// libheif, or the one SDL_image reader for the format — and where its EXIF lives.
/// Every decoder's full-size pixels are shrunk to the size needed as soon as they exist, so
/// one full-size buffer at most is alive per decode. Runs on the decode thread (with
/// `parallel`, a JPEG's rows are decoded on a second one meanwhile).
enum PhotoDecoder {
    struct Decoded {
        let surface: Surface
        /// EXIF facts; `orientation` is what is still to be applied to `surface`.
        let metadata: PhotoMetadata
        /// Damage the decoder worked around (the photo is shown), for one log line.
        var warning: String?
    }

    /// The size a photo must be decoded at, in its stored orientation, given its stored size
    /// and EXIF orientation; the identity decodes at full size.
    typealias Target = (_ stored: Size, _ orientation: Int) -> Size

    static func decode(path: PhotoPath, header: ImageHeader, maxPixels: Int, parallel: Bool = false, target: Target = { size, _ in size }) throws(DecodeError)
        -> Decoded
    {
        do {
            guard let entry = ImageFormat.entry(for: header.format), let decoder = entry.decoder else {
                throw DecodeError(.decode, "no decoder for \(header.format.displayName)")
            }
            switch decoder {
            case .turboJPEG:
                let metadata = PhotoMetadata.read(path: path)
                let result = try JPEGDecoder.decode(path: path.bytes, maxPixels: maxPixels, parallel: parallel) { target($0, metadata.orientation) }
                return Decoded(surface: try surface(result.image), metadata: metadata, warning: result.warning)
            case .libpng:
                let result = try PNGDecoder.decode(path: path.bytes, maxPixels: maxPixels) { target($0, 1) }
                return Decoded(surface: try surface(result.image), metadata: PhotoMetadata())
            case .gif:
                let image = try GIFDecoder.decode(path: path.bytes, maxPixels: maxPixels)
                return Decoded(surface: try surface(shrunk(image, target)), metadata: PhotoMetadata())
            case .libheif:
                let file = try HEIFFile(path: path.bytes)
                var metadata = file.exifBlock.map { PhotoMetadata.read(exifBlock: $0) } ?? PhotoMetadata()
                // libheif already applied the file's irot/imir; the EXIF orientation describes
                // the same turn and must not be applied a second time.
                metadata.orientation = 1
                return Decoded(surface: try surface(file.decode(maxPixels: maxPixels) { target($0, 1) }), metadata: metadata)
            case .sdlImage:
                let metadata = entry.metadata == .exifInFile ? PhotoMetadata.read(path: path) : PhotoMetadata()
                return Decoded(surface: try sdl(path.bytes, header) { target($0, metadata.orientation) }, metadata: metadata)
            }
        } catch let error as DecodeError {
            throw error
        } catch let error as CodecError {
            throw DecodeError(.decode, error.description)
        } catch let failure as ImageDecoder.Failure {
            throw DecodeError(.decode, failure.reason)
        } catch {
            throw DecodeError(.decode, "\(error)")
        }
    }

    private static func surface(_ image: DecodedImage) throws -> Surface {
        try Surface(pixels: image.pixels, opaque: image.opaque)
    }

    /// A decoded image shrunk to the target at once (never enlarged: that is the renderer's
    /// or the composer's job).
    private static func shrunk(_ image: DecodedImage, _ target: Target) -> DecodedImage {
        let wanted = target(image.pixels.size, 1)
        let size = Size(width: max(1, min(wanted.width, image.pixels.width)), height: max(1, min(wanted.height, image.pixels.height)))
        guard size != image.pixels.size else { return image }
        return DecodedImage(pixels: Resampler.downscale(image.pixels, to: size), opaque: image.opaque)
    }

    /// Decodes with SDL_image, cut back to the header's size where the reader decodes wider
    /// (ILBM rows come padded to 16 pixels), and shrunk to the target straight from the
    /// reader's surface.
    private static func sdl(_ path: [UInt8], _ header: ImageHeader, target: (Size) -> Size) throws -> Surface {
        let format = header.format
        if format == .tiff { TIFFMessages.install() }
        do {
            return try ImageDecoder.decode(path: path, format: format, within: Size(width: header.width, height: header.height), target: target)
        } catch let failure as ImageDecoder.Failure where format == .tiff {
            throw DecodeError(.decode, TIFFMessages.takeLastError().map { "the TIFF is damaged: \($0)" } ?? failure.reason)
        }
    }
}
