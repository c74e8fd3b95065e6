import Foundation
import UnwindInput

/// A presence sensor on MQTT (`presence-topic`): a Home Assistant binary sensor, a
/// zigbee2mqtt occupancy topic or anything that publishes one payload for "someone is here"
/// and another for "no one is". Its messages reach the show as `RemoteCommand.presence`.
public struct MQTTPresence: Sendable, Equatable {
    /// The topic the sensor publishes on (no wildcards).
    public var topic: String
    /// The payload meaning present (`ON`, as Home Assistant's binary sensors publish it).
    public var on: String
    /// The payload meaning absent (`OFF`).
    public var off: String

    /// A sensor on `topic`; payloads compared without surrounding white space, case-insensitively.
    public init(topic: String, on: String = "ON", off: String = "OFF") {
        self.topic = topic
        self.on = on
        self.off = off
    }

    /// The command a payload means, or a line saying why it means nothing.
    public func command(for payload: Data) -> Result<RemoteCommand, MQTTPresenceError> {
        let text = String(decoding: payload, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.caseInsensitiveCompare(on.trimmingCharacters(in: .whitespacesAndNewlines)) == .orderedSame { return .success(.presence(true)) }
        if text.caseInsensitiveCompare(off.trimmingCharacters(in: .whitespacesAndNewlines)) == .orderedSame { return .success(.presence(false)) }
        return .failure(MQTTPresenceError(line: "\(topic): presence takes '\(on)' or '\(off)', got '\(text.prefix(64))'"))
    }
}

/// A presence payload that is neither the "on" nor the "off" one.
public struct MQTTPresenceError: Error, Equatable, Sendable {
    /// One line naming the topic, the payloads expected and the one that came.
    public var line: String
}
