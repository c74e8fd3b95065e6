/// A recording that cannot be read, with file and line.
public struct RecordingError: Error, CustomStringConvertible {
    /// The recording's path as given on the command line.
    public let path: String
    /// 1-based line of the problem; 0 when the file as a whole is wrong (missing, a folder, too large).
    public let line: Int
    /// What is wrong with it, in one line.
    public let reason: String
    /// `path:line: reason` (or `path: reason` for the whole file), the one line the command prints.
    public var description: String { line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)" }
}
