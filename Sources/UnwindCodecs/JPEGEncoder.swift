import CTurboJPEG
import UnwindDraw

/// Writes JPEG bytes with libjpeg-turbo: test fixtures and benchmark inputs made on the spot
/// (a 24-megapixel photo, a progressive one, a CMYK one), so no large file is committed.
public enum JPEGEncoder {
    /// Encodes RGBA pixels (alpha ignored) with 4:2:0 chroma, as cameras and phones write.
    public static func encode(_ pixels: PixelBuffer, quality: Int = 90, progressive: Bool = false) throws(CodecError) -> [UInt8] {
        try pixels.bytes.withUnsafeBufferPointer { source throws(CodecError) in
            try compress(source, size: pixels.size, format: TJPF_RGBX, subsampling: TJSAMP_420, quality: quality, progressive: progressive)
        }
    }

    /// Encodes four-byte CMYK pixels as Adobe writes them (255: no ink); the file is YCCK.
    public static func encodeCMYK(_ inks: [UInt8], size: Size, quality: Int = 90) throws(CodecError) -> [UInt8] {
        guard inks.count == size.width * size.height * 4 else { throw CodecError("expected \(size.width * size.height * 4) CMYK bytes") }
        return try inks.withUnsafeBufferPointer { source throws(CodecError) in
            try compress(source, size: size, format: TJPF_CMYK, subsampling: TJSAMP_444, quality: quality, progressive: false)
        }
    }

    private static func compress(
        _ source: UnsafeBufferPointer<UInt8>, size: Size, format: TJPF, subsampling: TJSAMP, quality: Int, progressive: Bool
    ) throws(CodecError) -> [UInt8] {
        guard let handle = tjInitCompress() else { throw CodecError("libjpeg-turbo could not start an encoder") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        defer { if let output { tjFree(output) } }
        let flags = TJFLAG_ACCURATEDCT | (progressive ? TJFLAG_PROGRESSIVE : 0)
        let status = tjCompress2(
            handle, source.baseAddress, Int32(size.width), Int32(size.width * 4), Int32(size.height), Int32(format.rawValue), &output, &length,
            Int32(subsampling.rawValue), Int32(quality), flags)
        guard status == 0, let output else {
            throw CodecError("libjpeg-turbo could not encode: \(tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error")")
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }
}
