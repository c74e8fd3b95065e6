/// An EXIF block carried from one file into a JPEG's APP1 segment: how a display copy of a
/// HEIC keeps the original's date, place and camera facts.
///
/// A HEIC's pixels come out of libheif already turned by the container's `irot`/`imir`, while
/// its EXIF still names the camera's orientation; carried as it is, the copy would be turned
/// twice. `upright` sets the orientation tag to 1 (top-left) in place, leaving every other
/// byte (and so every offset in the block) as it was.
public enum ExifSegment {
    /// The APP1 segment (marker, length, `Exif\0\0` and the TIFF structure) for an EXIF
    /// block given as libheif hands it (`Exif\0\0` then TIFF) or as bare TIFF (`II*\0`,
    /// `MM\0*`), with its orientation set upright; nil when the block is not EXIF or does not
    /// fit one segment (64 KiB).
    public static func uprightAPP1(from block: [UInt8]) -> [UInt8]? {
        let prefix = Array("Exif\0\0".utf8)
        let tiff = block.starts(with: prefix) ? Array(block.dropFirst(prefix.count)) : block
        guard var body = upright(tiff) else { return nil }
        body = prefix + body
        let length = body.count + 2
        guard length <= 0xFFFF else { return nil }
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// The TIFF structure with IFD0's orientation tag (0x0112) set to 1, or unchanged when it
    /// has none; nil when it is not a TIFF structure or its IFD0 lies outside it.
    public static func upright(_ tiff: [UInt8]) -> [UInt8]? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int {
            little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int {
            little ? u16(at) | u16(at + 2) << 16 : u16(at) << 16 | u16(at + 2)
        }
        guard u16(2) == 42 else { return nil }
        let ifd = u32(4)
        guard ifd >= 8, ifd + 2 <= tiff.count else { return nil }
        var out = tiff
        for index in 0..<u16(ifd) {
            let entry = ifd + 2 + index * 12
            guard entry + 12 <= tiff.count else { return nil }
            // Orientation is one SHORT (type 3), held in the first two bytes of the value field.
            guard u16(entry) == 0x0112, u16(entry + 2) == 3 else { continue }
            out[entry + 8] = little ? 1 : 0
            out[entry + 9] = little ? 0 : 1
        }
        return out
    }
}
