import Testing
import UnwindConfig
import UnwindSlideshow

/// The screen's sleep settings in the config file: display power, commands, presence, idle.
@Suite struct ScreenSettingsTests {
    @Test func readsEveryKey() throws {
        let config = try SlideshowConfig.parse(
            """
            display-power = "command"
            screen-off-command = "ddcutil setvcp d6 4"
            screen-on-command = "ddcutil setvcp d6 1"
            presence-topic = "zigbee2mqtt/hall/occupancy"
            presence-on = "true"
            presence-off = "false"
            presence-off-after = 120
            idle-timeout = 600
            presence-gpio = "gpiochip0:17"

            [brightness]
            "07:00" = 100
            "21:30" = 40
            """, file: "frame.toml")
        let screen = config.screen
        #expect(screen.displayPower == .command)
        #expect(screen.offCommand == "ddcutil setvcp d6 4" && screen.onCommand == "ddcutil setvcp d6 1")
        #expect(screen.presenceTopic == "zigbee2mqtt/hall/occupancy" && screen.presenceOn == "true" && screen.presenceOff == "false")
        #expect(screen.presenceGPIO == "gpiochip0:17")
        #expect(screen.brightness == BrightnessSchedule(percentAt: [7 * 60: 100, 21 * 60 + 30: 40]))
        #expect(screen.presence == ScreenPresence(hasSensor: true, offAfter: 120, idleTimeout: 600))
    }

    @Test func aStepMayNameAWarmerColourTemperature() throws {
        let config = try SlideshowConfig.parse(
            """
            [brightness]
            "07:00" = 100
            "20:00" = { percent = 70, kelvin = 3400 }
            "22:30" = { percent = 40, kelvin = 2700 }
            """, file: "frame.toml")
        let expected = BrightnessSchedule(percentAt: [7 * 60: 100, 20 * 60: 70, 22 * 60 + 30: 40], kelvinAt: [20 * 60: 3400, 22 * 60 + 30: 2700])
        #expect(config.screen.brightness == expected)
        #expect(config.screen.brightness?.kelvin(atMinute: 12 * 60) == ColorTemperature.neutral)
    }

    @Test func defaultsFollowTheHoursOnly() throws {
        let screen = try SlideshowConfig.parse("interval = 5", file: "frame.toml").screen
        #expect(screen.displayPower == .auto && screen.presence == ScreenPresence())
    }

    @Test(arguments: [
        ("display-power = \"hdmi\"", "display-power"),
        ("presence-topic = \"home/#\"", "no wildcards"),
        ("presence-off-after = -1", "presence-off-after"),
        ("idle-timeout = 0", "idle-timeout"),
        ("presence-gpio = \"17\"", "CHIP:LINE"),
        ("brightness = { \"20:00\" = 2 }", "brightness.20:00"),
        ("brightness = { \"8pm\" = 50 }", "HH:MM"),
        ("brightness = { \"20:00\" = { percent = 60, kelvin = 1500 } }", "brightness.20:00.kelvin"),
        ("brightness = { \"20:00\" = { percent = 60, warmth = 3000 } }", "brightness.20:00.warmth': unknown key"),
        ("brightness = { \"20:00\" = { kelvin = 3000 } }", "expected percent"),
        ("brightness = { \"20:00\" = { percent = 60, kelvin = \"warm\" } }", "expected a whole number"),
        ("screen-off-command = \"  \"", "expected a shell command"),
    ])
    func badValuesNameTheLineAndKey(text: String, expected: String) {
        do {
            _ = try SlideshowConfig.parse("interval = 5\n" + text, file: "frame.toml")
            Issue.record("'\(text)' must be refused")
        } catch {
            #expect(error.description.hasPrefix("frame.toml:2:"), "\(error)")
            #expect(error.description.contains(expected), "\(error)")
        }
    }
}
