import Foundation
import UnwindPhotos
import UnwindPlatform

/// Blurred copies of prepared photos, made on the decode thread and collected by the render
/// thread when it uploads the photo, so a `blur` transition in the show costs no frame time.
final class BlurLevelStore: @unchecked Sendable {
    /// One blurred copy and the radius it stands for.
    struct Level: @unchecked Sendable {
        let radius: Double
        let surface: Surface
    }

    private let lock = NSLock()
    private var entries: [PhotoPath: [Level]] = [:]

    func set(_ levels: [Level], for path: PhotoPath) {
        lock.lock()
        entries[path] = levels
        lock.unlock()
    }

    /// Removes and returns the levels made for a photo (none when the show never blurs).
    func take(_ path: PhotoPath) -> [Level] {
        lock.lock()
        defer { lock.unlock() }
        return entries.removeValue(forKey: path) ?? []
    }
}
