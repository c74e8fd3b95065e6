import UnwindConfig

/// Where a frame's MQTT messages live. One frame: `PREFIX/DEVICE/...`; a group of frames also
/// listens on `PREFIX/group/GROUP/cmd/...`, so one message drives all of them at once.
public struct MQTTTopics: Sendable, Equatable {
    /// `PREFIX/DEVICE`: this frame's own state, availability and commands live under it.
    public let base: String
    /// `PREFIX/group/GROUP` when the frame is in a group; its commands reach every member.
    public let groupBase: String?
    /// Home Assistant's discovery prefix (`homeassistant` unless configured).
    public let discoveryPrefix: String

    /// The topics for a frame configured by `options`.
    public init(_ options: MQTTOptions) {
        base = "\(options.topicPrefix)/\(options.deviceID)"
        groupBase = options.group.map { "\(options.topicPrefix)/group/\($0)" }
        discoveryPrefix = options.discoveryPrefix
    }

    /// `online` / `offline` (retained; `offline` is the last will).
    public var availability: String { "\(base)/available" }
    /// The status as JSON (retained).
    public var state: String { "\(base)/state" }
    /// The commands this frame answers: its own and its group's.
    public var commandFilters: [String] { ["\(base)/cmd/#"] + (groupBase.map { ["\($0)/cmd/#"] } ?? []) }
    /// The command topic of `name` for this frame.
    public func command(_ name: String) -> String { "\(base)/cmd/\(name)" }

    /// The command name in `topic` (`next`, `screen`, ...), if it is one of ours.
    public func commandName(in topic: String) -> String? {
        for prefix in [base] + (groupBase.map { [$0] } ?? []) {
            let head = "\(prefix)/cmd/"
            if topic.hasPrefix(head) { return String(topic.dropFirst(head.count)) }
        }
        return nil
    }
}
