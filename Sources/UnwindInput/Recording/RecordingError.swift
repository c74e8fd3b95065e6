/// A recording that cannot be read, with file and line.
public struct RecordingError: Error, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let reason: String
    public var description: String { line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)" }
}
