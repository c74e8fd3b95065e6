import Foundation
import UnwindConfig
import UnwindInput

/// One setting a running show can change, defined once: its key (the config key, the
/// `--key` flag, the JSON field of `PATCH /api/settings` and of the status, the MQTT command
/// topic and the Home Assistant entity), its kind and range, its default, its label and help.
/// The command line, the config reader, the HTTP API, the phone page, MQTT and Home Assistant
/// discovery all read it from `ControlSchema.settings`, so adding a setting touches one place
/// and every transport accepts and refuses the same values with the same words.
public struct ShowSetting: Sendable, Identifiable {
    /// One entry of a `choice` setting, with the words a person reads for it.
    public struct Choice: Sendable, Equatable {
        /// The value as sent and stored (`date-desc`).
        public var value: String
        /// The English label (the msgid of its translations): "Newest first".
        public var label: String

        /// A choice `value` labelled `label`.
        public init(_ value: String, _ label: String) {
            self.value = value
            self.label = label
        }
    }

    /// What values the setting takes.
    public enum Kind: Sendable {
        /// Seconds inside a range (a number box with a minimum and maximum).
        case seconds(SettingRange)
        /// One of a fixed list.
        case choice([Choice])
        /// Transition names, a style or `random`, at most `maxCount`; empty (or the word
        /// `default` in text) for the default cycle. `problem` names the first unknown name.
        case names(maxCount: Int, problem: @Sendable ([String]) -> String?)
    }

    /// The key every transport uses.
    public let key: String
    /// The MQTT command topic's last level and Home Assistant's object id: the key, except
    /// where an older name is kept so existing Home Assistant setups go on working.
    public let topic: String
    /// What values it takes.
    public let kind: Kind
    /// The value a show starts with when nothing sets it.
    public let defaultValue: SettingValue
    /// The English label (the msgid of its translations): "Seconds per photo".
    public let label: String
    /// One plain sentence a person reads under the setting on the page (a gettext msgid, so
    /// it is translated like the label): "How long each photo stays on the screen."
    public let help: String
    /// What `--help` adds for someone writing a flag or a config line (names, syntax); nil
    /// when the range or the choices say it all.
    public let details: String?

    /// The key, as `Identifiable` wants it.
    public var id: String { key }

    /// A setting; see `ControlSchema.settings` for the real ones.
    public init(key: String, topic: String? = nil, kind: Kind, defaultValue: SettingValue, label: String, help: String, details: String? = nil) {
        self.key = key
        self.topic = topic ?? key
        self.kind = kind
        self.defaultValue = defaultValue
        self.label = label
        self.help = help
        self.details = details
    }

    /// The help for `--help` and the config reference: the sentence, then the details, or the
    /// range and the default for seconds ("How long each photo stays on the screen. Seconds,
    /// at least 1 and at most 86400 (default 10).").
    public var commandLineHelp: String {
        if let details { return help + " " + details }
        switch (kind, defaultValue) {
        case (.seconds(let range), .number(let seconds)): return "\(help) Seconds, \(range) (default \(SettingRange.format(seconds)))."
        case (.choice, .name(let name)): return "\(help) One of \(choiceList) (default \(name))."
        default: return help
        }
    }

    /// The value written as text (a command-line flag, an MQTT payload), checked.
    public func parse(text: String) throws(ControlProblem) -> SettingValue {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch kind {
        case .seconds:
            guard let seconds = Double(trimmed) else { throw ControlProblem(key: key, "\(key) takes seconds, got '\(Self.clip(trimmed))'") }
            return try check(.number(seconds))
        case .choice:
            return try check(.name(trimmed))
        case .names:
            let names = trimmed == "default" ? [] : trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return try check(.names(names))
        }
    }

    /// The value as a JSON body or a TOML file types it (a number, a string, a list of
    /// strings; a single string for `names` counts as a list of one), checked.
    public func parse(json: Any) throws(ControlProblem) -> SettingValue {
        switch kind {
        case .seconds:
            guard let number = (json as? Double) ?? (json as? Int).map(Double.init), !Self.isBoolean(json) else {
                throw ControlProblem(key: key, "\(key) must be a number of seconds")
            }
            return try check(.number(number))
        case .choice:
            guard let name = json as? String else { throw ControlProblem(key: key, "\(key) must be a name: \(choiceList)") }
            return try check(.name(name))
        case .names:
            if let one = json as? String { return try check(.names([one])) }
            guard let list = json as? [Any], let names = list as? [String] else {
                throw ControlProblem(key: key, "\(key) must be a list of transition names")
            }
            return try check(.names(names))
        }
    }

    /// `value` if the setting takes it, else the one message every transport shows.
    public func check(_ value: SettingValue) throws(ControlProblem) -> SettingValue {
        switch (kind, value) {
        case (.seconds(let range), .number(let seconds)):
            guard range.contains(seconds) else {
                throw ControlProblem(key: key, "\(key) must be \(range), got \(SettingRange.format(seconds))")
            }
            return value
        case (.choice(let choices), .name(let name)):
            guard choices.contains(where: { $0.value == name }) else {
                throw ControlProblem(key: key, "\(key) must be one of \(choiceList); got '\(Self.clip(name))'")
            }
            return value
        case (.names(let maxCount, let problem), .names(let names)):
            guard names.count <= maxCount else { throw ControlProblem(key: key, "\(key): at most \(maxCount) names, got \(names.count)") }
            guard names.allSatisfy({ $0.utf8.count <= 256 }) else { throw ControlProblem(key: key, "\(key): a name is longer than 256 bytes") }
            if let problem = problem(names) { throw ControlProblem(key: key, "\(key): \(problem)") }
            return value
        default:
            throw ControlProblem(key: key, "\(key) does not take \(value)")
        }
    }

    /// True for a JSON `true`/`false`: JSONSerialization gives NSNumber for numbers and
    /// booleans alike, and on Linux `1 is Bool` holds, so the number's type code decides.
    static func isBoolean(_ json: Any) -> Bool {
        guard let number = json as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// The choices' values, comma-separated, for messages and `--help`.
    public var choiceList: String {
        guard case .choice(let choices) = kind else { return "" }
        return choices.map(\.value).joined(separator: ", ")
    }

    /// A value from outside cut to a length a log line can hold.
    static func clip(_ text: String) -> String {
        text.count > 64 ? String(text.prefix(64)) + "…" : text
    }
}
