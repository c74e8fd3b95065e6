import Foundation
import TOMLKit
import UnwindConfig
import UnwindControl
import UnwindDraw
import UnwindInput
import UnwindMedia
import UnwindPhotos

/// Reading a show's settings from a TOML file (see `dist/unwind.toml`).
extension SlideshowConfig {
    /// Every top-level key the file may hold.
    public static let knownKeys =
        ["paths"] + ControlSchema.settings.map(\.key) + [
            "seed", "fit", "background", "speedy", "overlay",
            "rescan-interval", "max-megapixels", "memory-limit", "frame-budget", "fade-in", "kiosk", "quit-chord", "fullscreen", "rotate", "screen-hours",
            "motion",
            "motion-zoom",
            "pair", "transition", "breathe",
            "listen", "token-file", "host-names", "sync", "mqtt", "upload-folder", "upload-max-mb",
            "user", "password-file", "ca-file", "cache-max-mb",
            "state-dir", "index", "taken-after", "taken-before", "exclude", "recent-days",
            "video-max-seconds", "live-photos", "media", "video-sound", "video-volume",
        ] + ScreenSettings.keys
    /// Keys of a `[transition.NAME]` table.
    public static let knownTransitionKeys = ["duration", "speedy", "tile-edge"]

    /// Reads a config file; relative `paths` are taken from the file's folder.
    public static func load(file: String) throws(ConfigError) -> SlideshowConfig {
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        var config = try read(ConfigDocument.load(file))
        // A network folder (`https://…`, `webdav://…`) is a URL, not a path under the file's folder.
        config.paths = config.paths.map { $0.hasPrefix("/") || $0.contains("://") ? $0 : base.appendingPathComponent($0).path }
        config.remote.resolveFiles(relativeTo: base.path)
        config.network.resolveFiles(relativeTo: base.path)
        return config
    }

    /// Parses TOML text; `file` names the source in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> SlideshowConfig {
        try read(ConfigDocument(text: text, file: file))
    }

    private static func read(_ document: ConfigDocument) throws(ConfigError) -> SlideshowConfig {
        let reader = TOMLReader(document: document)
        var config = SlideshowConfig()
        for (key, value) in document.entries(of: document.root, at: []) {
            try reader.apply(key, value, to: &config)
        }
        if let after = config.filter.takenAfter, let before = config.filter.takenBefore, after >= before {
            throw reader.fail("taken-before", message: "must be later than taken-after (\(after)), or no photo could be shown")
        }
        return config
    }
}

/// Checks each value's type and range and reports problems with their line.
struct TOMLReader {
    let document: ConfigDocument
    private typealias Ranges = SlideshowConfig.Ranges

    func fail(_ path: String..., message: String) -> ConfigError {
        document.error(path, message)
    }

