import UnwindMedia
import UnwindPhotos

/// Which photos a show includes: a range of dates taken and folders left out.
///
/// `takenAfter` is inclusive (photos from that day on), `takenBefore` exclusive (photos from
/// before that day), so `--taken-after 2023-01-01 --taken-before 2024-01-01` is the year
/// 2023. When either is set, photos without a date taken are left out: nothing says they
/// belong to the range.
public struct PhotoFilter: Equatable, Sendable {
    /// Which kinds of file a show takes (`--media`).
    public enum Media: String, Sendable, CaseIterable {
        /// Photos and clips.
        case all
        /// Photos only (Live and Motion Photos are photos).
        case photos
        /// Clips only.
        case videos
    }

    /// Photos, clips or both.
    public var media = Media.all
    /// Photos taken on or after this day (inclusive).
    public var takenAfter: CalendarDay?
    /// Photos taken before this day (exclusive).
    public var takenBefore: CalendarDay?
    /// Folders left out.
    public var excludedFolders: [FolderGlob]
    /// Photos hidden from the sofa ("hide this photo"): the library index remembers them,
    /// and no scan, refresh or upload brings them back.
    public var hidden: Set<PhotoPath> = []

    /// A filter; the defaults let every photo through.
    public init(takenAfter: CalendarDay? = nil, takenBefore: CalendarDay? = nil, excludedFolders: [FolderGlob] = []) {
        self.takenAfter = takenAfter
        self.takenBefore = takenBefore
        self.excludedFolders = excludedFolders
    }

    /// True when nothing is filtered.
    public var isEmpty: Bool { takenAfter == nil && takenBefore == nil && excludedFolders.isEmpty && hidden.isEmpty && media == .all }

    /// True when the filter needs each photo's date taken.
    public var needsDates: Bool { takenAfter != nil || takenBefore != nil }

    /// True when a photo taken at `taken` under `path` is in the show.
    public func admits(_ path: PhotoPath, taken: PhotoDate?) -> Bool {
        if media != .all, PhotoScanner.looksLikeClip(path) != (media == .videos) { return false }
        if needsDates {
            guard let day = taken?.day else { return false }
            if let takenAfter, day < takenAfter { return false }
            if let takenBefore, day >= takenBefore { return false }
        }
        return !hidden.contains(path) && !excludedFolders.contains { $0.excludes(path) }
    }

    /// True when a record is in the show.
    public func admits(_ record: PhotoRecord) -> Bool {
        admits(record.path, taken: record.taken)
    }
}
