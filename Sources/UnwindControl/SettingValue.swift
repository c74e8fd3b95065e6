/// A value of one `ShowSetting`, whichever transport carried it: a number of seconds, one
/// name from a list, or a list of names. What a status reports for a setting is one of these,
/// so it can always be sent back unchanged.
public enum SettingValue: Sendable, Equatable, CustomStringConvertible {
    /// Seconds (`interval`).
    case number(Double)
    /// One choice (`order`).
    case name(String)
    /// Several names (`transitions`; empty for the default cycle).
    case names([String])

    /// The value as the command line and MQTT write it: `10`, `shuffle`, `blocks,fade`.
    public var description: String {
        switch self {
        case .number(let seconds): formatNumber(seconds)
        case .name(let name): name
        case .names(let names): names.joined(separator: ",")
        }
    }
}

/// Whole numbers without ".0", as a person writes them.
func formatNumber(_ value: Double) -> String {
    value.isFinite && value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
