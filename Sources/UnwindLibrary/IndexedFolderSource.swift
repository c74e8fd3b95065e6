import UnwindMedia
import UnwindPhotos

/// The show's folders through the library index, as a `PhotoSource`: each look is the
/// index's incremental refresh (only folders whose mtime changed or that inotify reported
/// are listed, only new or changed files are read), so a look that found nothing costs
/// microseconds however many photos the folders hold.
///
/// The index does not tell a new photo from a changed one (both are rows to read again),
/// so both are reported as `.added`; the show takes added and changed photos alike.
public final class IndexedFolderSource: PhotoSource {
    /// Always `MediaID.local`: the index keys photos by path.
    public let name = MediaID.local
    private let library: PhotoLibrary
    private let roots: [PhotoPath]
    private let excluded: [FolderGlob]

    /// A source over `roots` (less `excluded` folders), indexed in `library`.
    public init(library: PhotoLibrary, roots: [PhotoPath], excluding excluded: [FolderGlob] = []) {
        self.library = library
        self.roots = roots
        self.excluded = excluded
    }

    /// Refreshes the index and reports what it found changed, with its problems; roots that
    /// cannot be reached are `missing` (their photos are reported removed, and the show keeps
    /// them until the root is back).
    public func refresh() -> MediaChangeSet {
        let found = library.refresh(roots: roots, excluding: excluded)
        var changes = found.added.map { record in
            MediaChange.added(MediaItem(id: MediaID(local: record.path), taken: record.taken))
        }
        changes += found.removed.map { .removed(MediaID(local: $0)) }
        return MediaChangeSet(changes: changes, problems: found.problems, missing: found.missingRoots)
    }

    /// The file itself, for the decoders to open read-only.
    public func open(_ id: MediaID, fitting size: MediaSize?) throws(MediaError) -> MediaBytes {
        guard let path = id.localPath else { throw .foreign(id) }
        return .file(path)
    }
}
