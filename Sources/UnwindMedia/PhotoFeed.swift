import UnwindPhotos

/// A source's photos as the show takes them today: files on this machine, keyed by path.
///
/// The show runs on `PhotoPath`; a network source (`PhotoSource` keyed by `MediaID`) reaches
/// it through a feed that downloads its items ahead into a cache and hands the show each
/// cached file once it is complete, so the show plays what is there while the rest
/// downloads and never waits on the network. The one place an id becomes a path is the
/// source's `open` (its materialize step): when the show is keyed by `MediaID` throughout,
/// this protocol and that mapping go, and the show asks the source directly.
///
/// A feed is used from the render thread (`take`, `noteShown`) and the decode thread
/// (`keepDisplayCopy`); conformers lock what they share.
public protocol PhotoFeed: AnyObject, Sendable {
    /// The photos complete in the cache now (the show starts with them).
    var current: [PhotoRecord] { get }

    /// What came, changed or left the cache since the last call, once; nil when nothing did.
    func take() -> PhotoChanges?

    /// A photo of this feed came on screen (least-recently-shown eviction); other paths are ignored.
    func noteShown(_ path: PhotoPath)

    /// True when `path` is one of this feed's cached downloads that is still kept at the size
    /// it was downloaded at, so the decoder should hand back its display-size version.
    func wantsDisplayCopy(of path: PhotoPath) -> Bool

    /// Keeps `jpeg` (the photo as prepared for the screen, `size` pixels, turned as its EXIF
    /// orientation says, the EXIF the show reads kept) instead of the full-size download,
    /// whatever its format, when it is smaller. Only the cache is written, never a photo folder.
    func keepDisplayCopy(_ jpeg: [UInt8], size: MediaSize, of path: PhotoPath)

    /// The decoder found `path`, a display copy, smaller than the screen now needs (the frame
    /// grew): the feed fetches the original again at its next pass, and the copy is shown
    /// meanwhile.
    func displayCopyTooSmall(_ path: PhotoPath)

    /// `path` is about to be decoded: a photo of this feed evicted from its cache to make
    /// room (it stays in the show) is downloaded again now, waiting for it; anything else
    /// returns at once. A failed download leaves the file missing (the show drops it as gone).
    func fetchIfEvicted(_ path: PhotoPath)

    /// The id of the item a cached file of this feed holds (`source:key`, as the source
    /// names it), so the show can name a network photo by its id rather than by its cache
    /// file; nil for any other path. The default knows none.
    func mediaID(of path: PhotoPath) -> MediaID?
}

extension PhotoFeed {
    /// Called on the decode thread before `path` is read: a feed whose cache evicted the
    /// photo (it stays in the show) downloads it again now. Feeds that keep every photo do
    /// nothing.
    public func fetchIfEvicted(_ path: PhotoPath) {}

    /// A feed that does not say which item a file is: the show names the file by its path.
    public func mediaID(of path: PhotoPath) -> MediaID? { nil }
}
