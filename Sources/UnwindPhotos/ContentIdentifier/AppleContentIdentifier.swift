/// The identifier an iPhone gives both halves of a Live Photo: the still (HEIC or JPEG) and
/// its motion (MOV) carry the same UUID, so they are one item even after an export or a
/// sync renamed one of them.
///
/// Where it is read (and nowhere else):
/// - the still: tag `0x0011` of Apple's maker note (`Apple iOS` header; ExifTool calls the
///   tag `MediaGroupUUID`, earlier `ContentIdentifier`), in the EXIF of a JPEG's APP1
///   segment or of a HEIF file's `Exif` item;
/// - the MOV: the QuickTime metadata key `com.apple.quicktime.content.identifier` (a `keys`
///   and `ilst` pair in `moov/meta`, as an iPhone writes it, or in `moov/udta/meta`, as
///   FFmpeg's `-movflags use_metadata_tags` does).
///
/// Read only, in bounded reads: a JPEG's first 256 KiB, a HEIF or MOV's box headers and a
/// metadata block of at most 1 MiB. Any damage reads as "no identifier".
public enum AppleContentIdentifier {
    /// The most of a JPEG's start searched for its EXIF segment.
    static let jpegSearchLimit = 256 * 1024
    /// The largest EXIF block or `meta` box read.
    static let largestBlock = 1 << 20

    /// The identifier in a still's maker note; nil when it has none (or is no JPEG or HEIF).
    public static func still(at path: PhotoPath) -> String? {
        guard let file = ReadOnlyFile(path) else { return nil }
        let head = file.read(at: 0, count: 12)
        if head.starts(with: [0xFF, 0xD8]) { return jpegEXIF(file).flatMap(makerNoteIdentifier(exif:)) }
        if head.fourCC(at: 4) == "ftyp" { return heifEXIF(file).flatMap(makerNoteIdentifier(exif:)) }
        return nil
    }

    /// The TIFF structure of a JPEG's `Exif` APP1 segment (after `Exif\0\0`).
    static func jpegEXIF(_ file: some ByteWindow) -> [UInt8]? {
        var offset = 2
        while offset + 4 <= min(file.size, jpegSearchLimit) {
            let marker = file.read(at: offset, count: 4)
            guard marker.count == 4, marker[0] == 0xFF else { return nil }
            // Fill bytes before a marker, then markers without a length (RST, TEM).
            if marker[1] == 0xFF {
                offset += 1
                continue
            }
            if marker[1] == 0x01 || (0xD0...0xD7).contains(marker[1]) {
                offset += 2
                continue
            }
            // Start of scan or end of image: no EXIF before the picture.
            guard marker[1] != 0xDA, marker[1] != 0xD9, let length = marker.bigEndian(at: 2, width: 2), length >= 2 else { return nil }
            if marker[1] == 0xE1 {
                let payload = file.read(at: offset + 4, count: Int(length) - 2)
                if payload.starts(with: Array("Exif".utf8) + [0, 0]) { return Array(payload.dropFirst(6)) }
            }
            offset += 2 + Int(length)
        }
        return nil
    }

    /// The identifier in tag 0x0011 of the Apple maker note that `exif` (a TIFF structure)
    /// holds in its Exif IFD's MakerNote (0x927C).
    static func makerNoteIdentifier(exif: [UInt8]) -> String? {
        guard let tiff = TIFFReader(exif),
            let exifIFD = tiff.entries(at: tiff.firstIFD).first(where: { $0.tag == 0x8769 }).flatMap({ tiff.value(of: $0) }),
            let pointer = tiff.number(exifIFD, width: 4),
            let note = tiff.entries(at: Int(pointer)).first(where: { $0.tag == 0x927C }).flatMap({ tiff.value(of: $0) })
        else { return nil }
        return appleMakerNote(Array(note))
    }

    /// Tag 0x0011 of an Apple maker note: `Apple iOS\0`, a version, the byte order (`MM` or
    /// `II`), then an IFD at byte 14 whose offsets count from the note's first byte.
    static func appleMakerNote(_ note: [UInt8]) -> String? {
        guard note.starts(with: Array("Apple iOS".utf8) + [0]), note.count > 16,
            let tiff = TIFFReader(note, orderAt: 12),
            let entry = tiff.entries(at: 14).first(where: { $0.tag == 0x0011 && $0.type == 2 }),
            let value = tiff.value(of: entry)
        else { return nil }
        return identifier(value)
    }

    /// A stored identifier as text: up to its first NUL, trimmed; nil when empty or not UTF-8.
    static func identifier(_ bytes: some Collection<UInt8>) -> String? {
        let trimmed = Array(bytes.prefix { $0 != 0 }).drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed()
        guard !trimmed.isEmpty, trimmed.count <= 256, let text = String(validating: trimmed, as: UTF8.self) else { return nil }
        return text
    }
}
