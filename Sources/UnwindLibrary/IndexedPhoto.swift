import Foundation
import UnwindMedia
import UnwindPhotos

/// One photo as the index knows it: the whole row, for the overlay, reports and tests.
public struct IndexedPhoto: Equatable, Sendable {
    /// The photo file (raw bytes).
    public var path: PhotoPath
    /// The folder it was found in (the path itself for a photo named as a root).
    public var folder: PhotoPath
    /// Size, mtime and inode when last listed: a change means the file is read again.
    public var identity: FileIdentity
    /// Pixel size from the header; nil for formats whose header is not read.
    public var width: Int?
    /// Pixel height from the header.
    public var height: Int?
    /// The EXIF date taken; nil when the photo has none.
    public var taken: PhotoDate?
    /// EXIF orientation 1...8.
    public var orientation: Int
    /// Times it was put on screen.
    public var shownCount: Int
    /// When it was last put on screen.
    public var lastShown: Date?
    /// Why it was skipped, and at which identity (it is tried again once the file changes).
    public var skipReason: String?
    /// The identity the file had when it was skipped.
    public var skipIdentity: FileIdentity?
    /// Seconds a clip lasts, from its container (what the show will play, before
    /// `video-max-seconds` caps it); nil for a photo.
    public var duration: Double? = nil

    /// True when skipped at the identity the file has now.
    public var isSkipped: Bool { skipReason != nil && skipIdentity == identity }
}
