/// One entry of the format registry: everything the program knows about one image format in
/// one place — how its content is recognised, how its header is sized, the file names a folder
/// walk takes for it, which decoder reads it and where its EXIF lives. Adding a format is one
/// more entry in `ImageFormat.registry`; nothing else lists formats.
///
/// Some entries are recognised only to be refused with a reason (BigTIFF, JPEG XL, XPM…):
/// their files are still picked up by name, so the show can say why it passes them over.
public struct ImageFormat: Sendable {
    /// The library that decodes a format's pixels on the CPU.
    public enum Decoder: Sendable, Equatable {
        /// libjpeg-turbo, scaled in the DCT (`JPEGDecoder`).
        case turboJPEG
        /// libpng, errors as values (`PNGDecoder`).
        case libpng
        /// The Swift GIF decoder (`GIFDecoder`).
        case gif
        /// libheif, which applies the file's own rotation (`HEIFFile`).
        case libheif
        /// The one SDL_image reader for the header's format (named by `ImageHeader.Format`).
        case sdlImage
    }

    /// Where a format keeps its date taken and orientation.
    public enum Metadata: Sendable, Equatable {
        /// None the show reads.
        case none
        /// EXIF in the file itself, read by libexif from the path (JPEG, TIFF).
        case exifInFile
        /// An EXIF block inside the container, read by its decoder (HEIC, AVIF).
        case exifInContainer
    }

    /// The formats a header of this entry may name (HEIF containers say HEIC or AVIF; the
    /// icon entry ICO or CUR); empty for an entry that is refused.
    public let formats: Set<ImageHeader.Format>
    /// Lower-case file extensions a folder walk takes as this format (content decides later).
    public let extensions: Set<String>
    /// The decoder; nil for an entry that is refused.
    public let decoder: Decoder?
    /// Where the date taken and orientation are.
    public let metadata: Metadata
    /// True when the file's first bytes (`head`, up to 32) or its content say it is this format.
    let sniff: @Sendable (_ head: [UInt8], _ bytes: any ByteSource) -> Bool
    /// Sizes the header, or says why the file is refused.
    let header: @Sendable (_ head: [UInt8], _ bytes: any ByteSource) throws(ImageHeader.Problem) -> ImageHeader

    init(
        _ formats: Set<ImageHeader.Format>, extensions: Set<String>, decoder: Decoder?, metadata: Metadata = .none,
        sniff: @escaping @Sendable (_ head: [UInt8], _ bytes: any ByteSource) -> Bool,
        header: @escaping @Sendable (_ head: [UInt8], _ bytes: any ByteSource) throws(ImageHeader.Problem) -> ImageHeader
    ) {
        self.formats = formats
        self.extensions = extensions
        self.decoder = decoder
        self.metadata = metadata
        self.sniff = sniff
        self.header = header
    }

    /// An entry recognised only to be refused with `reason` (worded to follow "skipped FILE: ").
    static func refused(
        extensions: Set<String> = [], reason: String, sniff: @escaping @Sendable (_ head: [UInt8], _ bytes: any ByteSource) -> Bool
    ) -> ImageFormat {
        ImageFormat([], extensions: extensions, decoder: nil, sniff: sniff) { _, _ throws(ImageHeader.Problem) in
            throw ImageHeader.Problem(reason)
        }
    }

    /// The entry that decodes `format`.
    public static func entry(for format: ImageHeader.Format) -> ImageFormat? {
        byFormat[format]
    }

    /// Every extension a folder walk takes as a photo (the registry's, refused ones included).
    public static let extensions: Set<String> = registry.reduce(into: []) { $0.formUnion($1.extensions) }

    private static let byFormat: [ImageHeader.Format: ImageFormat] = registry.reduce(into: [:]) { table, entry in
        for format in entry.formats { table[format] = entry }
    }
}
