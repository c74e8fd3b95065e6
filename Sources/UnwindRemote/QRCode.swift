import CQRencode

/// A QR code as a square of modules, encoded by libqrencode (the encoder qrencode(1) and
/// many apps use): the frame draws it so a phone opens the control page by pointing its camera
/// at the screen, instead of anyone typing a 16-character token.
public struct QRCode: Sendable, Equatable {
    /// Modules per side (21 for version 1, 4 more per version).
    public let size: Int
    /// `size * size` modules, row by row; true is dark.
    public let modules: [Bool]

    /// Encodes `text` as bytes with error correction M (15 %: a screen seen at an angle or
    /// with a reflection still scans). Nil when libqrencode refuses (text over ~2 KB).
    public init?(encoding text: String) {
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        size = width
        modules = (0..<width * width).map { data[$0] & 1 == 1 }
    }

    /// Whether the module at column `x`, row `y` is dark; outside the code (the quiet zone), false.
    public func isDark(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }
}
