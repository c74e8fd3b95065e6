import Foundation
import UnwindCodecs
import UnwindDraw

/// JPEG thumbnails for the remote control (`GET /api/photo/current`), encoded in memory with
/// libjpeg-turbo on the decode thread, so the server only ever hands out bytes it was given.
extension DecodedImage {
    /// The picture shrunk to fit `maxEdge`×`maxEdge` (never enlarged) and encoded as JPEG.
    /// A 640-pixel thumbnail costs a few milliseconds: make it where photos are prepared,
    /// never on the render thread.
    public func jpegThumbnail(maxEdge: Int = 640, quality: Int = 80) throws -> Data {
        let scale = min(1, Double(maxEdge) / Double(max(size.width, size.height, 1)))
        let target = Size(width: max(1, Int((Double(size.width) * scale).rounded())), height: max(1, Int((Double(size.height) * scale).rounded())))
        let small = target == size ? self : try scaled(to: target)
        return Data(try JPEGEncoder.encode(small.pixels, quality: min(max(quality, 1), 100)))
    }
}
