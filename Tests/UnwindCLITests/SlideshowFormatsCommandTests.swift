import Foundation
import Testing

/// `unwind slideshow` end to end on the formats of a family library and on bad files:
/// HEIC and AVIF (made with Debian's `heif-enc`) are shown, bombs and damaged files give
/// exactly one stderr line each and never bring the show down.
@Suite struct SlideshowFormatsCommandTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-formats-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs Debian's `heif-enc` (libheif-examples) on a PNG the test wrote.
    static func heifEnc(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["heif-enc"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func report(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test func heicAndAvifMadeByHeifEncAreShown() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photos = dir.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        // heif-enc reads PNG; this one is built byte by byte.
        let png = dir.appendingPathComponent("source.png").path
        try Data(Self.solidPNG(width: 64, height: 48)).write(to: URL(fileURLWithPath: png))
        #expect(try Self.heifEnc(["-q", "80", "-o", photos.appendingPathComponent("phone.heic").path, png]) == 0, "heif-enc made a HEIC")
        #expect(try Self.heifEnc(["-A", "-q", "80", "-o", photos.appendingPathComponent("camera.avif").path, png]) == 0, "heif-enc made an AVIF")
        let report = dir.appendingPathComponent("report.json").path
        let result = try UnwindProcess.run([
            "slideshow", photos.path, "--headless", "--size", "160x120", "--run-for", "8", "--interval", "2",
            "--order", "name", "--report", report,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try Self.report(report)
        let shown = Set((json["shown"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent })
        #expect(shown == ["camera.avif", "phone.heic"], "both shown: \(shown)")
        #expect((json["skipped"] as? [Any])?.isEmpty == true, "none skipped: \(String(describing: json["skipped"]))")
        #expect(!result.stderr.contains("skipped"), "stderr: \(result.stderr)")
    }

    @Test func eachBadFileIsExactlyOneStderrLine() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = Self.solidPNG(width: 32, height: 24)
        try Data(good).write(to: dir.appendingPathComponent("a-good.png"))
        var corrupt = good
        corrupt[37] ^= 0x5A  // IDAT's chunk type: libpng's own handler would print "libpng error: …"
        try Data(corrupt).write(to: dir.appendingPathComponent("b-corrupt.png"))
        let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 0x30, 0x75, 0x30, 0x75, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        try Data(gif).write(to: dir.appendingPathComponent("d-bomb.gif"))
        try Data("P6\n30000 30000\n255\n".utf8).write(to: dir.appendingPathComponent("e-bomb.ppm"))
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30000\" height=\"30000\"><rect width=\"1\" height=\"1\"/></svg>".utf8)
            .write(to: dir.appendingPathComponent("f-bomb.svg"))
        let tiff: [UInt8] =
            [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0] + [0, 1, 3, 0, 1, 0, 0, 0, 4, 0, 0, 0] + [1, 1, 3, 0, 1, 0, 0, 0, 4, 0, 0, 0] + [0, 0, 0, 0]
        try Data(tiff).write(to: dir.appendingPathComponent("g-broken.tif"))

        let report = dir.appendingPathComponent("report.json").path
        let result = try UnwindProcess.run([
            "slideshow", dir.path, "--headless", "--size", "64x48", "--run-for", "20", "--interval", "1", "--report", report,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        let bad = ["b-corrupt.png", "d-bomb.gif", "e-bomb.ppm", "f-bomb.svg", "g-broken.tif"]
        for name in bad {
            let mentions = lines.filter { $0.contains(name) }
            #expect(mentions.count == 1, "\(name): one line, got \(mentions)")
        }
        #expect(lines.count == bad.count, "nothing but the skip lines on stderr (no libpng/libtiff prints): \(lines)")
        let json = try Self.report(report)
        let shown = Set((json["shown"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent })
        #expect(shown == ["a-good.png"], "the show went on with the good photo: \(shown)")
    }

    /// An RGB PNG of one colour, stored (uncompressed) deflate, built byte by byte.
    static func solidPNG(width: Int, height: Int) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> Int {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
            }
            return Int(~c)
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { be32(data.count) + Array(type.utf8) + data + be32(crc(Array(type.utf8) + data)) }
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + (0..<width).flatMap { _ in [UInt8(200), 80, 40] } }
        var a = 1, b = 0
        for byte in raw {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        let n = raw.count
        let zlib: [UInt8] = [0x78, 0x01, 1, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)] + raw + be32(b << 16 | a)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
            + chunk("IDAT", zlib) + chunk("IEND", [])
    }
}
