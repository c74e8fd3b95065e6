import UnwindRandom

/// RGBA pixels in memory, row-major, 4 bytes per pixel: what a headless frame reads back
/// as, so tests and reports can look at pixels without touching SDL.
public struct PixelBuffer: Sendable, Equatable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width * height * 4` bytes in R, G, B, A order.
    public var bytes: [UInt8]

    /// Wraps `bytes`, which must hold exactly `width * height * 4` (a mismatch is a programming error and traps).
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "PixelBuffer expects \(width * height * 4) bytes, got \(bytes.count)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A buffer filled with one colour.
    public init(width: Int, height: Int, fill: Color) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = fill.r
            bytes[i + 1] = fill.g
            bytes[i + 2] = fill.b
            bytes[i + 3] = fill.a
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// The buffer's size, to compare with the frame it came from.
    public var size: Size { Size(width: width, height: height) }

    /// The colour at a pixel; coordinates are clamped to the buffer.
    public subscript(x: Int, y: Int) -> Color {
        get {
            let i = offset(x, y)
            return Color(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            let i = offset(x, y)
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    private func offset(_ x: Int, _ y: Int) -> Int {
        let cx = min(max(x, 0), width - 1), cy = min(max(y, 0), height - 1)
        return (cy * width + cx) * 4
    }

    /// A stable 64-bit hash of the pixels (`FNV1a.wideHash`, FNV-1a over 8-byte words),
    /// for replay determinism checks: fast enough to hash every frame of a replay.
    public var fingerprint: UInt64 {
        bytes.withUnsafeBytes { FNV1a.wideHash($0) }
    }

    /// The same hash over bytes held elsewhere (a frame where the renderer drew it), so a
    /// caller that has no `PixelBuffer` need not copy into one.
    public static func fingerprint(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        FNV1a.wideHash(bytes)
    }
}
