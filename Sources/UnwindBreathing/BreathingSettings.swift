import UnwindConfig

/// Breathing settings read from a TOML file: the config types' values by their spec names
/// (`holdDuration = 60`), under `[breathe]` or, in a file of their own, at the top level.
/// Unknown keys, wrong types and out-of-range values are errors naming the file, line and
/// key (`ConfigError`, shared with the slideshow's config).
public struct BreathingSettings: Sendable, Equatable {
    /// How the spiral looks: the defaults with the file's values over them.
    public var visual = SpiralVisualConfig()
    /// The session's timings and haptics: the defaults with the file's values over them.
    public var action = SpiralActionConfig()

    /// The defaults, as a run without a settings file uses them.
    public init() {}

    private typealias Setter = @Sendable (inout BreathingSettings, Double) -> Void

    /// Each key's range (checked with the key's line before any cross-key rule) and setter.
    private static let numbers: [String: (range: SettingRange, set: Setter)] = [
        "holdDuration": (BreathingRanges.holdDuration, { $0.action.holdDuration = $1 }),
        "holdCycleUpDuration": (BreathingRanges.holdCyclePhase, { $0.action.holdCycleUpDuration = $1 }),
        "holdCyclePauseDuration": (BreathingRanges.holdCyclePhase, { $0.action.holdCyclePauseDuration = $1 }),
        "holdCycleDownDuration": (BreathingRanges.holdCyclePhase, { $0.action.holdCycleDownDuration = $1 }),
        "holdCycleRestDuration": (BreathingRanges.holdCyclePhase, { $0.action.holdCycleRestDuration = $1 }),
        "hapticFeedbackDistance": (BreathingRanges.hapticFeedbackDistance, { $0.action.hapticFeedbackDistance = $1 }),
        "hapticBeatInterval": (BreathingRanges.hapticBeatInterval, { $0.action.hapticBeatInterval = $1 }),
        "inhaleTraceDuration": (BreathingRanges.traceDuration, { $0.action.inhaleTraceDuration = $1 }),
        "exhaleTraceDuration": (BreathingRanges.traceDuration, { $0.action.exhaleTraceDuration = $1 }),
        "headSize": (BreathingRanges.headSize, { $0.visual.headSize = $1 }),
        "lineWidth": (BreathingRanges.lineWidth, { $0.visual.lineWidth = $1 }),
        "colorDistanceOffset": (BreathingRanges.colorDistanceOffset, { $0.visual.colorDistanceOffset = $1 }),
        "startRadius": (BreathingRanges.startRadius, { $0.visual.startRadius = $1 }),
        "spacing": (BreathingRanges.spacing, { $0.visual.spacing = $1 }),
        "rotations": (BreathingRanges.rotations, { $0.visual.rotations = $1 }),
        "pointsPerRotation": (BreathingRanges.pointsPerRotation, { $0.visual.pointsPerRotation = Int($1.rounded()) }),
        "touchTolerance": (BreathingRanges.touchTolerance, { $0.visual.touchTolerance = $1 }),
        "pulseScale": (BreathingRanges.pulseScale, { $0.visual.pulseScale = $1 }),
    ]

    /// The keys a file may set.
    public static var keys: [String] { numbers.keys.sorted() }

    /// Reads and validates a settings file.
    public static func load(path: String) throws(ConfigError) -> BreathingSettings {
        try read(ConfigDocument.load(path))
    }

    /// Parses and validates TOML text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> BreathingSettings {
        try read(ConfigDocument(text: text, file: file))
    }

    private static func read(_ document: ConfigDocument) throws(ConfigError) -> BreathingSettings {
        // With a [breathe] table only it is read, so one file can also hold other commands'
        // settings; without one, the whole file is breathing settings.
        var base: [String] = []
        var table = document.root
        if let section = document.root["breathe"] {
            table = try document.table(section, at: ["breathe"], expected: "a [breathe] table")
            base = ["breathe"]
        }
        var settings = BreathingSettings()
        for (key, value) in document.entries(of: table, at: base) {
            guard let setting = numbers[key] else {
                throw document.error(base + [key], "unknown setting; known: \(keys.joined(separator: ", "))")
            }
            setting.set(&settings, try document.number(value, at: base + [key], in: setting.range))
        }
        do {
            try settings.visual.validate()
            try settings.action.validate()
        } catch {
            let written = ([error.key] + error.related).first { document.lines.line(of: base + [$0]) != nil } ?? error.key
            throw document.error(base + [written], error.message).named(error.key)
        }
        return settings
    }
}

extension ConfigError {
    /// The same error shown under another key (a rule over several settings is named by
    /// the rule, placed on the line of one of its settings).
    func named(_ key: String) -> ConfigError {
        var copy = self
        copy.key = key
        return copy
    }
}
