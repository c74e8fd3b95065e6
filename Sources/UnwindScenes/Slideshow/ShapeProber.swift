import Foundation
import UnwindPhotos
import UnwindSlideshow

/// Reads photos' shapes (header size turned by the EXIF orientation) on a background queue,
/// for portrait pairing; a few hundred bytes per photo, never a decode.
final class ShapeProber: @unchecked Sendable {
    private let queue = DispatchQueue(label: "unwind.probe", qos: .utility)
    private let lock = NSLock()
    private var finished: [(PhotoPath, PhotoShape)] = []

    /// Probes a photo in the background; collect with `take()`.
    func submit(_ path: PhotoPath) {
        queue.async { [self] in
            let shape = Self.probe(path)
            lock.lock()
            finished.append((path, shape))
            lock.unlock()
        }
    }

    /// The shapes probed since the last call.
    func take() -> [(PhotoPath, PhotoShape)] {
        lock.lock()
        defer { lock.unlock() }
        let out = finished
        finished.removeAll()
        return out
    }

    /// A photo's shape as the viewer sees it; an unreadable or unknown header counts as
    /// landscape (never paired).
    static func probe(_ path: PhotoPath) -> PhotoShape {
        // A clip plays on its own: never half of a pair.
        if PhotoScanner.looksLikeClip(path) { return .landscape }
        guard let header = try? ImageHeader.read(path: path) else { return .landscape }
        let orientation = header.format == .jpeg || header.format == .tiff ? PhotoMetadata.read(path: path).orientation : 1
        return PhotoShape(width: header.width, height: header.height, orientation: orientation)
    }
}
