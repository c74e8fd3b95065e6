import Foundation
import UnwindPhotos
import UnwindSlideshow

/// Rescans the show's folders on a background queue, so a folder of 10,000 files never
/// stalls a frame; the scene picks up the result on a later tick.
final class Rescanner: @unchecked Sendable {
    private let scanner: PhotoScanner
    private let queue = DispatchQueue(label: "unwind.rescan", qos: .utility)
    private let lock = NSLock()
    private var result: PhotoScanner.Result?
    private var running = false

    init(roots: [String]) {
        scanner = PhotoScanner(roots: roots)
    }

    /// Starts a scan in the background unless one is running; `stamping` names files whose
    /// size and change times to report.
    func start(stamping: Set<PhotoPath> = []) {
        lock.lock()
        defer { lock.unlock() }
        guard !running else { return }
        running = true
        queue.async { [self] in
            let found = scanner.scan(stamping: stamping)
            lock.lock()
            result = found
            running = false
            lock.unlock()
        }
    }

    /// Scans on the calling thread (headless runs, where time is simulated).
    func scanNow(stamping: Set<PhotoPath> = []) -> PhotoScanner.Result {
        scanner.scan(stamping: stamping)
    }

    /// The finished scan, once.
    func take() -> PhotoScanner.Result? {
        lock.lock()
        defer { lock.unlock() }
        let out = result
        result = nil
        return out
    }
}
