import Foundation
import UnwindPhotos

/// Clips the decode thread prepared, waiting for the render thread to upload their slides
/// as streaming textures (the same hand-over `BlurLevelStore` makes for blurred copies).
final class ClipStore: @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [PhotoPath: ClipStream] = [:]

    /// Keeps a prepared clip for `path` (replacing an older one).
    func set(_ stream: ClipStream, for path: PhotoPath) {
        lock.lock()
        streams[path] = stream
        lock.unlock()
    }

    /// Takes the clip prepared for `path`, if any; taken even when the slide is no longer
    /// wanted, so a dropped clip's decoder closes at once.
    func take(_ path: PhotoPath) -> ClipStream? {
        lock.lock()
        defer { lock.unlock() }
        return streams.removeValue(forKey: path)
    }
}
