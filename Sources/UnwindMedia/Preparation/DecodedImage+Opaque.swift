import UnwindCodecs
import UnwindDraw

extension DecodedImage {
    /// True when no pixel is transparent: declared opaque by its decoder, or every alpha byte
    /// is 255 (a PNG or WebP with an alpha channel it never uses). What decides whether a
    /// photo may become a JPEG, which has no alpha.
    /// - Complexity: O(pixels) when not declared opaque.
    public var isFullyOpaque: Bool {
        if opaque { return true }
        return pixels.bytes.withUnsafeBufferPointer { bytes in
            var i = 3
            while i < bytes.count {
                if bytes[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }
}
