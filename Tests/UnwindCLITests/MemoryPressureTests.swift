import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// Under a memory limit a photo too large to decode whole is no crash: a PNG is decoded a row
/// at a time into the size on screen, so it is shown; one that must be decoded whole (an
/// interlaced PNG) is skipped with one line; either way the show runs on.
@Suite struct MemoryPressureTests {
    /// A headless show of `big` and a small photo with `ulimit -v` at 400 MB, as on a small
    /// board: its exit, its standard error and the photos its report says were shown.
    func showUnderLimit(_ big: String, in tree: TemporaryTree) throws -> (process: Process, stderr: String, shown: [String]) {
        let report = tree.path + "/report.json"
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
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        return (process, stderr, json?["shown"] as? [String] ?? [])
    }

    @Test func aPhotoLargerThanMemoryAllowsWholeIsShownRowByRowNotACrash() throws {
        let tree = try TemporaryTree()
        // 8000×6000: 192 MB of pixels, under the 100-megapixel limit; one colour, so the
        // file itself is small.
        let big = tree.path + "/big.png"
        try Headless.withSDL { try PNGWriter.write(PixelBuffer(width: 8000, height: 6000, fill: Color(90, 160, 220)), to: big) }
        let run = try showUnderLimit(big, in: tree)
        // Before: `Fatal error: failed to allocate 192000032 bytes` and SIGABRT; then a skip
        // line (the whole decode refused); now the rows stream into a 160×90 photo.
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 0, "status \(run.process.terminationStatus): \(run.stderr)")
        #expect(!run.stderr.contains("Fatal error"), "\(run.stderr)")
        #expect(!run.stderr.contains("skipped"), "\(run.stderr)")
        #expect(run.shown.contains { $0.hasSuffix("big.png") }, "the 48 MP PNG is shown: \(run.shown)")
        #expect(run.shown.contains { $0.hasSuffix("chelsea.png") }, "the show runs on: \(run.shown)")
    }

    /// Adam7 interlacing needs the whole image before any row is final, so such a PNG is
    /// still decoded whole: 192 MB that 400 MB of address space cannot hold beside the rest.
    /// Its allocation must fail softly: one line naming the file, and the show goes on.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/convert"), "needs ImageMagick's convert"))
    func aPhotoThatMustBeDecodedWholeAndDoesNotFitIsSkippedNotACrash() throws {
        let tree = try TemporaryTree()
        let big = tree.path + "/big-interlaced.png"
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        convert.arguments = ["-size", "8000x6000", "xc:#5aa0dc", "-interlace", "PNG", big]
        try convert.run()
        convert.waitUntilExit()
        try #require(convert.terminationStatus == 0, "convert made the interlaced PNG")
        let run = try showUnderLimit(big, in: tree)
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 0, "status \(run.process.terminationStatus): \(run.stderr)")
        #expect(!run.stderr.contains("Fatal error"), "\(run.stderr)")
        #expect(run.stderr.contains("skipped \(big): "), "one line names the photo: \(run.stderr)")
        #expect(run.shown.contains { $0.hasSuffix("chelsea.png") }, "the show runs on: \(run.shown)")
    }
}
