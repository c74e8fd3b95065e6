import Foundation
import TOMLKit
import UnwindDraw
import UnwindInput
import UnwindPhotos

/// Reading a show's settings from a TOML file (see `dist/unwind.toml`).
extension SlideshowConfig {
    /// Every top-level key the file may hold.
    public static let knownKeys = [
        "paths", "interval", "transitions", "order", "seed", "fit", "background", "speedy", "overlay",
        "rescan-interval", "max-megapixels", "kiosk", "quit-chord", "fullscreen", "screen-hours", "motion", "motion-zoom",
        "pair", "transition", "breathe",
        "listen", "token-file", "sync", "mqtt",
        "state-dir", "index", "taken-after", "taken-before", "exclude", "recent-days",
    ]
    /// Keys of a `[transition.NAME]` table.
    public static let knownTransitionKeys = ["duration", "speedy", "tile-edge"]

    /// Reads a config file; relative `paths` are taken from the file's folder.
    public static func load(file: String) throws(ConfigError) -> SlideshowConfig {
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = FileManager.default.fileExists(atPath: file) ? "cannot be read" : "no such file"
            throw ConfigError(file: file, line: nil, key: nil, message: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: file, line: nil, key: nil, message: "the file is not UTF-8 text")
        }
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        var config = try parse(text, file: file)
        config.paths = config.paths.map { $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).path }
        config.remote.resolveFiles(relativeTo: base.path)
        return config
    }

    /// Parses TOML text; `file` names the source in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> SlideshowConfig {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(file: file, line: error.source.begin.line, key: nil, message: error.description)
        } catch {
            throw ConfigError(file: file, line: nil, key: nil, message: "\(error)")
        }
        var reader = TOMLReader(text: text, file: file)
        var config = SlideshowConfig()
        for key in table.keys.sorted(by: { reader.line(of: $0, in: nil) ?? 0 < reader.line(of: $1, in: nil) ?? 0 }) {
            guard let value = table[key] else { continue }
            try reader.apply(key, value, to: &config)
        }
        if let after = config.filter.takenAfter, let before = config.filter.takenBefore, after >= before {
            throw reader.fail("taken-before", "must be later than taken-after (\(after)), or no photo could be shown")
        }
        return config
    }
}

/// Checks each value's type and range and reports problems with their line.
struct TOMLReader {
    let text: String
    let file: String
    private(set) var lines: [Substring]

