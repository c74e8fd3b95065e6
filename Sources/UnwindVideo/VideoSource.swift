/// Where a clip's bytes are: a whole file, or a byte range of one.
///
/// Why a range: a Motion Photo is a JPEG with its MP4 appended, so the clip starts somewhere
/// inside the file; the decoder reads that window as if it were the file, and the photo is
/// never copied or written. Paths are raw bytes (Linux file names need not be UTF-8).
public struct VideoSource: Sendable, Hashable {
    /// The file's path as raw bytes.
    public var path: [UInt8]
    /// The bytes of the file that hold the clip; nil: the whole file.
    public var range: Range<Int64>?

    /// A whole file, or the window `range` of it.
    public init(path: [UInt8], range: Range<Int64>? = nil) {
        self.path = path
        self.range = range
    }

    /// A whole file named by a `String` path.
    public init(path: String) {
        self.init(path: Array(path.utf8))
    }

    /// The path for messages (lossy where the name is not UTF-8).
    public var displayPath: String { String(decoding: path, as: UTF8.self) }
}
