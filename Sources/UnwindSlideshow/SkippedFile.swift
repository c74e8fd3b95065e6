import UnwindPhotos

/// A file the show passed over and why, logged once and listed in the report.
public struct SkippedFile: Hashable, Sendable, Codable, CustomStringConvertible {
    public var path: PhotoPath
    public var reason: String

    public init(path: PhotoPath, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "skipped \(path): \(reason)" }
}
