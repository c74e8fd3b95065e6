import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// Under a memory limit a photo too large to decode whole is no crash: a PNG is decoded a row
/// at a time into the size on screen, so it is shown; the show runs on.
@Suite struct MemoryPressureTests {
    @Test func aPhotoLargerThanMemoryAllowsWholeIsShownRowByRowNotACrash() throws {
        let tree = try TemporaryTree()
        // 8000×6000: 192 MB of pixels, under the 100-megapixel limit; one colour, so the
        // file itself is small.
        let big = tree.path + "/big.png"
        try Headless.withSDL { try PNGWriter.write(PixelBuffer(width: 8000, height: 6000, fill: Color(90, 160, 220)), to: big) }
        let report = tree.path + "/report.json"
        // `ulimit -v` as on a small board: 400 MB of address space for the whole process.
        let command = [
            UnwindProcess.executable.path, "slideshow", big, "Assets/photos/chelsea.png", "--headless", "--size", "160x90", "--run-for", "4",
            "--interval", "1", "--order", "name", "--report", report,
        ].map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v 400000 && exec \(command)"]
        process.currentDirectoryURL = UnwindProcess.repositoryRoot
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Before: `Fatal error: failed to allocate 192000032 bytes` and SIGABRT; then a skip
        // line (the whole decode refused); now the rows stream into a 160×90 photo.
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "status \(process.terminationStatus): \(stderr)")
        #expect(!stderr.contains("Fatal error"), "\(stderr)")
        #expect(!stderr.contains("skipped"), "\(stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let shown = json["shown"] as? [String] ?? []
        #expect(shown.contains { $0.hasSuffix("big.png") }, "the 48 MP PNG is shown: \(shown)")
        #expect(shown.contains { $0.hasSuffix("chelsea.png") }, "the show runs on: \(shown)")
    }
}
