import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTestSupport

/// Frames appear whole or not at all: written under a temporary name and renamed.
@Suite struct PNGWriterTests {
    @Test func aFrameReplacesTheOldFileWithoutEverTruncatingIt() throws {
        let tree = try TemporaryTree()
        let path = try tree.file("frame-00000.png", Array("the old frame".utf8))
        // A reader (a video encoder following the frames, a copy) holds the old file open.
        let reader = try #require(FileHandle(forReadingAtPath: path))
        defer { try? reader.close() }
        try Headless.withSDL { try PNGWriter.write(PixelBuffer(width: 8, height: 4, fill: .white), to: path) }
        // Written in place, the old file would have been truncated under the reader.
        #expect(String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self) == "the old frame")
        let written = try Headless.withSDL { try ImageDecoder.decode(path: path).size }
        #expect(written == Size(width: 8, height: 4))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path) == ["frame-00000.png"], "no temporary file left")
    }

    @Test func theTemporaryFileIsHiddenBesideTheFrame() {
        #expect(PNGWriter.temporaryPath(for: "/out/frame-00001.png") == "/out/.frame-00001.png.tmp")
        #expect(PNGWriter.temporaryPath(for: "frame.png") == ".frame.png.tmp")
    }
}
