import Testing
import UnwindMedia
import UnwindSlideshowTesting

@Suite struct ImageFormatTests {
    @Test(arguments: ImageHeader.Format.allCases)
    func everyFormatHasOneEntryWithADecoderAndItsFilesSniffAsIt(format: ImageHeader.Format) throws {
        let entries = ImageFormat.registry.filter { $0.formats.contains(format) }
        #expect(entries.count == 1, "\(format): \(entries.count) registry entries")
        #expect(ImageFormat.entry(for: format)?.decoder != nil, "\(format) has a decoder")
        let size = ImageFileBuilder.expressible(format, width: 7, height: 5)
        let header = try ImageHeader.parse(bytes: ImageFileBuilder.file(format, width: size.width, height: size.height))
        #expect(header == ImageHeader(format: format, width: size.width, height: size.height), "got \(header)")
    }

    @Test func eachExtensionNamesOneEntryAndTheWalkTakesTheSameNamesAsBefore() {
        var owners: [String: Int] = [:]
        for entry in ImageFormat.registry {
            for name in entry.extensions { owners[name, default: 0] += 1 }
        }
        #expect(owners.values.allSatisfy { $0 == 1 }, "an extension in two entries: \(owners.filter { $0.value > 1 })")
        let before: Set<String> = [
            "jpg", "jpeg", "jpe", "jfif", "png", "gif", "bmp", "dib", "webp", "tif", "tiff", "tga",
            "pnm", "ppm", "pgm", "pbm", "pcx", "xpm", "xcf", "lbm", "iff", "qoi", "svg", "avif", "jxl", "heic", "heif", "hif",
        ]
        #expect(PhotoScanner.imageExtensions == before, "names a folder walk takes: \(PhotoScanner.imageExtensions.symmetricDifference(before))")
    }

    @Test func decodersAndMetadataComeFromTheEntry() {
        #expect(ImageFormat.entry(for: .jpeg)?.decoder == .turboJPEG)
        #expect(ImageFormat.entry(for: .jpeg)?.metadata == .exifInFile)
        #expect(ImageFormat.entry(for: .tiff)?.decoder == .sdlImage)
        #expect(ImageFormat.entry(for: .tiff)?.metadata == .exifInFile, "TIFF keeps EXIF in the file")
        #expect(ImageFormat.entry(for: .avif)?.metadata == .exifInContainer)
        #expect(ImageFormat.entry(for: .png)?.decoder == .libpng)
        #expect(ImageFormat.entry(for: .gif)?.decoder == .gif)
    }

    @Test func refusedEntriesSayWhy() {
        let cases: [([UInt8], String)] = [
            (Array("gimp xcf v011".utf8) + [UInt8](repeating: 0, count: 20), "GIMP XCF"),
            ([0x49, 0x49, 0x2B, 0x00, 8, 0, 0, 0], "BigTIFF"),
            (Array("/* XPM */\nstatic char".utf8), "XPM"),
        ]
        for (bytes, expected) in cases {
            #expect {
                _ = try ImageHeader.parse(bytes: bytes)
            } throws: { error in
                "\(error)".contains(expected)
            }
        }
    }
}
