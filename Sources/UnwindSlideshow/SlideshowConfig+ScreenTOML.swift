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
        case "brightness":
            screen.brightness = try brightness(value)
        case "idle-timeout":
            screen.idleTimeout = try d.number(value, at: path, in: SettingRange(1...604_800))
        default:
            throw fail(key, "unknown key")
        }
    }

    /// `[brightness]`: `"HH:MM" = percent` (5 to 100), or `"HH:MM" = { percent = 40, kelvin =
    /// 3000 }` for a warmer screen from that time on (kelvin 2000 to 6500, 6500 neutral).
    private func brightness(_ value: TOMLValueConvertible) throws(ConfigError) -> BrightnessSchedule {
        let d = document
        let table = try d.table(value, at: ["brightness"], expected: "a [brightness] table such as \"20:00\" = 60")
        var levels: [Int: Int] = [:]
        var kelvins: [Int: Int] = [:]
        for (time, entry) in d.entries(of: table, at: ["brightness"]) {
            guard let hours = ScreenHours(parsing: "\(time)-\(time == "00:00" ? "00:01" : "00:00")") else {
                throw fail(time, in: "brightness", "expected a time of day as HH:MM")
            }
            let path = ["brightness", time]
            guard let step = entry.table else {
                levels[hours.on] = try d.integer(entry, at: path, in: 5...100)
                continue
            }
            for (key, setting) in d.entries(of: step, at: path) {
                switch key {
                case "percent": levels[hours.on] = try d.integer(setting, at: path + [key], in: 5...100)
                case "kelvin": kelvins[hours.on] = try d.integer(setting, at: path + [key], in: ColorTemperature.range)
                default: throw d.error(path + [key], "unknown key (expected percent and kelvin)")
                }
            }
            guard levels[hours.on] != nil else { throw d.error(path, "expected percent = 5 to 100 beside kelvin") }
        }
        guard let schedule = BrightnessSchedule(percentAt: levels, kelvinAt: kelvins) else {
            throw fail("brightness", "expected at least one \"HH:MM\" = percent")
        }
        return schedule
    }

    private func command(_ key: String, _ value: TOMLValueConvertible) throws(ConfigError) -> String {
        let text = try document.string(value, at: [key], maxLength: 4096)
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(key, "expected a shell command") }
        return text
    }
}
