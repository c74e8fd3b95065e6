import Foundation
import Testing
import UnwindConfig
import UnwindTestSupport

@testable import UnwindRemote

/// The pairing code is a real QR code: zbar, a decoder that shares nothing with libqrencode,
/// reads back the address with its token.
@Suite struct QRCodeTests {
    /// Writes `code` as a PGM image, `scale` pixels a module, with the 4-module quiet zone.
    static func pgm(_ code: QRCode, scale: Int = 6) -> Data {
        let side = (code.size + 8) * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for y in 0..<side {
            for x in 0..<side where code.isDark(x / scale - 4, y / scale - 4) { pixels[y * side + x] = 0 }
        }
        return Data("P5\n\(side) \(side)\n255\n".utf8) + Data(pixels)
    }

    @Test(.enabled(if: QRReader.isAvailable, "zbar-tools is not installed"))
    func aDecoderReadsBackTheAddressAndToken() throws {
        let token = try BearerToken("pairing-token-0123456789&x")
        let url = PairingLink.url(listen: ListenAddress(host: "192.168.1.20", port: 8080), port: 8080, token: token)
        #expect(url == "http://192.168.1.20:8080/?token=pairing-token-0123456789%26x", "the token is escaped for a URL: \(url)")
        let code = try #require(QRCode(encoding: url))
        #expect(code.size >= 21 && code.modules.count == code.size * code.size)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-qr-\(UUID().uuidString).pgm")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.pgm(code).write(to: file)
        #expect(try QRReader.decode(file.path) == url)
    }

    @Test func aFrameOnEveryInterfaceNamesAnAddressAPhoneCanReach() {
        let url = PairingLink.url(listen: ListenAddress(host: "0.0.0.0", port: 0), port: 8080, token: nil)
        #expect(url.hasPrefix("http://") && url.hasSuffix(":8080/") && !url.contains("0.0.0.0"), "\(url)")
        #expect(PairingLink.url(listen: ListenAddress(host: "::1", port: 0), port: 9, token: nil) == "http://[::1]:9/")
    }
}
