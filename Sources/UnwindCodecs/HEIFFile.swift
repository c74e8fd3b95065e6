import CHeif
import UnwindDraw

/// One HEIF or AVIF file opened with libheif: its primary image's size, EXIF block and pixels.
///
/// Opening reads only the box structure, so the size can be checked against the
/// megapixel limit before anything is decoded. libheif applies the file's own rotation and
/// mirroring (`irot`, `imir`) and crop while decoding, so the pixels come out upright and the
/// EXIF orientation inside the file must not be applied again (feh #642 is that bug).
public final class HEIFFile {
    private let context: OpaquePointer
    private let handle: OpaquePointer

    /// Opens a file read-only (libheif reads it through an `ifstream`).
    public convenience init(path: String) throws(CodecError) {
        try self.init(path: Array(path.utf8))
    }

    /// Opens a file named by raw bytes (Linux names need not be UTF-8).
    public init(path: [UInt8]) throws(CodecError) {
        guard let context = heif_context_alloc() else { throw CodecError("libheif could not allocate a context") }
        var primary: OpaquePointer?
        let opened: heif_error
        do {
            opened = try withCPath(path) { heif_context_read_from_file(context, $0, nil) }
        } catch {
            heif_context_free(context)
            throw (error as? CodecError) ?? CodecError("\(error)")
        }
        // libheif's error messages live in the context: read them before freeing it.
        guard opened.code == heif_error_Ok else {
            let reason = Self.describe(opened)
            heif_context_free(context)
            throw CodecError("the HEIF file could not be read: \(reason)")
        }
        let found = heif_context_get_primary_image_handle(context, &primary)
        guard found.code == heif_error_Ok, let primary else {
            let reason = Self.describe(found)
            heif_context_free(context)
            throw CodecError("the HEIF file has no primary image: \(reason)")
        }
        self.context = context
        self.handle = primary
    }

    deinit {
        heif_image_handle_release(handle)
        heif_context_free(context)
    }

    /// The primary image's size as it will be decoded (after rotation and crop).
    public var size: Size {
        Size(width: Int(heif_image_handle_get_width(handle)), height: Int(heif_image_handle_get_height(handle)))
    }

    /// Whether the primary image has an alpha plane (photos do not).
    public var hasAlpha: Bool { heif_image_handle_has_alpha_channel(handle) != 0 }

    /// The primary image's EXIF block in the form libexif reads (`Exif\0\0` then TIFF), if any.
    ///
    /// HEIF stores a 4-byte offset to the TIFF header in front of the payload; that is removed.
    public var exifBlock: [UInt8]? {
        var id: heif_item_id = 0
        guard heif_image_handle_get_list_of_metadata_block_IDs(handle, "Exif", &id, 1) == 1 else { return nil }
        let count = heif_image_handle_get_metadata_size(handle, id)
        guard count > 4 else { return nil }
        var raw = [UInt8](repeating: 0, count: count)
        let read = raw.withUnsafeMutableBytes { heif_image_handle_get_metadata(handle, id, $0.baseAddress) }
        guard read.code == heif_error_Ok else { return nil }
        let skip = Int(raw[0]) << 24 | Int(raw[1]) << 16 | Int(raw[2]) << 8 | Int(raw[3])
        guard skip >= 0, 4 + skip < raw.count else { return nil }
        let payload = Array(raw[(4 + skip)...])
        let header: [UInt8] = Array("Exif".utf8) + [0, 0]
        return payload.starts(with: header) ? payload : header + payload
    }

    /// Decodes the primary image to RGBA, upright, refusing more than `maxPixels` pixels.
    public func decode(maxPixels: Int = .max) throws(CodecError) -> DecodedImage {
        try decode(maxPixels: maxPixels) { $0 }
    }

    /// Decodes the primary image and shrinks it to `target(size)` straight from libheif's
    /// plane, so the full-size pixels exist once (libheif's own buffer, freed on return).
    public func decode(maxPixels: Int = .max, target: (Size) -> Size) throws(CodecError) -> DecodedImage {
        let expected = size
        let (count, overflow) = expected.width.multipliedReportingOverflow(by: expected.height)
        guard expected.width > 0, expected.height > 0, !overflow, count <= maxPixels else {
            throw CodecError("the HEIF image is \(expected.width)×\(expected.height), too large to decode")
        }
        var image: OpaquePointer?
        let decoded = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil)
        guard decoded.code == heif_error_Ok, let image else {
            throw CodecError("the HEIF image could not be decoded: \(Self.describe(decoded))")
        }
        defer { heif_image_release(image) }
        let width = Int(heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(heif_image_get_height(image, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0, width * height <= maxPixels,
            let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride), Int(stride) >= width * 4
        else { throw CodecError("libheif returned no pixels") }
        let full = Size(width: width, height: height), wanted = target(full)
        let needed = Size(width: max(1, min(wanted.width, width)), height: max(1, min(wanted.height, height)))
        let source = Resampler.Source(base: UnsafeRawPointer(plane), size: full, rowBytes: Int(stride), layout: .rgba)
        if needed == full {
            var bytes: [UInt8]
            do {
                bytes = try PixelMemory.zeroedBytes(width * height * 4, width: width, height: height)
            } catch {
                throw CodecError(error.description)
            }
            bytes.withUnsafeMutableBytes { out in
                guard let base = out.baseAddress else { return }
                for row in 0..<height {
                    (base + row * width * 4).copyMemory(from: plane + row * Int(stride), byteCount: width * 4)
                }
            }
            return DecodedImage(pixels: PixelBuffer(width: width, height: height, bytes: bytes), opaque: !hasAlpha)
        }
        return DecodedImage(pixels: Resampler.downscale(source, to: needed), opaque: !hasAlpha)
    }

    /// libheif's message on one line (some end in a newline, which would break the log line).
    static func describe(_ error: heif_error) -> String {
        guard let message = error.message else { return "error \(error.code.rawValue)" }
        let text = String(cString: message).split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.isEmpty ? "error \(error.code.rawValue)" : text
    }
}
