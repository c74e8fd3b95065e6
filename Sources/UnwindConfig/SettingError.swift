/// A setting outside its range, named by key, before anyone knows which file or flag it
/// came from: config readers add file and line (`ConfigError`), the command line names
/// its flag.
public struct SettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The setting's name as the config spells it.
    public let key: String
    /// The value that was refused.
    public let value: Double
    /// What the value must be, e.g. "greater than 0 and at most 3600".
    public let requirement: String
    /// For a rule over several settings (`lineWidth` at most `spacing`), the others involved,
    /// so a config reader can point at a line when `key` itself is not in the file.
    public let related: [String]

    /// An error for `key`'s `value`, which must be `requirement`.
    public init(key: String, value: Double, requirement: String, related: [String] = []) {
        self.key = key
        self.value = value
        self.requirement = requirement
        self.related = related
    }

    /// `key must be …, got …`.
    public var description: String { "\(key) \(message)" }

    /// The text after the key: `must be …, got …`.
    public var message: String { "must be \(requirement), got \(SettingRange.format(value))" }
}
