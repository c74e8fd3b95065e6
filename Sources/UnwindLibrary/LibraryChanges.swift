import UnwindMedia
import UnwindPhotos

/// What a refresh of the index changed, for the playlist (`Playlist.apply(added:removed:)`)
/// and the log.
public struct LibraryChanges: Equatable, Sendable {
    /// How the refresh looked at the folders.
    public enum Mode: String, Equatable, Sendable {
        /// Every folder's mtime was compared; changed ones were listed.
        case polled
        /// Only folders inotify reported were listed (local file systems, no lost events).
        case watched
        /// Every folder was listed again (first run with new exclusions, or lost events).
        case relisted
        /// Nothing was looked at (no database).
        case none
    }

    /// New photos, changed ones (their date may differ) and those of folders that came back.
    public var added: [PhotoRecord] = []
    /// Photos deleted, skipped as bad, or in folders that went away or cannot be reached.
    public var removed: [PhotoPath] = []
    /// Problems met on the way: unreadable folders, broken links, unreadable headers.
    public var problems: [SkippedFile] = []
    /// Roots that do not exist or are neither file nor folder (an unmounted NAS).
    public var missingRoots: [SkippedFile] = []
    /// Folders whose entries were read.
    public var foldersListed = 0
    /// Files whose EXIF and header were read (new or changed).
    public var filesRead = 0
    /// How the folders were looked at.
    public var mode = Mode.none
    /// Stamps of files the show asked about by name (broken and vanished ones it may try
    /// again: a refresh lists only changed folders, so it would not see them change);
    /// files that are not there have none.
    public var stamps: [PhotoPath: FileIdentity] = [:]
    /// Why the refresh stopped before it was done (a full disk, an I/O error, a read-only or
    /// locked index), nil when it finished. What it wrote is kept folder by folder, and the
    /// next refresh carries on from there.
    public var failure: String?
    /// True when the refresh was asked to stop (SIGTERM) and ended between folders: what it
    /// wrote is whole, and the next refresh lists the folders it did not reach.
    public var stopped = false
    /// Set when this refresh took over the index file that was locked when the show started
    /// (`PhotoLibrary.openForShow`): its hidden photos and favourites, the show's own of
    /// this run included, for the show to adopt. Nil otherwise.
    public var curation: PhotoLibrary.Curation?

    /// No changes (what a refresh starts from).
    public init() {}

    /// True when the show has nothing to do.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}

extension LibraryChanges {
    /// The changes as the show takes them (`ShowSession.changed`).
    public var forShow: PhotoChanges {
        var changes = PhotoChanges(added: added, removed: removed, problems: problems, missing: missingRoots, stamps: stamps)
        changes.hidden = curation?.hidden
        changes.favorites = curation?.favorites
        return changes
    }

    /// Reads the stamps of `paths` (those that exist), for `stamps`.
    public static func stamps(of paths: Set<PhotoPath>) -> [PhotoPath: FileIdentity] {
        var out: [PhotoPath: FileIdentity] = [:]
        for path in paths {
            if let stamp = FileIdentity.of(path) { out[path] = stamp }
        }
        return out
    }
}
