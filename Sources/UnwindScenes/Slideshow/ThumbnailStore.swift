import Foundation
import UnwindPhotos

/// Small JPEGs of the slides prepared last, made on the decode thread when the remote
/// control is on (`GET /api/photo/current`), so neither the render thread nor the server
/// ever encodes or opens a photo. Holds only the few slides the show keeps decoded.
final class ThumbnailStore: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(path: PhotoPath, jpeg: Data)] = []
    /// Slides kept: the three the show holds (previous, current, next) and one arriving.
    static let capacity = 4

    /// Keeps the thumbnail of the slide starting with `path`.
    func set(_ jpeg: Data, for path: PhotoPath) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.path == path }
        entries.append((path, jpeg))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// The thumbnail of the slide starting with `path`, if it was prepared lately.
    func get(_ path: PhotoPath) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return entries.last { $0.path == path }?.jpeg
    }
}
