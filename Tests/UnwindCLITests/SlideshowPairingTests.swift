import Foundation
import Testing
import UnwindTestSupport

/// A show with a phone page opens with a QR code of the page's address, token included: a
/// real decoder (zbar) reads it off the captured frame.
@Suite struct SlideshowPairingTests {
    @Test(.enabled(if: QRReader.isAvailable, "zbar-tools is not installed"))
    func theFirstFrameCarriesAScannablePairingCode() throws {
        let tree = try TemporaryTree()
        let token = try tree.file("token", Array("pairing-token-0123456789\n".utf8))
        let capture = tree.path + "/capture"
        let result = try UnwindProcess.run(
            [
                "slideshow", "Assets/photos", "--headless", "--size", "960x540", "--run-for", "3", "--listen", "127.0.0.1:0", "--token-file", token,
                "--capture", capture,
            ], timeout: 60)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let address = try #require(result.stderr.split(separator: "\n").first { $0.contains("remote control on") }?.split(separator: " ").last)
        let decoded = try QRReader.decode(capture + "/photo-00001.png")
        #expect(decoded == "\(address)?token=pairing-token-0123456789", "decoded '\(decoded)', page at \(address)")
    }
}
