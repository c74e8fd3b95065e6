import Testing
import UnwindControl
import UnwindInput
import UnwindSlideshow

/// Every live setting of the schema reaches a running show through the one `set` command and
/// comes back in its status: a setting added to `ControlSchema.settings` without its effect in
/// the show fails here, not silently in a household's Home Assistant.
@Suite struct ShowSettingEffectsTests {
    /// A value of `setting` other than its default, from its kind.
    static func changed(_ setting: ShowSetting) -> SettingValue {
        switch setting.kind {
        case .seconds(let range): .number(range.upper)
        case .choice(let choices): .name(choices.last { .name($0.value) != setting.defaultValue }?.value ?? "")
        case .names: .names(["blocks", "spiral"])
        }
    }

    @Test(arguments: ControlSchema.settings.map(\.key))
    func aSettingSentToTheShowIsWhatItsStatusReports(key: String) throws {
        let setting = try #require(ControlSchema.setting(key))
        let value = Self.changed(setting)
        _ = try setting.check(value)
        let driver = ShowDriver(files: ShowDriver.photos(3), config: ShowDriver.config(interval: 5))
        driver.start()
        driver.run(seconds: 0.5)
        #expect(driver.session.status.settings[setting] != value, "the show does not start with the new value")
        driver.send(.set(key: key, value: value))
        #expect(driver.session.status.settings[setting] == value, "\(key) = \(value) is what the status reports")
    }

    @Test func anUnknownKeyChangesNothing() {
        let driver = ShowDriver(files: ShowDriver.photos(3), config: ShowDriver.config(interval: 5))
        driver.start()
        driver.run(seconds: 0.5)
        let before = driver.session.status.settings
        driver.send(.set(key: "brightness", value: .number(3)))
        #expect(driver.session.status.settings == before)
        // Only a replay file edited by hand can carry a value the schema refuses.
        driver.send(.set(key: "order", value: .name("sideways")))
        driver.send(.set(key: "interval", value: .number(-3)))
        driver.send(.set(key: "interval", value: .name("soon")))
        #expect(driver.session.status.settings == before)
    }
}
