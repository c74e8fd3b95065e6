/// A config file problem, as one line naming the file, the line and the key, for every
/// config Unwind reads (the slideshow's and the breathing trainer's alike).
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The config file, as given.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// The key, dotted for nested tables (`transition.blocks.duration`).
    public var key: String?
    /// What is wrong and what is accepted.
    public var message: String

    /// An error in `file`, at `line` and `key` when known.
    public init(file: String, line: Int?, key: String?, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `file:line: key 'k': message`, leaving out what is not known.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let key { return "\(place): key '\(key)': \(message)" }
        return "\(place): \(message)"
    }
}
