import CHeif
import UnwindDraw

/// Writes HEIC or AVIF files with libheif: test fixtures and benchmark inputs made on the
/// spot, including ones libheif's `heif-enc` cannot make (a rotation transform, an EXIF block).
public enum HEIFEncoder {
    /// HEVC for HEIC (what phones write), AV1 for AVIF.
    public enum Compression: Sendable {
        case hevc, av1
    }

    /// Encodes opaque RGB pixels.
    /// - Parameters:
    ///   - orientation: EXIF-style 1...8, written as the file's `irot`/`imir` transform: the
    ///     pixels given are stored as they are, and a viewer shows them turned this way.
    ///   - exif: a TIFF-style EXIF block (`II*\0…` or `MM\0*…`) attached to the image.
    public static func write(
        _ pixels: PixelBuffer, to path: String, compression: Compression = .hevc, quality: Int = 90,
        orientation: Int = 1, exif: [UInt8]? = nil
    ) throws(CodecError) {
        guard let context = heif_context_alloc() else { throw CodecError("libheif could not allocate a context") }
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        let format = compression == .hevc ? heif_compression_HEVC : heif_compression_AV1
        try check(heif_context_get_encoder_for_format(context, format, &encoder), "finding an encoder")
        guard let encoder else { throw CodecError("libheif has no encoder for \(compression)") }
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, Int32(quality)), "setting the quality")

        var image: OpaquePointer?
        try check(heif_image_create(Int32(pixels.width), Int32(pixels.height), heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image), "creating an image")
        guard let image else { throw CodecError("libheif created no image") }
        defer { heif_image_release(image) }
        try check(heif_image_add_plane(image, heif_channel_interleaved, Int32(pixels.width), Int32(pixels.height), 8), "adding a plane")
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane(image, heif_channel_interleaved, &stride) else { throw CodecError("libheif gave no plane") }
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let c = pixels[x, y], o = y * Int(stride) + x * 3
                plane[o] = c.r
                plane[o + 1] = c.g
                plane[o + 2] = c.b
            }
        }

        guard let options = heif_encoding_options_alloc() else { throw CodecError("libheif could not allocate options") }
        defer { heif_encoding_options_free(options) }
        options.pointee.image_orientation = heif_orientation(rawValue: UInt32(min(max(orientation, 1), 8)))
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, image, encoder, options, &handle), "encoding")
        guard let handle else { throw CodecError("libheif returned no image handle") }
        defer { heif_image_handle_release(handle) }
        if let exif {
            let added = exif.withUnsafeBytes { raw in heif_context_add_exif_metadata(context, handle, raw.baseAddress, Int32(raw.count)) }
            try check(added, "adding EXIF")
        }
        try check(heif_context_write_to_file(context, path), "writing \(path)")
    }

    private static func check(_ error: heif_error, _ doing: String) throws(CodecError) {
        guard error.code == heif_error_Ok else { throw CodecError("libheif failed \(doing): \(HEIFFile.describe(error))") }
    }
}
