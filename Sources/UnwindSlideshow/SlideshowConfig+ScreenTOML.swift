import Foundation
import TOMLKit
import UnwindConfig

/// Reading the screen's sleep settings (`display-power`, presence, idle timeout) from the
/// config file.
extension TOMLReader {
    func applyScreen(_ key: String, _ value: TOMLValueConvertible, to screen: inout ScreenSettings) throws(ConfigError) {
        let d = document, path = [key]
        switch key {
        case "display-power":
            let names = ScreenSettings.DisplayPower.allCases.map(\.rawValue)
            screen.displayPower = ScreenSettings.DisplayPower(rawValue: try d.choice(value, at: path, names)) ?? .auto
        case "screen-off-command":
            screen.offCommand = try command(key, value)
        case "screen-on-command":
            screen.onCommand = try command(key, value)
        case "presence-topic":
            let topic = try d.string(value, at: path, maxLength: 1024)
            guard !topic.isEmpty, !topic.contains("#"), !topic.contains("+") else {
                throw fail(key, "expected one MQTT topic such as \"zigbee2mqtt/hall-motion/occupancy\" (no wildcards)")
            }
            screen.presenceTopic = topic
        case "presence-on":
            screen.presenceOn = try d.string(value, at: path, maxLength: 256)
        case "presence-off":
            screen.presenceOff = try d.string(value, at: path, maxLength: 256)
        case "presence-off-after":
            screen.presenceOffAfter = try d.number(value, at: path, in: SettingRange(0...86_400))
        case "presence-gpio":
            let text = try d.string(value, at: path, maxLength: 256)
            let parts = text.split(separator: ":")
            guard parts.count >= 2, let line = Int(parts[parts.count - 1]), (0..<1024).contains(line) else {
                throw fail(key, "expected a GPIO line as CHIP:LINE, such as \"gpiochip0:17\"")
            }
            screen.presenceGPIO = text
        case "idle-timeout":
            screen.idleTimeout = try d.number(value, at: path, in: SettingRange(1...604_800))
        default:
            throw fail(key, "unknown key")
        }
    }

    private func command(_ key: String, _ value: TOMLValueConvertible) throws(ConfigError) -> String {
        let text = try document.string(value, at: [key], maxLength: 4096)
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(key, "expected a shell command") }
        return text
    }
}
