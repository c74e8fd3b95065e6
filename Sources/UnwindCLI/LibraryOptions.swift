import ArgumentParser
import Foundation
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// The library index, filter and memory options shared by `unwind slideshow` and
/// `unwind library`; each overrides its key in the config file.
struct LibraryOptions: ParsableArguments {
    @Option(help: "Folder of the library index (default: $STATE_DIRECTORY, $XDG_STATE_HOME/unwind, or ~/.local/state/unwind). Never a photo folder.")
    var stateDir: String?

    @Option(help: "on (default): keep a library index of the photos across restarts; off: scan into memory at every start.")
    var index: String?

    @Option(help: "Only photos taken on or after this day (YYYY-MM-DD, EXIF date taken); undated photos are left out.")
    var takenAfter: String?

    @Option(help: "Only photos taken before this day (YYYY-MM-DD); undated photos are left out.")
    var takenBefore: String?

    @Option(help: "photos, videos or all (default): which files the show takes; Live and Motion Photos count as photos.")
    var media: String?

    @Option(help: "Leave out folders matching a glob: a name (Screenshots, *-private) at any depth, or a path pattern with / (*/raw). Repeatable.")
    var exclude: [String] = []

    @Option(help: "The day memories count from (YYYY-MM-DD; default: today), for on-this-day and recent.")
    var today: String?

    @Option(help: "Photos taken this many days back or less count as recent for --order recent (default 30).")
    var recentDays: Int?

    /// Applies the options given on the command line over `settings`.
    func apply(to settings: inout SlideshowConfig) throws {
        if let stateDir {
            guard !stateDir.isEmpty else { throw ValidationError("--state-dir needs a folder") }
            settings.stateDirectory = stateDir
        }
        if let index {
            switch index {
            case "on": settings.index = true
            case "off": settings.index = false
            default: throw ValidationError("--index must be on or off, got '\(index)'")
            }
        }
        if let media {
            guard let kind = PhotoFilter.Media(rawValue: media) else { throw ValidationError("--media must be photos, videos or all, got '\(media)'") }
            settings.filter.media = kind
        }
        if let takenAfter { settings.filter.takenAfter = try Self.day(takenAfter, "--taken-after") }
        if let takenBefore { settings.filter.takenBefore = try Self.day(takenBefore, "--taken-before") }
        if !exclude.isEmpty {
            settings.filter.excludedFolders = try exclude.map { pattern in
                guard let glob = FolderGlob(pattern) else { throw ValidationError("--exclude needs a folder pattern, got an empty one") }
                return glob
            }
        }
        if let today { settings.today = try Self.day(today, "--today") }
        if let recentDays {
            guard (1...36500).contains(recentDays) else { throw ValidationError("--recent-days must be 1...36500, got \(recentDays)") }
            settings.recentDays = recentDays
        }
        if let after = settings.filter.takenAfter, let before = settings.filter.takenBefore, after >= before {
            throw ValidationError("--taken-before (\(before)) must be later than --taken-after (\(after)): no photo could be shown")
        }
    }

    /// The state directory to use for `settings`, or nil when none is known.
    static func stateDirectory(_ settings: SlideshowConfig) -> String? {
        StateDirectory.resolve(explicit: settings.stateDirectory, environment: ProcessInfo.processInfo.environment)
    }

    /// The library for `settings`: the index in the state directory, or memory with `--index off`.
    /// A show (`forShow`) does not wait for an index another process holds locked: it
    /// starts from a scan and takes the index over when it is free (`PhotoLibrary.openForShow`).
    static func library(_ settings: SlideshowConfig, forShow: Bool = false) -> PhotoLibrary {
        guard settings.index else { return .inMemory(reason: "index off") }
        guard let directory = stateDirectory(settings) else { return .inMemory(reason: "no state directory (HOME is not set)") }
        return forShow ? .openForShow(stateDirectory: directory) : .open(stateDirectory: directory)
    }

    private static func day(_ text: String, _ option: String) throws -> CalendarDay {
        guard let day = CalendarDay(parsing: text) else { throw ValidationError("\(option) must be a date such as 2023-01-01, got '\(text)'") }
        return day
    }
}
