import Foundation
import UnwindDraw
import UnwindPlatform

/// Writes frames as a YUV4MPEG2 stream (`C420jpeg`: 4:2:0, BT.601 full range), which
/// ffmpeg reads directly for making videos and GIFs: `ffmpeg -i out.y4m out.mp4`.
public final class Y4MFrameWriter: FrameWriter {
    /// The stream's file, for error messages.
    public let path: String
    /// Every frame's size; the header declares it once, so it cannot change mid-stream.
    public let size: Size
    private let handle: FileHandle
    private var planes: [UInt8]
    /// The last frame read back; its memory is reused for every frame.
    private var pixels = PixelBuffer(width: 0, height: 0, bytes: [])
    private static let frameMarker = Array("FRAME\n".utf8)

    /// Creates (or truncates) `path` and writes the header; the directory must already exist.
    public init(path: String, size: Size, fps: Int) throws {
        self.path = path
        self.size = size
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw FrameWriterError("cannot create '\(path)': check that its directory exists and is writable")
        }
        self.handle = handle
        planes = [UInt8](repeating: 0, count: YUV420.byteCount(size))
        try put(Data(Self.header(size: size, fps: fps).utf8))
    }

    /// The stream header line.
    public static func header(size: Size, fps: Int) -> String {
        "YUV4MPEG2 W\(size.width) H\(size.height) F\(fps):1 Ip A1:1 C420jpeg XCOLORRANGE=FULL\n"
    }

    /// Bytes of one frame record: `FRAME\n` and the three planes.
    public static func frameByteCount(_ size: Size) -> Int {
        6 + YUV420.byteCount(size)
    }

    /// Converts the frame to 4:2:0 YUV and appends it to the stream.
    public func write(frame: Int, renderer: Renderer) throws {
        try renderer.readPixels(into: &pixels)
        YUV420.convert(pixels, into: &planes)
        try put(Self.frameMarker)
        try put(planes)
    }

    /// Syncs the stream to disk and closes it; a failure names the file.
    public func finish() throws {
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            throw FrameWriterError("cannot finish '\(path)': \(error.localizedDescription)")
        }
    }

    private func put(_ data: some DataProtocol) throws {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw FrameWriterError("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