    func apply(_ key: String, _ value: TOMLValueConvertible, to config: inout SlideshowConfig) throws(ConfigError) {
        let d = document, path = [key]
        switch key {
        case "paths":
            config.paths = try d.strings(value, at: path, maxCount: Ranges.maxPaths)
        case _ where ControlSchema.setting(key) != nil:
            // interval, transitions, order: checked by the one schema every transport uses.
            guard let setting = ControlSchema.setting(key) else { return }
            do throws(ControlProblem) {
                config.live[setting] = try setting.parse(json: SlideshowConfig.plain(value))
            } catch {
                throw fail(key, message: error.reason)
            }
        case "seed":
            config.seed = UInt64(try d.integer(value, at: path, in: 0...Int.max))
        case "fit":
            config.fit = FitMode(rawValue: try d.choice(value, at: path, FitMode.allCases.map(\.rawValue))) ?? config.fit
        case "background":
            config.background =
                SlideshowConfig.Background(rawValue: try d.choice(value, at: path, SlideshowConfig.Background.allCases.map(\.rawValue))) ?? config.background
        case "speedy":
            config.speedy = try d.bool(value, at: path)
        case "overlay":
            let known = SlideshowConfig.OverlayItem.allCases.map(\.rawValue)
            config.overlay = try d.strings(value, at: path, maxCount: 16).map { item throws(ConfigError) in
                guard let parsed = SlideshowConfig.OverlayItem(rawValue: item) else {
                    throw fail(key, message: "unknown overlay item '\(item)'; expected any of \(known.joined(separator: ", "))")
                }
                return parsed
            }
        case "rescan-interval":
            config.rescanInterval = try d.number(value, at: path, in: Ranges.rescanInterval)
        case "frame-budget":
            config.frameBudget = try d.number(value, at: path, in: Ranges.frameBudget)
        case "fade-in":
            config.fadeIn = try d.number(value, at: path, in: Ranges.fadeIn)
        case "video-max-seconds":
            config.videoMaxSeconds = try d.number(value, at: path, in: Ranges.videoMaxSeconds)
        case "video-sound":
            config.videoSound = try d.bool(value, at: path)
        case "video-volume":
            config.videoVolume = try d.integer(value, at: path, in: Ranges.videoVolume)
        case "max-megapixels":
            config.maxMegapixels = try d.number(value, at: path, in: Ranges.maxMegapixels)
        case "memory-limit":
            config.memoryLimit = try d.number(value, at: path, in: Ranges.memoryLimit)
        case "kiosk":
            config.kiosk = try d.bool(value, at: path)
        case "fullscreen":
            config.fullscreen = try d.bool(value, at: path)
        case "rotate":
            guard let rotation = PanelRotation(degrees: try d.integer(value, at: path, in: 0...270)) else {
                throw fail(key, message: "expected 0, 90, 180 or 270 (degrees clockwise)")
            }
            config.rotate = rotation
        case "quit-chord":
            guard let text = value.string, let chord = KeyChord(parsing: text) else {
                throw fail(key, message: "expected a key chord such as \"ctrl+alt+q\"")
            }
            config.quitChord = chord
        case "screen-hours":
            guard let text = value.string, let hours = ScreenHours(parsing: text) else {
                throw fail(key, message: "expected hours such as \"07:00-22:30\" (HH:MM-HH:MM, 00:00 to 24:00)")
            }
            config.screenHours = hours
        case "user":
            let text = try d.string(value, at: path)
            guard !text.isEmpty else { throw fail(key, message: "expected a user name") }
            config.network.user = text
        case "password-file", "ca-file":
            let text = try d.string(value, at: path)
            guard !text.isEmpty else { throw fail(key, message: "expected a file name") }
            if key == "password-file" { config.network.passwordFile = text } else { config.network.caFile = text }
        case "cache-max-mb":
            config.network.cacheMaxMB = try d.integer(value, at: path, in: NetworkFolderOptions.cacheMaxMBRange)
        case "state-dir":
            let text = try d.string(value, at: path)
            guard !text.isEmpty else { throw fail(key, message: "expected a folder path") }
            config.stateDirectory = text
        case "index":
            config.index = try d.bool(value, at: path)
        case "media":
            let kinds = PhotoFilter.Media.allCases.map(\.rawValue)
            config.filter.media = PhotoFilter.Media(rawValue: try d.choice(value, at: path, kinds)) ?? config.filter.media
        case "taken-after":
            config.filter.takenAfter = try day(key, value)
        case "taken-before":
            config.filter.takenBefore = try day(key, value)
        case "exclude":
            config.filter.excludedFolders = try d.strings(value, at: path, maxCount: 256).map { pattern throws(ConfigError) in
                guard let glob = FolderGlob(pattern) else { throw fail(key, message: "an empty folder pattern") }
                return glob
            }
        case "recent-days":
            config.recentDays = try d.integer(value, at: path, in: 1...36500)
        case "motion":
            config.motion = SlideshowConfig.Motion(rawValue: try d.choice(value, at: path, SlideshowConfig.Motion.allCases.map(\.rawValue))) ?? config.motion
        case "motion-zoom":
            config.motionZoom = try d.number(value, at: path, in: SettingRange(SlideshowConfig.motionZoomRange))
        case "live-photos":
            let modes = SlideshowConfig.LivePhotoMode.allCases.map(\.rawValue)
            config.livePhotos = SlideshowConfig.LivePhotoMode(rawValue: try d.choice(value, at: path, modes)) ?? config.livePhotos
        case "pair":
            config.pair = SlideshowConfig.Pairing(rawValue: try d.choice(value, at: path, SlideshowConfig.Pairing.allCases.map(\.rawValue))) ?? config.pair
        case "transition":
            let table = try d.table(value, at: path, expected: "tables such as [transition.blocks]")
            for (name, entry) in d.entries(of: table, at: path) {
                let inner = try d.table(entry, at: [key, name], expected: "a table [transition.\(name)]")
                config.overrides[name] = try override(name, inner)
            }
        case _ where ScreenSettings.keys.contains(key):
            try applyScreen(key, value, to: &config.screen)
        case "listen", "token-file", "host-names", "sync", "mqtt", "upload-folder", "upload-max-mb":
            try applyRemote(key, value, to: &config.remote)
        case "breathe":
            // The breathing trainer's table (`unwind breathe --config` reads it), so one file
            // can configure a whole device.
            _ = try d.table(value, at: path, expected: "a [breathe] table")
        default:
            throw fail(key, message: "unknown key; known keys: \(SlideshowConfig.knownKeys.joined(separator: ", "))")
        }
    }

    private func override(_ name: String, _ table: TOMLTable) throws(ConfigError) -> SlideshowConfig.TransitionOverride {
        let d = document
        var result = SlideshowConfig.TransitionOverride()
        for (key, value) in d.entries(of: table, at: ["transition", name]) {
            let path = ["transition", name, key]
            switch key {
            case "duration":
                result.duration = try d.number(value, at: path, in: Ranges.transitionDuration)
            case "speedy":
                result.speedy = try d.bool(value, at: path)
            case "tile-edge":
                result.tileEdge = Float(try d.number(value, at: path, in: Ranges.tileEdge))
            default:
                let nested = value.table != nil ? " (tables do not nest here)" : ""
                throw d.error(path, "unknown key\(nested); known keys: \(SlideshowConfig.knownTransitionKeys.joined(separator: ", "))")
            }
        }
        return result
    }

    /// A day as a TOML date (`2023-01-01`) or a string (`"2023-01-01"`).
    private func day(_ key: String, _ value: TOMLValueConvertible) throws(ConfigError) -> CalendarDay {
        if let date = value.date, let day = CalendarDay(year: date.year, month: date.month, day: date.day) { return day }
        guard let text = value.string, let day = CalendarDay(parsing: text) else { throw fail(key, message: "expected a date such as 2023-01-01") }
        return day
    }

    /// An error at a top-level key.
    func fail(_ key: String, _ message: String) -> ConfigError {
        document.error([key], message)
    }

    /// An error at `key` inside the table `section`.
    func fail(_ key: String, in section: String, _ message: String) -> ConfigError {
        document.error([section, key], message)
    }
}
