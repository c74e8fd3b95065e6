/// A value of one live setting (a `ShowSetting` of UnwindControl's schema), whichever
/// transport carried it: a number of seconds, one name from a list, or a list of names. What a
/// status reports for a setting is one of these, so it can always be sent back unchanged; it
/// lives here, beside `RemoteCommand`, because a command that sets a setting carries one.
public enum SettingValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Seconds (`interval`).
    case number(Double)
    /// One choice (`order`).
    case name(String)
    /// Several names (`transitions`; empty for the default cycle).
    case names([String])

    /// The seconds, when this is a number.
    public var number: Double? {
        if case .number(let seconds) = self { seconds } else { nil }
    }

    /// The name, when this is one name.
    public var name: String? {
        if case .name(let name) = self { name } else { nil }
    }

    /// The names, when this is a list.
    public var names: [String]? {
        if case .names(let names) = self { names } else { nil }
    }

    /// The value as the command line and MQTT write it: `10`, `shuffle`, `blocks,fade`.
    public var description: String {
        switch self {
        case .number(let seconds): formatNumber(seconds)
        case .name(let name): name
        case .names(let names): names.joined(separator: ",")
        }
    }
}

extension SettingValue {
    /// The value as plain JSON (`15`, `"name"`, `["blocks"]`), as a recording holds it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let seconds): try container.encode(seconds)
        case .name(let name): try container.encode(name)
        case .names(let names): try container.encode(names)
        }
    }

    /// A number, a string or a list of strings, read back as `encode(to:)` wrote it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            self = .number(seconds)
        } else if let name = try? container.decode(String.self) {
            self = .name(name)
        } else {
            self = .names(try container.decode([String].self))
        }
    }
}

/// Whole numbers without ".0", as a person writes them.
func formatNumber(_ value: Double) -> String {
    value.isFinite && value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
