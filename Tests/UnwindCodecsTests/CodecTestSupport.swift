import Foundation
import UnwindDraw

/// Temporary files for codec tests, and an EXIF block built byte by byte.
enum CodecTestSupport {
    /// A fresh temporary folder; the caller removes it.
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-codecs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// A photo with a distinct colour in each quadrant: red top-left, green top-right,
    /// blue bottom-left, yellow bottom-right. Orientation mistakes move the corners.
    static func quadrants(width: Int, height: Int) -> PixelBuffer {
        var pixels = PixelBuffer(width: width, height: height, fill: .black)
        for y in 0..<height {
            for x in 0..<width {
                let right = x >= width / 2, bottom = y >= height / 2
                pixels[x, y] =
                    switch (right, bottom) {
                    case (false, false): Color(255, 0, 0)
                    case (true, false): Color(0, 255, 0)
                    case (false, true): Color(0, 0, 255)
                    case (true, true): Color(255, 255, 0)
                    }
            }
        }
        return pixels
    }

    /// The colour a pixel is nearest to among the quadrant colours.
    static func quadrantName(_ c: Color) -> String {
        let named: [(String, Color)] = [("red", Color(255, 0, 0)), ("green", Color(0, 255, 0)), ("blue", Color(0, 0, 255)), ("yellow", Color(255, 255, 0))]
        func distance(_ a: Color, _ b: Color) -> Int { abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) }
        return named.min { distance($0.1, c) < distance($1.1, c) }?.0 ?? "?"
    }

    /// A big-endian TIFF-style EXIF block with Orientation in IFD0 and DateTimeOriginal in
    /// the Exif IFD, the way cameras and phones write them.
    static func exif(orientation: Int, dateTaken: String) -> [UInt8] {
        func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let date = Array(dateTaken.utf8) + [0]
        // Header (8) + IFD0 with 2 entries (2 + 24 + 4) = 38; Exif IFD with 1 entry (2 + 12 + 4) = 18 at 38; date at 56.
        var out: [UInt8] = Array("MM".utf8) + [0, 0x2A] + be32(8)
        out += be16(2)
        out += be16(0x0112) + be16(3) + be32(1) + be16(orientation) + [0, 0]
        out += be16(0x8769) + be16(4) + be32(1) + be32(38)
        out += be32(0)
        out += be16(1)
        out += be16(0x9003) + be16(2) + be32(date.count) + be32(56)
        out += be32(0)
        return out + date
    }
}
