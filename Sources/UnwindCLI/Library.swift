import ArgumentParser
import Foundation
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindRuntime
import UnwindSlideshow

/// `unwind library`: builds or refreshes the library index and shows what a show would play.
struct Library: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Index photo folders for the slideshow, and list what a show would play (orders, filters, memories).",
        discussion: """
            Refreshes the library index in the state folder (the slideshow keeps the same one): \
            only folders whose modification time changed are read, and only new or changed \
            photos are opened. Run it once after copying a large library so the first show \
            starts at once. With --list N it prints the first N photos of a cycle in --order \
            (date taken, memory caption, path), e.g. --order on-this-day --today 2024-06-01.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Photo files and folders (default: `paths` from --config, or the bundled Assets/showcase).")
    var paths: [String] = []

    @Option(help: "TOML config file (the slideshow's); flags given here override it.")
    var config: String?

    @OptionGroup var library: LibraryOptions

    @Option(help: "Order for --list: \(PlaylistOrder.allCases.map(\.rawValue).joined(separator: ", ")) (default: the config's, else shuffle).")
    var order: String?

    @Option(help: "Seed for --list in shuffled orders.")
    var seed: UInt64 = 0

    @Option(help: "Print the first N photos of a cycle.")
    var list: Int = 0

    mutating func validate() throws {
        guard list >= 0 else { throw ValidationError("--list must be ≥ 0, got \(list)") }
    }

    func run() throws {
        global.configureLogging()
        var settings = SlideshowConfig()
        if let config {
            do {
                settings = try SlideshowConfig.load(file: config)
            } catch {
                throw RunFailure(description: error.description)
            }
        }
        try library.apply(to: &settings)
        if let order {
            guard let parsed = PlaylistOrder(rawValue: order) else {
                throw ValidationError("--order must be one of \(PlaylistOrder.allCases.map(\.rawValue).joined(separator: ", ")); got '\(order)'")
            }
            settings.order = parsed
        }
        let roots = try resolvedRoots(settings).map { PhotoPath($0) }
        let index = LibraryOptions.library(settings)
        let start = ContinuousClock.now
        // SIGTERM (a service stopped, Ctrl-C) ends the build between folders: what was
        // listed is kept, and the next run carries on with the rest.
        let changes = index.refresh(roots: roots, excluding: settings.filter.excludedFolders, until: { StopRequest.process.isRaised })
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        for problem in changes.missingRoots { print("missing: \(problem.path) (\(problem.reason))") }
        let records = index.records(under: roots)
        let shown = records.filter { settings.filter.admits($0) }
        let signal = changes.stopped ? StopRequest.process.signal : nil
        let stopped = signal.map { "; stopped by \(StopRequest.name(of: $0)) between folders (the next run carries on)" } ?? ""
        print(
            "library \(index.storage): \(records.count) photos (\(shown.count) in the show), \(changes.added.count) new or changed, "
                + "\(changes.removed.count) gone, \(changes.problems.count) problems; \(changes.foldersListed) folders listed, "
                + "\(changes.filesRead) files read, \(changes.mode.rawValue), in \(String(format: "%.2f", seconds)) s\(stopped)")
        // Like `unwind render`: a run cut short by a signal says so and exits 128 + the signal.
        if let signal { throw ExitCode(128 + signal) }
        if list > 0 { printCycle(records, settings) }
        if case .memory = index.storage, settings.index {
            throw RunFailure(description: "the library index could not be kept (see the warning above)")
        }
        if let failure = changes.failure {
            throw RunFailure(description: "the library index \(index.storage) is incomplete: \(failure); run again when it can be written")
        }
    }

    /// The first `list` photos of a cycle: date taken, memory caption, path.
    private func printCycle(_ records: [PhotoRecord], _ settings: SlideshowConfig) {
        var playlist = Playlist(
            records: records, order: settings.order, seed: seed, filter: settings.filter, today: settings.today,
            recentDays: settings.recentDays)
        let today = playlist.catalog.today
        for _ in 0..<min(list, playlist.count) {
            guard let path = playlist.advance(.forward) else { break }
            let taken = playlist.catalog.dates[path]
            let caption = taken.flatMap { MemoryCaption(taken: $0, today: today) }.map { "\($0)" } ?? "-"
            print("\(taken?.description ?? "undated")\t\(caption)\t\(path)")
        }
    }

    private func resolvedRoots(_ settings: SlideshowConfig) throws -> [String] {
        if !paths.isEmpty { return paths }
        if !settings.paths.isEmpty { return settings.paths }
        guard let bundled = AssetLocator.defaultPhotoFolder() else {
            throw RunFailure(description: "no photo folder given and the bundled photos (Assets/showcase, Assets/photos) were not found; pass a folder")
        }
        return [bundled.path]
    }
}
