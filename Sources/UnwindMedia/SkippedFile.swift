import UnwindPhotos

/// A file the show passed over and why, logged once and listed in the report.
public struct SkippedFile: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file as found on disk (raw bytes, so any name can be reported).
    public var path: PhotoPath
    /// One line saying why, e.g. the decoder's error or the megapixel limit.
    public var reason: String

    /// A skip to log and report; `reason` should read as the end of `skipped PATH: ...`.
    public init(path: PhotoPath, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The log line, `skipped PATH: REASON`.
    public var description: String { "skipped \(path): \(reason)" }
}
