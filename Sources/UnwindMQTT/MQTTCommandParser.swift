import Foundation
import UnwindInput
import UnwindRemote

/// Turns an MQTT command message into remote commands, with the same validation as the HTTP
/// API (`SettingsPatch`), so a bad value from Home Assistant never reaches the show.
public enum MQTTCommandParser {
    /// - Parameters:
    ///   - name: the last topic level (`next`, `screen`, `interval`, ...).
    ///   - paused: whether the show is paused now, for the pause button's toggle.
    public static func commands(name: String, payload: Data, paused: Bool) throws(RemoteError) -> [RemoteCommand] {
        let text = String(decoding: payload, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch name {
        case "next": return [.next]
        case "previous": return [.previous]
        // Home Assistant's button: one press pauses, the next resumes.
        case "pause": return [paused ? .resume : .pause]
        case "resume": return [.resume]
        case "screen":
            switch text.uppercased() {
            case "ON": return [.screenOn]
            case "OFF": return [.screenOff]
            default: throw RemoteError(status: 400, "screen takes ON or OFF, got '\(text)'")
            }
        case "interval":
            guard let seconds = Double(text) else { throw RemoteError(status: 400, "interval takes seconds, got '\(text)'") }
            return try SettingsPatch(interval: seconds).commands()
        case "transition":
            let names = text == "default" || text.isEmpty ? [] : text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return try SettingsPatch(transitions: names).commands()
        case "order":
            return try SettingsPatch(order: text).commands()
        case "hide":
            return [.hideCurrent]
        // Home Assistant's switch: ON marks the photo on screen, OFF takes the mark away.
        case "favorite":
            switch text.uppercased() {
            case "ON", "", "PRESS": return [.favoriteCurrent(true)]
            case "OFF": return [.favoriteCurrent(false)]
            default: throw RemoteError(status: 400, "favorite takes ON or OFF, got '\(text)'")
            }
        default:
            throw RemoteError(status: 404, "unknown command '\(name)'")
        }
    }
}
