import UnwindPhotos
import UnwindSync

/// The show's folders on this machine as a `PhotoSource`, without the library index
/// (`--index off`, tests): each look walks the roots with `PhotoScanner` and compares what it
/// finds with the look before by path and `FileIdentity`, so the changes it reports are the
/// same as the index's, only found by a full walk.
public final class LocalFolderSource: PhotoSource {
    /// Always `MediaID.local`: keys are the files' paths.
    public let name = MediaID.local
    private let scanner: PhotoScanner
    private let readDates: Bool
    private let known = Locked<[PhotoPath: FileIdentity?]>([:])

    /// A source over `scanner`'s roots; `readDates` reads each new or changed photo's EXIF
    /// date (the date orders need it; name and shuffle skip the reads).
    public init(scanner: PhotoScanner, readDates: Bool) {
        self.scanner = scanner
        self.readDates = readDates
    }

    /// Walks the roots and reports the photos that came, changed (a new identity) or went.
    /// Photos under a root that is missing now are reported removed, as the index reports
    /// them, with the root in `missing`: the show keeps them until the root is back.
    /// A photo whose file cannot be stat'ed between the walk and the look is reported with
    /// no version, and as changed once it can.
    public func refresh() -> MediaChangeSet {
        let scan = scanner.scan()
        var seen: [PhotoPath: FileIdentity?] = [:]
        seen.reserveCapacity(scan.photos.count)
        var changes: [MediaChange] = []
        known.withLock { known in
            for path in scan.photos {
                let identity = FileIdentity.of(path)
                seen[path] = identity
                let before = known.index(forKey: path).map { known.values[$0] }
                guard before == nil || before != identity else { continue }
                let item = MediaItem(id: MediaID(local: path), taken: date(path), version: identity)
                changes.append(before == nil ? .added(item) : .changed(item))
            }
            for path in known.keys where seen.index(forKey: path) == nil {
                changes.append(.removed(MediaID(local: path)))
            }
            known = seen
        }
        return MediaChangeSet(changes: changes, problems: scan.skipped, missing: scan.missing)
    }

    /// The file itself, for the decoders to open read-only; `size` is left to the decoder.
    public func open(_ id: MediaID, fitting size: MediaSize?) throws(MediaError) -> MediaBytes {
        guard let path = id.localPath else { throw .foreign(id) }
        return .file(path)
    }

    private func date(_ path: PhotoPath) -> PhotoDate? {
        readDates ? PhotoMetadata.read(path: path).takenDate : nil
    }
}
