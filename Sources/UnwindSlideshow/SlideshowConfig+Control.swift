import TOMLKit
import UnwindConfig
import UnwindControl
import UnwindMedia

/// The settings a running show can change (`ControlSchema.settings`), stored in `live` by the
/// one schema, so the config file checks them exactly as the command line, the HTTP API and
/// MQTT do; the typed properties are what the show's start reads.
extension SlideshowConfig {
    /// Seconds each photo stays on screen before the next transition starts.
    public var interval: Double {
        get { live.interval }
        set { live.interval = newValue }
    }

    /// Transition names in turn; empty for the default cycle, `["random"]` for random picks.
    public var transitions: [String] {
        get { live.transitions }
        set { live.transitions = newValue }
    }

    /// The order photos come in; shuffle unless told otherwise.
    public var order: PlaylistOrder {
        get { live.order }
        set { live.order = newValue }
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
