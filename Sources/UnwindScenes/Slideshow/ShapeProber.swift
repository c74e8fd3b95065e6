import Foundation
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// Reads photos' shapes (header size turned by the EXIF orientation) on a background queue,
/// for portrait pairing; a few hundred bytes per photo, never a decode. The header read here
/// is handed on to the slide's decode (`ProbedPhoto.header`), so a photo's header is read
/// once while its file stays the same.
final class ShapeProber: Sendable {
    private let probes = DecodeQueue<ProbedPhoto>(label: "unwind.probe", qos: .utility)

    /// Probes a photo in the background; collect with `take()`.
    func submit(_ path: PhotoPath) {
        probes.submit(token: 0) { Self.probe(path) }
    }

    /// The photos probed since the last call.
    func take() -> [ProbedPhoto] {
        probes.drain().map(\.output)
    }

    /// A photo's shape as the viewer sees it; an unreadable or unknown header counts as
    /// landscape (never paired).
    static func probe(_ path: PhotoPath) -> ProbedPhoto {
        // A clip plays on its own: never half of a pair.
        if PhotoScanner.looksLikeClip(path) { return ProbedPhoto(path: path, shape: .landscape) }
        let identity = FileIdentity.of(path)
        guard let header = try? ImageHeader.read(path: path) else { return ProbedPhoto(path: path, shape: .landscape) }
        let orientation = ImageFormat.entry(for: header.format)?.metadata == .exifInFile ? PhotoMetadata.read(path: path).orientation : 1
        let shape = PhotoShape(width: header.width, height: header.height, orientation: orientation)
        return ProbedPhoto(path: path, shape: shape, header: identity.map { KnownHeader(identity: $0, header: header) })
    }
}

/// What probing one photo found: its shape, and its header with the file's identity when
/// the header was read (the decode reuses it if the file is still the same).
struct ProbedPhoto: Sendable {
    let path: PhotoPath
    let shape: PhotoShape
    var header: KnownHeader?
}

/// A header read earlier, valid while the file keeps `identity`.
struct KnownHeader: Sendable {
    let identity: FileIdentity
    let header: ImageHeader
}
