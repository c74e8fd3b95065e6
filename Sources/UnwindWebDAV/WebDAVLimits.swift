/// What one WebDAV server may cost the frame: every answer, wait and count is capped, so a
/// hostile or broken server (a 100 MB listing, 100,000 entries in a folder, 50 levels of
/// folders, a 10 GB file, one byte a second, a redirect loop) gets a clear line and the show
/// goes on from the cache.
public struct WebDAVLimits: Sendable, Equatable {
    /// Seconds to connect (TCP and TLS).
    public var connectSeconds = 10
    /// A transfer slower than `lowSpeedBytes` per second for `lowSpeedSeconds` is dropped.
    public var lowSpeedBytes = 1024
    /// See `lowSpeedBytes`.
    public var lowSpeedSeconds = 15
    /// Seconds a listing may take in all.
    public var listingSeconds = 60
    /// Seconds one download may take in all.
    public var downloadSeconds = 600
    /// Redirects followed before the request is given up (a loop ends here).
    public var maxRedirects = 5
    /// Bytes of one PROPFIND answer.
    public var maxListingBytes = 32 << 20
    /// Entries in one folder's answer.
    public var maxEntriesPerFolder = 20_000
    /// Entries in the whole share.
    public var maxEntries = 200_000
    /// Folder levels below the share's folder.
    public var maxDepth = 24
    /// Bytes of one photo.
    public var maxFileBytes = 256 << 20

    /// The defaults above.
    public init() {}
}
