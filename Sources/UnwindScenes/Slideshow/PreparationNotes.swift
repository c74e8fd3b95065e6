import Foundation
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// What the decode thread learned about a request besides its surface: which photo failed
/// and whether it was simply gone, and where the picture's detail is. Read by the render
/// thread when it collects the request.
final class PreparationNotes: @unchecked Sendable {
    /// A photo of a request that could not be prepared.
    struct Failure: Sendable {
        let path: PhotoPath
        let gone: Bool
        let stamp: FileIdentity?
    }

    private let lock = NSLock()
    private var failures: [Int: Failure] = [:]
    private var focus: [Int: Vec2] = [:]

    func failed(_ request: Int, _ failure: Failure) {
        lock.lock()
        failures[request] = failure
        lock.unlock()
    }

    func setFocus(_ point: Vec2, for request: Int) {
        lock.lock()
        focus[request] = point
        lock.unlock()
    }

    /// Removes and returns what was noted for a request.
    func take(_ request: Int) -> (failure: Failure?, focus: Vec2?) {
        lock.lock()
        defer { lock.unlock() }
        return (failures.removeValue(forKey: request), focus.removeValue(forKey: request))
    }
}
