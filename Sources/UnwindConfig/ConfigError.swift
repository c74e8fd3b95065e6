/// A config file problem, as one line naming the file, the line and the key.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    public var key: String?
    public var message: String

    public init(file: String, line: Int?, key: String?, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        var where_ = file
        if let line { where_ += ":\(line)" }
        if let key { return "\(where_): key '\(key)': \(message)" }
        return "\(where_): \(message)"
    }
}