    init(text: String, file: String) {
        self.text = text
        self.file = file
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line where `key` is assigned, inside `[section]` when given.
    func line(of key: String, in section: String?) -> Int? {
        var current: String?
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                current = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t")).replacingOccurrences(of: "\"", with: "")
                continue
            }
            guard current == section || (section == nil && current == nil) else { continue }
            for spelled in [key, "\"\(key)\"", "'\(key)'"] where line.hasPrefix(spelled) {
                let rest = line.dropFirst(spelled.count).drop(while: { $0 == " " || $0 == "\t" })
                if rest.hasPrefix("=") { return index + 1 }
            }
        }
        if let section {
            let header = "[\(section)]"
            if let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "") == header }) {
                return index + 1
            }
        }
        return nil
    }

    func fail(_ key: String, in section: String? = nil, _ message: String) -> ConfigError {
        let shown = section.map { "\($0).\(key)" } ?? key
        return ConfigError(file: file, line: line(of: key, in: section) ?? line(of: shown, in: nil), key: shown, message: message)
    }

    mutating func apply(_ key: String, _ value: TOMLValueConvertible, to config: inout SlideshowConfig) throws(ConfigError) {
        switch key {
        case "paths":
            config.paths = try strings(key, value)
        case "interval":
            config.interval = try number(key, value, above: 0)
        case "transitions":
            if let single = value.string { config.transitions = [single] } else { config.transitions = try strings(key, value) }
        case "order":
            config.order = try choice(key, value, PlaylistOrder.allCases.map(\.rawValue)).flatMap(PlaylistOrder.init(rawValue:)) ?? config.order
        case "seed":
            guard let seed = value.int, seed >= 0 else { throw fail(key, "expected a whole number ≥ 0") }
            config.seed = UInt64(seed)
        case "fit":
            config.fit = try choice(key, value, FitMode.allCases.map(\.rawValue)).flatMap(FitMode.init(rawValue:)) ?? config.fit
        case "background":
            config.background = try choice(key, value, SlideshowConfig.Background.allCases.map(\.rawValue)).flatMap(SlideshowConfig.Background.init(rawValue:)) ?? config.background
        case "speedy":
            config.speedy = try bool(key, value)
        case "overlay":
            let known = SlideshowConfig.OverlayItem.allCases.map(\.rawValue)
            config.overlay = try strings(key, value).map { item throws(ConfigError) in
                guard let parsed = SlideshowConfig.OverlayItem(rawValue: item) else {
                    throw fail(key, "unknown overlay item '\(item)'; expected any of \(known.joined(separator: ", "))")
                }
                return parsed
            }
        case "rescan-interval":
            config.rescanInterval = try number(key, value, above: -1e-12)
        case "max-megapixels":
            config.maxMegapixels = try number(key, value, above: 0)
        case "kiosk":
            config.kiosk = try bool(key, value)
        case "fullscreen":
            config.fullscreen = try bool(key, value)
        case "quit-chord":
            guard let text = value.string, let chord = KeyChord(parsing: text) else {
                throw fail(key, "expected a key chord such as \"ctrl+alt+q\"")
            }
            config.quitChord = chord
        case "screen-hours":
            guard let text = value.string, let hours = ScreenHours(parsing: text) else {
                throw fail(key, "expected hours such as \"07:00-22:30\"")
            }
            config.screenHours = hours
        case "state-dir":
            guard let text = value.string, !text.isEmpty else { throw fail(key, "expected a folder path") }
            config.stateDirectory = text
        case "index":
            config.index = try bool(key, value)
        case "taken-after":
            config.filter.takenAfter = try day(key, value)
        case "taken-before":
            config.filter.takenBefore = try day(key, value)
        case "exclude":
            config.filter.excludedFolders = try strings(key, value).map { pattern throws(ConfigError) in
                guard let glob = FolderGlob(pattern) else { throw fail(key, "an empty folder pattern") }
                return glob
            }
        case "recent-days":
            guard let days = value.int, (1...36500).contains(days) else { throw fail(key, "expected whole days 1...36500") }
            config.recentDays = days
        case "motion":
            config.motion = try choice(key, value, SlideshowConfig.Motion.allCases.map(\.rawValue)).flatMap(SlideshowConfig.Motion.init(rawValue:)) ?? config.motion
        case "motion-zoom":
            let range = SlideshowConfig.motionZoomRange
            guard let number = value.double ?? value.int.map(Double.init), range.contains(number) else {
                throw fail(key, "expected a fraction from \(range.lowerBound) to \(range.upperBound) (0.1 is 10 %)")
            }
            config.motionZoom = number
        case "pair":
            config.pair = try choice(key, value, SlideshowConfig.Pairing.allCases.map(\.rawValue)).flatMap(SlideshowConfig.Pairing.init(rawValue:)) ?? config.pair
        case "transition":
            guard let table = value.table else { throw fail(key, "expected tables such as [transition.blocks]") }
            for name in table.keys {
                guard let entry = table[name]?.table else { throw fail(name, in: "transition", "expected a table [transition.\(name)]") }
                config.overrides[name] = try override(name, entry)
            }
        case "listen", "token-file", "sync", "mqtt":
            try applyRemote(key, value, to: &config.remote)
        case "breathe":
            // The breathing trainer's table (`unwind breathe --config` reads it), so one file
            // can configure a whole device.
            guard value.table != nil else { throw fail(key, "expected a [breathe] table") }
        default:
            throw fail(key, "unknown key; known keys: \(SlideshowConfig.knownKeys.joined(separator: ", "))")
        }
    }

    private func override(_ name: String, _ table: TOMLTable) throws(ConfigError) -> SlideshowConfig.TransitionOverride {
        let section = "transition.\(name)"
        var result = SlideshowConfig.TransitionOverride()
        for key in table.keys {
            guard let value = table[key] else { continue }
            switch key {
            case "duration":
                guard let seconds = value.double ?? value.int.map(Double.init), seconds > 0 else { throw fail(key, in: section, "expected seconds > 0") }
                result.duration = seconds
            case "speedy":
                guard let flag = value.bool else { throw fail(key, in: section, "expected true or false") }
                result.speedy = flag
            case "tile-edge":
                guard let edge = value.double ?? value.int.map(Double.init), edge >= 4 else { throw fail(key, in: section, "expected pixels ≥ 4") }
                result.tileEdge = Float(edge)
            default:
                throw fail(key, in: section, "unknown key; known keys: \(SlideshowConfig.knownTransitionKeys.joined(separator: ", "))")
            }
        }
        return result
    }

    private func number(_ key: String, _ value: TOMLValueConvertible, above minimum: Double) throws(ConfigError) -> Double {
        guard let number = value.double ?? value.int.map(Double.init) else { throw fail(key, "expected a number, got \(value.type)") }
        guard number > minimum, number.isFinite else { throw fail(key, "expected a number > \(max(0, minimum)), got \(number)") }
        return number
    }

    /// A day as a TOML date (`2023-01-01`) or a string (`"2023-01-01"`).
    private func day(_ key: String, _ value: TOMLValueConvertible) throws(ConfigError) -> CalendarDay {
        if let date = value.date, let day = CalendarDay(year: date.year, month: date.month, day: date.day) { return day }
        guard let text = value.string, let day = CalendarDay(parsing: text) else { throw fail(key, "expected a date such as 2023-01-01") }
        return day
    }

    private func bool(_ key: String, _ value: TOMLValueConvertible) throws(ConfigError) -> Bool {
        guard let flag = value.bool else { throw fail(key, "expected true or false, got \(value.type)") }
        return flag
    }

    private func strings(_ key: String, _ value: TOMLValueConvertible) throws(ConfigError) -> [String] {
        guard let array = value.array else { throw fail(key, "expected a list of strings, got \(value.type)") }
        var out: [String] = []
        for element in array {
            guard let string = element.string else { throw fail(key, "expected a list of strings") }
            out.append(string)
        }
        return out
    }

    private func choice(_ key: String, _ value: TOMLValueConvertible, _ allowed: [String]) throws(ConfigError) -> String? {
        guard let string = value.string, allowed.contains(string) else {
            throw fail(key, "expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        return string
    }
}
