import Foundation
import Testing

@testable import UnwindPlatform

#if canImport(Glibc)
import Glibc
#endif

/// What a C library prints on stderr during a call comes back as lines for the log, and
/// stderr works as before afterwards (issue 22: ALSA's eight lines without a sound card).
@Suite(.serialized) struct StandardErrorCaptureTests {
    @Test func linesPrintedDuringTheCallAreCaptured() {
        let (value, lines) = StandardErrorCapture.run { () -> Int in
            let alsa = "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n"
            _ = alsa.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            FileHandle.standardError.write(Data("second line\n".utf8))
            return 7
        }
        #expect(value == 7)
        // Other tests of this process may print meanwhile; these two lines come back in order.
        let first = lines.firstIndex(of: "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'")
        let second = lines.firstIndex(of: "second line")
        #expect(first != nil && second != nil && (first ?? 0) < (second ?? 0), "lines: \(lines)")
    }

    @Test func aFloodDoesNotHang() {
        let line = String(repeating: "x", count: 1023) + "\n"
        let (_, lines) = StandardErrorCapture.run {
            for _ in 0..<200 { _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) } }
        }
        #expect(lines.count >= 60 && lines.count <= 200, "the pipe keeps what fits (\(lines.count) lines), the rest is dropped, nothing blocks")
    }
}
