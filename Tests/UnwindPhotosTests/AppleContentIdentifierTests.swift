import Foundation
import Testing
import UnwindPhotos
import UnwindTestSupport

/// The Live Photo content identifier, read where an iPhone writes it: the still's Apple maker
/// note (JPEG and HEIC) and the MOV's QuickTime metadata (in both places tools put it); files
/// made with the tools people use (ExifTool, heif-enc, ffmpeg) and checked against ExifTool's
/// own reading. Damage reads as no identifier.
@Suite(.enabled(if: AppleLivePhoto.hasExifTool && ClipMaker.isAvailable, "needs exiftool and ffmpeg (apt install libimage-exiftool-perl ffmpeg)"))
struct AppleContentIdentifierTests {
    static let identifier = "5E1F6A3C-1B2D-4C5E-8F90-A1B2C3D4E5F6"

    @Test func aJPEGStillsMakerNoteIsReadAsExifToolReadsIt() throws {
        let tree = try TemporaryTree()
        let path = try tree.file("IMG_0001.JPG", AppleLivePhoto.still(ExifJPEG.blue, identifier: Self.identifier))
        #expect(try AppleLivePhoto.read("Apple:MediaGroupUUID", in: path) == Self.identifier, "ExifTool sees Apple's maker note tag 0x0011")
        #expect(AppleContentIdentifier.still(at: PhotoPath(path)) == Self.identifier)
        // ExifTool rewrites the note (and the EXIF around it): its layout is read as well.
        try AppleLivePhoto.run(["-q", "-overwrite_original", "-Apple:MediaGroupUUID=0A0B0C0D-NEW", path])
        #expect(try AppleLivePhoto.read("Apple:MediaGroupUUID", in: path) == "0A0B0C0D-NEW")
        #expect(AppleContentIdentifier.still(at: PhotoPath(path)) == "0A0B0C0D-NEW", "the identifier ExifTool wrote")
    }

    @Test func aHEICStillsMakerNoteIsReadFromItsExifItem() throws {
        let tree = try TemporaryTree()
        let jpeg = try tree.file("source.jpg", AppleLivePhoto.still(ExifJPEG.blue, identifier: Self.identifier))
        let heic = tree.path + "/IMG_0002.HEIC"
        try Self.heifEncode(jpeg, to: heic)
        #expect(try AppleLivePhoto.read("Apple:MediaGroupUUID", in: heic) == Self.identifier, "heif-enc carried the EXIF over")
        #expect(AppleContentIdentifier.still(at: PhotoPath(heic)) == Self.identifier)
    }

    @Test func aMOVsIdentifierIsReadWhereFFmpegAndWhereAnIPhoneWriteIt() throws {
        let tree = try TemporaryTree()
        let ffmpeg = tree.path + "/ffmpeg.MOV"
        try ClipMaker.make(ffmpeg, extra: AppleLivePhoto.movieArguments(identifier: Self.identifier) + ["-f", "mov"])
        #expect(try AppleLivePhoto.read("Keys:ContentIdentifier", in: ffmpeg) == Self.identifier)
        #expect(AppleContentIdentifier.movie(at: PhotoPath(ffmpeg)) == Self.identifier, "moov/udta/meta, a full box")
        let phone = tree.path + "/phone.MOV"
        try ClipMaker.make(phone, extra: ["-f", "mov"])
        #expect(AppleContentIdentifier.movie(at: PhotoPath(phone)) == nil, "a clip without the key")
        try AppleLivePhoto.tagMovie(phone, identifier: "AB12")
        #expect(try AppleLivePhoto.read("Keys:ContentIdentifier", in: phone) == "AB12")
        #expect(AppleContentIdentifier.movie(at: PhotoPath(phone)) == "AB12", "moov/meta, QuickTime's form")
    }

    @Test func damageReadsAsNoIdentifier() throws {
        let tree = try TemporaryTree()
        let still = AppleLivePhoto.still(ExifJPEG.blue, identifier: Self.identifier)
        let movie = tree.path + "/clip.MOV"
        try ClipMaker.make(movie, extra: AppleLivePhoto.movieArguments(identifier: Self.identifier) + ["-f", "mov"])
        let movieBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: movie)))
        var cases: [(String, [UInt8])] = [
            ("empty.jpg", []), ("plain.jpg", ExifJPEG.blue), ("random.heic", (0..<4096).map { UInt8(truncatingIfNeeded: $0 * 31 + 7) }),
        ]
        for cut in stride(from: 2, to: still.count, by: 7) { cases.append(("still-\(cut).jpg", Array(still.prefix(cut)))) }
        for cut in stride(from: 0, to: movieBytes.count, by: max(1, movieBytes.count / 200)) {
            cases.append(("movie-\(cut).mov", Array(movieBytes.prefix(cut))))
        }
        // A flipped byte anywhere in the note or the metadata: read, never trusted past its bounds.
        for at in stride(from: 4, to: still.count, by: 3) {
            var flipped = still
            flipped[at] ^= 0xFF
            cases.append(("flipped-\(at).jpg", flipped))
        }
        for (name, bytes) in cases {
            let path = try tree.file(name, bytes)
            let read = name.hasSuffix(".mov") ? AppleContentIdentifier.movie(at: PhotoPath(path)) : AppleContentIdentifier.still(at: PhotoPath(path))
            #expect(read == nil || read == Self.identifier || name.hasPrefix("flipped"), "\(name): \(String(describing: read))")
        }
        #expect(AppleContentIdentifier.movie(at: PhotoPath(tree.path + "/missing.MOV")) == nil)
    }

    /// Encodes a JPEG to HEIC with libheif's `heif-enc`, which copies the EXIF across.
    static func heifEncode(_ jpeg: String, to heic: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/heif-enc")
        process.arguments = ["-q", "50", jpeg, "-o", heic]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "heif-enc exited \(process.terminationStatus)")
    }
}
