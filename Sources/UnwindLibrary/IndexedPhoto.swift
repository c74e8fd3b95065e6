import Foundation
import UnwindPhotos
import UnwindSlideshow

/// One photo as the index knows it: the whole row, for the overlay, reports and tests.
public struct IndexedPhoto: Equatable, Sendable {
    public var path: PhotoPath
    /// The folder it was found in (the path itself for a photo named as a root).
    public var folder: PhotoPath
    public var identity: FileIdentity
    /// Pixel size from the header; nil for formats whose header is not read.
    public var width: Int?
    public var height: Int?
    public var taken: PhotoDate?
    /// EXIF orientation 1...8.
    public var orientation: Int
    /// Times it was put on screen.
    public var shownCount: Int
    /// When it was last put on screen.
    public var lastShown: Date?
    /// Why it was skipped, and at which identity (it is tried again once the file changes).
    public var skipReason: String?
    public var skipIdentity: FileIdentity?

    /// True when skipped at the identity the file has now.
    public var isSkipped: Bool { skipReason != nil && skipIdentity == identity }
}
