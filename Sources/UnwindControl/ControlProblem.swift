/// Why a setting's value or a command was refused, in one line that every transport shows
/// the same way: the command line after the flag (`--order: …`), the config file after its
/// file, line and key, the HTTP API as `{"error": …}`, MQTT in its error log line.
public struct ControlProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 400 for a bad value, 404 for a name nothing answers to (HTTP's meaning; MQTT and the
    /// command line only show the message).
    public var status: Int
    /// The setting's key or the command's name, at the start of `message`.
    public var key: String
    /// The whole line: `interval must be at least 1 and at most 86400, got 0`.
    public var message: String

    /// A refusal of `key` explained by `message` (which starts with the key).
    public init(status: Int = 400, key: String, _ message: String) {
        self.status = status
        self.key = key
        self.message = message
    }

    /// The message without the key at its start (`must be …`, `unknown transition …`): what
    /// follows a config file's `key 'interval':`.
    public var reason: String {
        for separator in [" ", ": "] where message.hasPrefix(key + separator) {
            return String(message.dropFirst(key.count + separator.count))
        }
        return message
    }

    /// The message with the key at its start written as `name`: `--interval must be …`,
    /// `--transitions: unknown transition …`.
    public func naming(_ name: String) -> String {
        for separator in [" ", ": "] where message.hasPrefix(key + separator) {
            return name + separator + reason
        }
        return "\(name): \(message)"
    }

    /// The message.
    public var description: String { message }
}
