import UnwindMedia
import UnwindPhotos

extension WebDAVFeed {
    /// The id (`name:/server/path`) of the photo a file of this feed's cache holds, so the
    /// status names a network photo as the share does, not by its cache file; nil for any
    /// file the cache does not hold.
    public func mediaID(of path: PhotoPath) -> MediaID? {
        guard let relative = source.cache.relative(ofFile: path.description), source.cache.entry(relative) != nil else { return nil }
        return source.id(of: relative)
    }
}
