import Foundation
import UnwindControl
import UnwindInput
import UnwindRemote

/// Turns an MQTT command message into remote commands through `ControlSchema`, the same
/// definitions and checks as the HTTP API and the command line, so a bad value from Home
/// Assistant never reaches the show and is refused in the same words.
public enum MQTTCommandParser {
    /// - Parameters:
    ///   - name: the last topic level (`next`, `screen`, `interval`, ...).
    ///   - paused: whether the show is paused now, for the pause button's toggle.
    public static func commands(name: String, payload: Data, paused: Bool) throws(RemoteError) -> [RemoteCommand] {
        let text = String(decoding: payload, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            return try ControlSchema.commands(mqtt: name, payload: text, paused: paused)
        } catch {
            throw RemoteError(status: error.status, error.message)
        }
    }
}
