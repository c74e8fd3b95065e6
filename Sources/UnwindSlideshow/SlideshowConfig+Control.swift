import TOMLKit
import UnwindConfig
import UnwindControl
import UnwindMedia

/// The settings a running show can change (`ControlSchema.settings`), read and written
/// through the one schema, so the config file checks `interval`, `transitions` and `order`
/// exactly as the command line, the HTTP API and MQTT do.
extension SlideshowConfig {
    /// What the config holds for `setting`, as the status reports it.
    public func value(of setting: ShowSetting) -> SettingValue? {
        switch setting.key {
        case ControlSchema.interval.key: .number(interval)
        case ControlSchema.transitions.key: .names(transitions)
        case ControlSchema.order.key: .name(order.rawValue)
        default: nil
        }
    }

    /// Sets `setting` to a value the schema has checked.
    public mutating func set(_ setting: ShowSetting, to value: SettingValue) {
        switch (setting.key, value) {
        case (ControlSchema.interval.key, .number(let seconds)): interval = seconds
        case (ControlSchema.transitions.key, .names(let names)): transitions = names
        case (ControlSchema.order.key, .name(let name)): order = PlaylistOrder(rawValue: name) ?? order
        default: break
        }
    }

    /// A TOML value as the schema's JSON-like input: a number, a string or a list of strings.
    static func plain(_ value: TOMLValueConvertible) -> Any {
        if let number = value.double ?? value.int.map(Double.init) { return number }
        if let string = value.string { return string }
        if let array = value.array { return array.map { $0.string.map { $0 as Any } ?? $0.type.description as Any } }
        if let flag = value.bool { return flag }
        return value.type.description
    }
}
