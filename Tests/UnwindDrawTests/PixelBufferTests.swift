import Testing
import UnwindDraw

@Suite struct PixelBufferTests {
    @Test func subscriptReadsAndWrites() {
        var buffer = PixelBuffer(width: 3, height: 2, fill: .black)
        buffer[2, 1] = Color(1, 2, 3, 4)
        #expect(buffer[2, 1] == Color(1, 2, 3, 4))
        #expect(buffer.bytes.count == 24)
    }

    @Test func fingerprintChangesWithAnyPixel() {
        var a = PixelBuffer(width: 4, height: 4, fill: .white)
        let before = a.fingerprint
        a[3, 3] = Color(254, 255, 255)
        #expect(a.fingerprint != before, "one changed pixel must change the fingerprint")
    }
}
