/// Files that are valid but unusual, or lie: what cameras, scanners and damaged copies write.
extension ImageFileBuilder {
    /// A 16-bit-per-channel RGB PNG of one colour (scanners and photo editors write these),
    /// in stored deflate blocks like `png`.
    public static func png16(width: Int, height: Int, red: UInt16, green: UInt16, blue: UInt16) -> [UInt8] {
        let ihdr = be32(width) + be32(height) + [16, 2, 0, 0, 0]
        let pixel: [UInt8] = [red, green, blue].flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let row: [UInt8] = [0] + Array([[UInt8]](repeating: pixel, count: width).joined())
        let raw = Array([[UInt8]](repeating: row, count: height).joined())
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }

    /// A JPEG with its SOF0 frame header's size replaced (a header that lies about the size);
    /// nil when the bytes have no SOF0 marker.
    public static func jpeg(_ jpeg: [UInt8], claiming width: Int, _ height: Int) -> [UInt8]? {
        var bytes = jpeg
        guard bytes.count > 9, let sof = (0..<(bytes.count - 9)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) else { return nil }
        bytes[sof + 5] = UInt8(height >> 8 & 0xFF)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8 & 0xFF)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return bytes
    }
}
