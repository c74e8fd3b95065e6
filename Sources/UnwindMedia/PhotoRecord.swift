import UnwindPhotos

/// What a playlist needs to know about one photo: where it is and when it was taken.
///
/// Made by the library index (from its table) or from an in-memory scan (`--index off`),
/// so the date orders and memories work from either.
public struct PhotoRecord: Hashable, Sendable {
    /// The photo file.
    public var path: PhotoPath
    /// From EXIF; nil when the photo has no usable date (screenshots, scans, unset clocks).
    public var taken: PhotoDate?

    /// A record; undated unless `taken` is given.
    public init(path: PhotoPath, taken: PhotoDate? = nil) {
        self.path = path
        self.taken = taken
    }

    /// Records for scanned paths, reading each file's EXIF date only when `readDates` (the
    /// date orders and filters need them; name and shuffle do not, and skip the reads).
    /// `stop` is asked before each read: once it says true the rest stay undated, so a
    /// signal does not wait for tens of thousands of reads.
    public static func read(_ paths: [PhotoPath], readDates: Bool, until stop: (@Sendable () -> Bool)? = nil) -> [PhotoRecord] {
        guard readDates else { return paths.map { PhotoRecord(path: $0) } }
        var stopped = false
        return paths.map { path in
            if !stopped, let stop, stop() { stopped = true }
            return PhotoRecord(path: path, taken: stopped ? nil : PhotoMetadata.read(path: path).takenDate)
        }
    }
}
