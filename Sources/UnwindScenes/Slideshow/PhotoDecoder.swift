import UnwindCodecs
import UnwindPhotos
import UnwindPlatform
import UnwindSlideshow

/// Decodes a photo with the decoder chosen from its sized header, and reads its metadata.
///
/// The header decides, never the decoder's own sniffing: PNG goes to libpng (errors as
/// values), GIF to the Swift decoder, HEIC and AVIF to libheif, the rest to the one
/// SDL_image reader for the format. Runs on the decode thread.
enum PhotoDecoder {
    struct Decoded {
        let surface: Surface
        /// EXIF facts; `orientation` is what is still to be applied to `surface`.
        let metadata: PhotoMetadata
    }

    static func decode(path: PhotoPath, header: ImageHeader, maxPixels: Int) throws(PhotoPreparer.Refusal) -> Decoded {
        do {
            switch header.format {
            case .png:
                return Decoded(surface: try surface(PNGDecoder.decode(path: path.bytes, maxPixels: maxPixels)), metadata: PhotoMetadata())
            case .gif:
                return Decoded(surface: try surface(GIFDecoder.decode(path: path.bytes, maxPixels: maxPixels)), metadata: PhotoMetadata())
            case .heif, .avif:
                let file = try HEIFFile(path: path.bytes)
                var metadata = file.exifBlock.map { PhotoMetadata.read(exifBlock: $0) } ?? PhotoMetadata()
                // libheif already applied the file's irot/imir; the EXIF orientation describes
                // the same turn and must not be applied a second time.
                metadata.orientation = 1
                return Decoded(surface: try surface(file.decode(maxPixels: maxPixels)), metadata: metadata)
            case .jpeg, .tiff:
                let surface = try sdl(path.bytes, header)
                return Decoded(surface: surface, metadata: PhotoMetadata.read(path: path))
            case .bmp, .webp, .pnm, .svg, .qoi, .ico, .cur, .lbm, .pcx, .xv:
                return Decoded(surface: try sdl(path.bytes, header), metadata: PhotoMetadata())
            }
        } catch let refusal as PhotoPreparer.Refusal {
            throw refusal
        } catch let error as CodecError {
            throw PhotoPreparer.Refusal(description: error.description)
        } catch let failure as ImageDecoder.Failure {
            throw PhotoPreparer.Refusal(description: failure.reason)
        } catch {
            throw PhotoPreparer.Refusal(description: "\(error)")
        }
    }

    private static func surface(_ image: DecodedImage) throws -> Surface {
        try Surface(pixels: image.pixels, opaque: image.opaque)
    }

    /// Decodes with SDL_image, cut back to the header's size where the reader decodes wider
    /// (ILBM rows come padded to 16 pixels).
    private static func sdl(_ path: [UInt8], _ header: ImageHeader) throws -> Surface {
        let format = header.format
        guard let codec = ImageDecoder.Codec(rawValue: format.rawValue) else {
            throw PhotoPreparer.Refusal(description: "no decoder for \(format.displayName)")
        }
        if codec == .tiff { TIFFMessages.install() }
        do {
            let surface = try ImageDecoder.decode(path: path, codec: codec)
            var size = surface.size
            guard size.width > header.width || size.height > header.height else { return surface }
            size.width = min(size.width, header.width)
            size.height = min(size.height, header.height)
            return try surface.cropped(to: size)
        } catch let failure as ImageDecoder.Failure where codec == .tiff {
            throw PhotoPreparer.Refusal(description: TIFFMessages.takeLastError().map { "the TIFF is damaged: \($0)" } ?? failure.reason)
        }
    }
}
