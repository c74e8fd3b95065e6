import Foundation

/// The two halves of an iPhone Live Photo as tests need them: a still carrying Apple's maker
/// note with the content identifier (tag 0x0011, which ExifTool calls `MediaGroupUUID`), and
/// a MOV carrying it under `com.apple.quicktime.content.identifier`.
///
/// ExifTool cannot create a maker note, only edit one, so the still's EXIF is built here the
/// way an iPhone lays it out (IFD0 → Exif IFD → MakerNote `Apple iOS\0`, version 1, `MM`, an
/// IFD at byte 14 whose offsets count from the note's start); the tests have ExifTool read it
/// back, and rewrite it, to show that it is the structure ExifTool knows as Apple's.
public enum AppleLivePhoto {
    static let exiftool = "/usr/bin/exiftool"

    /// True when ExifTool (`libimage-exiftool-perl`) is installed.
    public static var hasExifTool: Bool { FileManager.default.isExecutableFile(atPath: exiftool) }

    /// `jpeg` with an APP1 EXIF segment holding an Apple maker note whose content identifier
    /// is `identifier`, right after its SOI marker.
    public static func still(_ jpeg: [UInt8], identifier: String) -> [UInt8] {
        Array(jpeg.prefix(2)) + exifSegment(identifier: identifier) + Array(jpeg.dropFirst(2))
    }

    /// The APP1 segment: `Exif\0\0` and a big-endian TIFF structure.
    public static func exifSegment(identifier: String) -> [UInt8] {
        let value = Array(identifier.utf8) + [0]
        // The maker note: header, an IFD of two entries (MakerNoteVersion 14, the identifier),
        // then the identifier's bytes.
        var note = Array("Apple iOS".utf8) + [0, 0, 1] + Array("MM".utf8)
        note += be16(2)
        note += be16(0x0001) + be16(9) + be32(1) + be32(14)
        note += be16(0x0011) + be16(2) + be32(UInt32(value.count)) + be32(UInt32(14 + 2 + 2 * 12 + 4))
        note += be32(0) + value
        let exifIFD = 8 + 2 + 12 + 4
        let noteOffset = exifIFD + 2 + 12 + 4
        var tiff = Array("MM".utf8) + be16(42) + be32(8)
        tiff += be16(1) + be16(0x8769) + be16(4) + be32(1) + be32(UInt32(exifIFD)) + be32(0)
        tiff += be16(1) + be16(0x927C) + be16(7) + be32(UInt32(note.count)) + be32(UInt32(noteOffset)) + be32(0)
        tiff += note
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        return [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload
    }

    /// The ffmpeg arguments that write `identifier` into a MOV's metadata (in `moov/udta/meta`,
    /// FFmpeg's place for it), for `ClipMaker.make(extra:)`.
    public static func movieArguments(identifier: String) -> [String] {
        ["-movflags", "use_metadata_tags", "-metadata", "com.apple.quicktime.content.identifier=\(identifier)"]
    }

    /// Writes `identifier` into the movie at `path` with ExifTool, in `moov/meta` as an iPhone
    /// does (ExifTool reads the key as `Keys:ContentIdentifier` but defines no writable tag
    /// for it; a one-line user configuration does).
    public static func tagMovie(_ path: String, identifier: String) throws {
        let config = NSTemporaryDirectory() + "/unwind-content-identifier-\(UUID().uuidString).config"
        try Data(
            """
            %Image::ExifTool::UserDefined = ('Image::ExifTool::QuickTime::Keys' => { 'content.identifier' => { Name => 'ContentIdentifier' } });
            1;
            """.utf8
        ).write(to: URL(fileURLWithPath: config))
        defer { try? FileManager.default.removeItem(atPath: config) }
        try run(["-config", config, "-q", "-overwrite_original", "-Keys:ContentIdentifier=\(identifier)", path])
    }

    /// What ExifTool reads as `tag` (`Apple:MediaGroupUUID`, `Keys:ContentIdentifier`) in `path`.
    public static func read(_ tag: String, in path: String) throws -> String {
        let out = try run(["-s3", "-\(tag)", path])
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs ExifTool with `arguments`; its standard output.
    @discardableResult
    public static func run(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: exiftool)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ClipMaker.Failure(description: "exiftool \(arguments.joined(separator: " ")) failed: \(String(decoding: errors, as: UTF8.self))")
        }
        return [UInt8](data)
    }

    private static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}
