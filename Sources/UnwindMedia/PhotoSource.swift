import UnwindPhotos

/// Where a show's photos come from: a source lists its items as changes keyed by `MediaID`
/// and hands out each item's bytes, so the show, the library index and the decode job never
/// branch on what kind of source a photo came from.
///
/// Today's conformers are the local folders (`LocalFolderSource`: a scan compared with the
/// one before), the library index over the same folders (`IndexedFolderSource` in
/// UnwindLibrary: the index's incremental refresh, woken by inotify through its
/// `FolderWatcher`) and WebDAV shares (`WebDAVSource` in UnwindWebDAV):
///
/// - **WebDAV**: `name` is the server (`webdav:host:port`), keys are paths on the server; a look
///   is a `PROPFIND` walk (depth 1 per folder) compared with the one before by ETag (the item's
///   `version`), a server that does not answer goes into `missing` (its photos stay), and
///   `open` materializes the photo into the share's bounded cache and returns the cached
///   `.file` for the same decoders as local photos. The show, which runs on paths today, gets
///   those files through a `PhotoFeed` (`WebDAVFeed` downloads ahead).
/// - **Immich** (designed, not built: there is no real server to test against, and a client
///   tested only against a mock does not count as done): keys are asset ids,
///   which are not paths and carry no extension, so formats are found by content
///   (`ImageHeader`), never by name; a look pages through the assets changed since the last
///   one (an album, a person, or the server's memories of the day, each asset's `updatedAt`
///   its version); `open(_:fitting:)` asks
///   the server for a thumbnail at the size the photo takes on screen instead of the original
///   (a 50-megapixel original for a 1080p frame wastes the network and the decoder) and
///   returns `.bytes`, which need no display copy in a cache. A feed like `WebDAVFeed` would
///   carry its photos to the path-keyed show, with the same cache, eviction and outages.
///
/// Conformers are reference types because a source keeps what it saw last; each is used
/// from one thread at a time (the library worker's queue or the show's start-up), and
/// `open` may be called from the decode thread while a look runs elsewhere, so it must not
/// touch the state a look changes.
public protocol PhotoSource: AnyObject, Sendable {
    /// The `source` of every `MediaID` this source makes (`MediaID.local` for folders here).
    var name: String { get }

    /// Looks at the source again and returns what changed since the last look; the first
    /// look reports every item as added. Never throws: what cannot be read is a problem in
    /// the result, and the look goes on.
    func refresh() -> MediaChangeSet

    /// The bytes of one item. `size` is the size the photo takes on screen: a source that can
    /// scale on its side (Immich thumbnails) returns an image at least that large; a file
    /// source ignores it and the decoder scales. Throws when the item cannot be had now.
    func open(_ id: MediaID, fitting size: MediaSize?) throws(MediaError) -> MediaBytes
}

/// A size in pixels a source is asked to fit (the decoder's target size).
public struct MediaSize: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// Where an item's bytes are: a file the decoders open read-only (no copy for local photos),
/// or bytes a network source fetched.
public enum MediaBytes: Sendable {
    /// A file on this machine.
    case file(PhotoPath)
    /// Bytes in memory, e.g. a thumbnail a server sent.
    case bytes([UInt8])
}

/// Why a source could not hand out an item, worded to follow `skipped ID: `.
public enum MediaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The id belongs to another source (a caller asked the wrong one).
    case foreign(MediaID)
    /// The item cannot be had now: the file went, the server refused or did not answer.
    case unavailable(MediaID, reason: String)

    /// One line: `ID: REASON`.
    public var description: String {
        switch self {
        case .foreign(let id): "\(id): not a photo of this source"
        case .unavailable(let id, let reason): "\(id): \(reason)"
        }
    }
}
