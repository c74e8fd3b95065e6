import Foundation
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// Where a show's photos come from at the start: the library index when it is warm (no
/// folder walk, no EXIF reads: the first photo is on screen in well under a second with
/// 100,000 photos), else a scan; and the cycle the last run saved, to carry on from.
public struct SlideshowStart: Sendable {
    /// The index the show keeps (in a file, or in memory).
    public let library: PhotoLibrary
    /// The photos to start with (from the index, or a scan) and the files known to be bad.
    public private(set) var scan: PhotoScanner.Result
    /// The same photos with their dates, where known.
    public private(set) var records: [PhotoRecord]
    /// The cycle and place the last run saved.
    public let saved: SavedCycle?
    /// True when the photos came from the index rather than a scan.
    public let fromIndex: Bool
    /// Photos hidden from the sofa and favourites, as the index remembers them.
    public var curation = PhotoLibrary.Curation()
    /// Network sources' caches (WebDAV shares): their cached photos join the start, and the
    /// show takes what they download or drop at each rescan.
    public private(set) var feeds: [any PhotoFeed] = []

    /// This start with the photos `feeds` hold now, and the feeds for the show to follow.
    public func joining(_ feeds: [any PhotoFeed]) -> SlideshowStart {
        guard !feeds.isEmpty else { return self }
        var start = self
        let fed = feeds.flatMap(\.current)
        start.feeds = feeds
        start.scan = PhotoScanner.Result(photos: scan.photos + fed.map(\.path), skipped: scan.skipped, missing: scan.missing)
        start.records = records + fed
        return start
    }

    /// True when a stop request (SIGTERM) cut the scan short: the show is ending, and starts
    /// from no photos at all.
    public var stopped: Bool { scan.stopped }

    /// Reads what `library` knows about `roots` (one query), or scans them when it knows
    /// nothing yet (a first start, or `--index off`). Call it off the render thread.
    /// `stop` ends a scan between folders (and its date reads between files), so a show
    /// signalled during its first scan of a huge or slow tree leaves within the second.
    public static func load(
        library: PhotoLibrary, roots: [String], settings: SlideshowConfig, until stop: (@Sendable () -> Bool)? = nil
    ) -> SlideshowStart {
        let paths = roots.map { PhotoPath($0) }
        let indexed = library.records(under: paths)
        let saved = library.restoreCycle()
        let curation = library.curation()
        guard indexed.isEmpty else {
            let scan = PhotoScanner.Result(photos: indexed.map(\.path), skipped: library.skipped(under: paths), missing: [])
            var start = SlideshowStart(library: library, scan: scan, records: indexed, saved: saved, fromIndex: true)
            start.curation = curation
            return start
        }
        var scanner = PhotoScanner(roots: paths)
        scanner.excluded = settings.filter.excludedFolders
        var scan = scanner.scan(until: stop)
        // Stopped: the run ends at its first frame, so the show is built on nothing rather
        // than sorting and ordering the part found (seconds with tens of thousands of photos).
        if scan.stopped { scan.photos = [] }
        let records = PhotoRecord.read(scan.photos, readDates: settings.needsDates, until: stop)
        var start = SlideshowStart(library: library, scan: scan, records: records, saved: saved, fromIndex: false)
        start.curation = curation
        return start
    }

    /// One line for the log: where the index is and what the show starts from.
    public var summary: String {
        let source = fromIndex ? "\(records.count) photos from the index" : "\(scan.photos.count) photos from a scan (the index is built in the background)"
        let resume = saved.map { "; resuming a cycle of \($0.cycle.count) at \($0.position + 1)" } ?? ""
        return "library index \(library.storage): \(source)\(resume)"
    }
}

extension SlideshowScene {
    /// A scene that starts from `start`, keeping its library up to date through `worker`;
    /// `makesThumbnails` for the remote control's current-photo picture.
    public convenience init(roots: [String], config: SlideshowConfig, start: SlideshowStart, worker: LibraryWorker, makesThumbnails: Bool = false) {
        var config = config
        config.filter.hidden.formUnion(start.curation.hidden)
        config.favorites.formUnion(start.curation.favorites)
        self.init(
            roots: roots, config: config, initialScan: start.scan, records: start.records, resuming: start.saved, library: worker,
            makesThumbnails: makesThumbnails)
        feed.photoFeeds = start.feeds
    }
}
