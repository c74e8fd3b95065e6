import UnwindInput

/// The value of every live setting (`ControlSchema.settings`), held once by key: the config
/// keeps one of these, the show reports one in its status, and a status's settings can be sent
/// back unchanged. A setting no one has set reads as its schema default, so a setting added to
/// the schema is carried, reported and coded with no change here.
public struct ShowSettingValues: Sendable, Equatable {
    private var values: [String: SettingValue] = [:]

    /// Every setting at its default.
    public init() {}

    /// The value of `setting`: what was set, else the schema's default.
    public subscript(setting: ShowSetting) -> SettingValue {
        get { values[setting.key] ?? setting.defaultValue }
        set { values[setting.key] = newValue }
    }
}

extension ShowSettingValues: Codable {
    /// A setting's key as a JSON field name.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Each setting as a field of its own (`"interval": 10`, `"order": "shuffle"`), in the
    /// same keyed container as whatever encodes it, so a status keeps its flat JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for setting in ControlSchema.settings {
            let key = Key(stringValue: setting.key)
            switch self[setting] {
            case .number(let seconds): try container.encode(seconds, forKey: key)
            case .name(let name): try container.encode(name, forKey: key)
            case .names(let names): try container.encode(names, forKey: key)
            }
        }
    }

    /// Each setting's field as its kind types it; a missing field keeps the default, and a
    /// value the schema refuses is a decoding error in the schema's words.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init()
        for setting in ControlSchema.settings {
            let key = Key(stringValue: setting.key)
            guard container.contains(key) else { continue }
            let raw: Any =
                switch setting.kind {
                case .seconds: try container.decode(Double.self, forKey: key)
                case .choice: try container.decode(String.self, forKey: key)
                case .names: try container.decode([String].self, forKey: key)
                }
            do {
                self[setting] = try setting.parse(json: raw)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.reason)
            }
        }
    }
}
