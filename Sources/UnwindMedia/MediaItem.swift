import UnwindPhotos

/// What a source says about one photo when it appears or changes: its id, when it was taken,
/// and a version that changes whenever its bytes may have (so a photo skipped as broken is
/// tried again exactly when a new version appears).
public struct MediaItem: Hashable, Sendable {
    /// The photo.
    public var id: MediaID
    /// Date taken, when the source knows it (EXIF for files; a network source's metadata).
    public var taken: PhotoDate?
    /// The item's version: a file's identity (`FileIdentity`: size, times, inode) for local
    /// files; an ETag or a server's change time, hashed into an identity, for network sources.
    public var version: FileIdentity?

    /// An item as a source reports it.
    public init(id: MediaID, taken: PhotoDate? = nil, version: FileIdentity? = nil) {
        self.id = id
        self.taken = taken
        self.version = version
    }
}
