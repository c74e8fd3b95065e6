import Foundation
import TOMLKit

/// Breathing settings read from a TOML file: the config types' values by their spec names
/// (`holdDuration = 60`), under `[breathe]` or, in a file of their own, at the top level.
/// Unknown keys, wrong types
/// and out-of-range values are errors naming the file, line and key.
public struct BreathingSettings: Sendable, Equatable {
    public var visual = SpiralVisualConfig()
    public var action = SpiralActionConfig()

    public init() {}

    private typealias Setter = @Sendable (inout BreathingSettings, Double) -> Void

    private static let numbers: [String: Setter] = [
        "holdDuration": { $0.action.holdDuration = $1 },
        "holdCycleUpDuration": { $0.action.holdCycleUpDuration = $1 },
        "holdCyclePauseDuration": { $0.action.holdCyclePauseDuration = $1 },
        "holdCycleDownDuration": { $0.action.holdCycleDownDuration = $1 },
        "holdCycleRestDuration": { $0.action.holdCycleRestDuration = $1 },
        "hapticFeedbackDistance": { $0.action.hapticFeedbackDistance = $1 },
        "hapticBeatInterval": { $0.action.hapticBeatInterval = $1 },
        "inhaleTraceDuration": { $0.action.inhaleTraceDuration = $1 },
        "exhaleTraceDuration": { $0.action.exhaleTraceDuration = $1 },
        "headSize": { $0.visual.headSize = $1 },
        "lineWidth": { $0.visual.lineWidth = $1 },
        "colorDistanceOffset": { $0.visual.colorDistanceOffset = $1 },
        "startRadius": { $0.visual.startRadius = $1 },
        "spacing": { $0.visual.spacing = $1 },
        "rotations": { $0.visual.rotations = $1 },
        "pointsPerRotation": { $0.visual.pointsPerRotation = Int($1) },
        "touchTolerance": { $0.visual.touchTolerance = $1 },
        "pulseScale": { $0.visual.pulseScale = $1 },
    ]

    /// The keys a file may set.
    public static var keys: [String] { numbers.keys.sorted() }

    /// Reads and validates a settings file.
    public static func load(path: String) throws(BreathingSettingsError) -> BreathingSettings {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw BreathingSettingsError(file: path, line: nil, key: nil, message: "cannot read the file as UTF-8 text")
        }
        return try parse(text, file: path)
    }

    /// Parses and validates TOML text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(BreathingSettingsError) -> BreathingSettings {
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw BreathingSettingsError(file: file, line: error.source.begin.line, key: nil, message: error.description)
        } catch {
            throw BreathingSettingsError(file: file, line: nil, key: nil, message: "\(error)")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of key: String) -> Int? {
            lines.firstIndex { raw in
                let l = raw.drop { $0 == " " || $0 == "\t" }
                guard l.hasPrefix(key) else { return false }
                return l.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }.hasPrefix("=")
            }.map { $0 + 1 }
        }
        var settings = BreathingSettings()
        // With a [breathe] table only it is read, so one file can also hold other commands'
        // settings; without one, the whole file is breathing settings.
        var entries: [(String, TOMLValueConvertible)] = []
        if let section = root["breathe"]?.table {
            for key in section.keys { if let value = section[key] { entries.append((key, value)) } }
        } else {
            for key in root.keys { if let value = root[key] { entries.append((key, value)) } }
        }
        for (key, value) in entries {
            guard let setter = numbers[key] else {
                throw BreathingSettingsError(file: file, line: line(of: key), key: key, message: "unknown setting; known: \(keys.joined(separator: ", "))")
            }
            guard let number = value.double ?? value.int.map(Double.init) else {
                throw BreathingSettingsError(file: file, line: line(of: key), key: key, message: "expected a number, got \(value.type)")
            }
            setter(&settings, number)
        }
        do {
            try settings.visual.validate()
            try settings.action.validate()
        } catch {
            throw BreathingSettingsError(file: file, line: line(of: error.key), key: error.key, message: error.description)
        }
        return settings
    }
}

/// A settings file problem as one line: `file:line: key: message`.
public struct BreathingSettingsError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let key: String?
    public let message: String

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let key, !message.hasPrefix(key) { text += "\(key): " }
        return text + message
    }
}
