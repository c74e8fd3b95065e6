import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform

/// A downloaded photo kept at display size: once the decoder has the pixels the screen
/// needs, a network cache keeps them (JPEG, libjpeg-turbo) instead of the full-size download,
/// so a share of 24-megapixel photos costs the cache a few hundred kilobytes a photo.
extension PhotoPreparer {
    /// Quality of display copies: the photo is re-encoded once, at the size it is shown.
    static let displayCopyQuality = 90

    /// Encodes `decoded` (stored orientation) at the size the screen takes and hands it to
    /// `cache`, with the original's EXIF block (dates, place, orientation, which stays true
    /// because the pixels keep their stored orientation). Only JPEGs that are not Motion
    /// Photos and only when the copy is smaller than the photo: a PNG's alpha, a HEIC's EXIF
    /// and a Motion Photo's clip would be lost. Any failure leaves the download as it is.
    /// `downloaded` is the file's identity before the decode: a new version that landed
    /// meanwhile is not replaced by the old one's pixels.
    func keepDisplayCopy(_ decoded: Surface, of path: PhotoPath, header: ImageHeader, orientation: Int, in cache: any PhotoFeed, downloaded: FileIdentity) {
        guard header.format == .jpeg, MotionPhoto.videoRange(of: path) == nil else { return }
        let needed = decodeSize(stored: decoded.size, orientation: orientation)
        guard needed.width * needed.height < header.width * header.height else { return }
        guard let scaled = try? (needed == decoded.size ? decoded : decoded.scaled(to: needed)), let pixels = try? scaled.pixelBuffer(),
            var jpeg = try? JPEGEncoder.encode(pixels, quality: Self.displayCopyQuality)
        else { return }
        if let exif = Self.exifSegment(of: path), jpeg.count > 2 { jpeg.insert(contentsOf: exif, at: 2) }
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
