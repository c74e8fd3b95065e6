import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos

/// A downloaded photo kept at display size: once the decoder has the pixels the screen
/// needs, a network cache keeps them (JPEG, libjpeg-turbo, quality 90) instead of the
/// full-size download, so a share of 24-megapixel photos costs the cache a few hundred
/// kilobytes a photo, whatever their format.
extension PhotoPreparer {
    /// Quality of display copies: the photo is re-encoded once, at the size it is shown.
    static let displayCopyQuality = 90

    /// Formats a display copy is made of: photographs. A GIF may move and has a palette, a
    /// TIFF's EXIF is its own file structure (not a block to carry over), SVG is drawn sharp
    /// at any size, and icons are small: those are kept as they came.
    static let displayCopyFormats: Set<ImageHeader.Format> = [.jpeg, .heif, .avif, .png, .webp, .bmp, .qoi, .pnm]

    /// Encodes `decoded` (as the decoder handed it: stored orientation for a JPEG, upright
    /// for a HEIC, which libheif turns) at the size the screen takes and hands it to `cache`,
    /// with what the show reads of the original's EXIF kept: a JPEG's APP1 segment as it was
    /// (its orientation stays true: the pixels keep their stored orientation); a HEIC's or
    /// AVIF's EXIF block with its orientation set upright, like the pixels. The other formats
    /// carry no EXIF the show reads. Left as downloaded: a photo with transparency (a JPEG
    /// has no alpha, and the show composes a transparent photo over its background), a
    /// Motion Photo or a Live Photo's still (their motion, the embedded MP4 or the MOV beside
    /// them, is kept whole), the formats not in `displayCopyFormats`, and any copy not
    /// smaller than the photo. Any failure leaves the download as it is. `downloaded` is the
    /// file's identity before the decode: a new version that landed meanwhile is not
    /// replaced by the old one's pixels.
    func keepDisplayCopy(_ decoded: DecodedImage, of path: PhotoPath, header: ImageHeader, orientation: Int, in cache: any PhotoFeed, downloaded: FileIdentity)
    {
        guard Self.displayCopyFormats.contains(header.format), decoded.isFullyOpaque else { return }
        guard Self.motion(for: path, header: header) == nil, MotionPhoto.videoRange(of: path) == nil else { return }
        let needed = decodeSize(stored: decoded.size, orientation: orientation)
        guard needed.width * needed.height < header.width * header.height else { return }
        let exif: [UInt8]?
        switch header.format {
        case .jpeg: exif = Self.exifSegment(of: path)
        case .heif, .avif: exif = (try? HEIFFile(path: path.bytes))?.exifBlock.flatMap(ExifSegment.uprightAPP1(from:))
        default: exif = nil
        }
        guard let scaled = try? (needed == decoded.size ? decoded : decoded.scaled(to: needed)),
            var jpeg = try? JPEGEncoder.encode(scaled.pixels, quality: Self.displayCopyQuality)
        else { return }
        if let exif, jpeg.count > 2 { jpeg.insert(contentsOf: exif, at: 2) }
        guard FileIdentity.of(path) == downloaded else { return }
        cache.keepDisplayCopy(jpeg, size: MediaSize(width: needed.width, height: needed.height), of: path)
    }

    /// A display copy smaller than the screen now needs (the frame grew since it was made):
    /// its feed fetches the original again. A photo that is small itself is never asked for.
    func askForOriginal(of path: PhotoPath, header: ImageHeader, orientation: Int) {
        guard !displayCopies.isEmpty else { return }
        let stored = Size(width: header.width, height: header.height)
        let needed = decodeSize(stored: stored, orientation: orientation)
        guard needed.width > stored.width + 1 || needed.height > stored.height + 1 else { return }
        for feed in displayCopies { feed.displayCopyTooSmall(path) }
    }

    /// The APP1 `Exif` segment (marker, length and body) of a JPEG file, read from its head;
    /// nil when it has none before the image data.
    static func exifSegment(of path: PhotoPath) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path.description) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 256 << 10)) ?? Data())
        guard head.count > 4, head[0] == 0xFF, head[1] == 0xD8 else { return nil }
        var at = 2
        while at + 4 <= head.count, head[at] == 0xFF {
            let marker = head[at + 1]
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(head[at + 2]) << 8 | Int(head[at + 3])
            guard length >= 2, at + 2 + length <= head.count else { return nil }
            if marker == 0xE1, length >= 8, Array(head[(at + 4)..<(at + 10)]) == Array("Exif\0\0".utf8) {
                return Array(head[at..<(at + 2 + length)])
            }
            at += 2 + length
        }
        return nil
    }
}
