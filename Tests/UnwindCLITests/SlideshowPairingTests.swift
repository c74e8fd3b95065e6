import Foundation
import Testing
import UnwindTestSupport

/// A show with a phone page opens in its window with a QR code of the page's address, token
/// included: a real decoder (zbar) reads it off the frame captured in a real X window.
@Suite(.serialized, .enabled(if: XvfbServer.isAvailable && QRReader.isAvailable, "needs Xvfb and zbar-tools"))
struct SlideshowPairingTests {
    @Test func theFirstFrameCarriesAScannablePairingCode() throws {
        let tree = try TemporaryTree()
        let token = try tree.file("token", Array("pairing-token-0123456789\n".utf8))
        let capture = tree.path + "/capture"
        let server = try XvfbServer()
        defer { server.stop() }
        let show = try WindowedUnwind(
            [
                "slideshow", "Assets/photos", "--windowed", "--size", "960x540", "--listen", "127.0.0.1:0", "--token-file", token,
                "--capture", capture,
            ], on: server)
        let first = capture + "/photo-00001.png"
        let deadline = Date(timeIntervalSinceNow: 60)
        while !FileManager.default.fileExists(atPath: first), Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        Thread.sleep(forTimeInterval: 0.5)
        let log = show.log
        _ = show.terminate()
        let address = try #require(log.split(separator: "\n").first { $0.contains("remote control on") }?.split(separator: " ").last, "log: \(log)")
        let decoded = try QRReader.decode(first)
        #expect(decoded == "\(address)?token=pairing-token-0123456789", "decoded '\(decoded)', page at \(address)")
    }
}
