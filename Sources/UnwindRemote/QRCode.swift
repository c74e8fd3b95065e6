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

    /// The code as lines of text for a terminal (`unwind doctor`), two rows of modules per
    /// line in half blocks, with a quiet zone. Light modules are drawn as blocks, so on the
    /// usual dark terminal the code reads as dark on light, as a phone expects.
    public func terminalLines(quiet: Int = 2) -> [String] {
        var lines: [String] = []
        for top in stride(from: -quiet, to: size + quiet, by: 2) {
            var line = ""
            for x in -quiet..<(size + quiet) {
                let upper = !isDark(x, top), lower = top + 1 < size + quiet && !isDark(x, top + 1)
                line += upper && lower ? "█" : upper ? "▀" : lower ? "▄" : " "
            }
            lines.append(line)
        }
        return lines
    }

    /// Whether the module at column `x`, row `y` is dark; outside the code (the quiet zone), false.
    public func isDark(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }
}
