import CSDL2
import Foundation
import UnwindDraw

/// JPEG thumbnails for the remote control (`GET /api/photo/current`): encoded in memory with
/// SDL_image, off the render thread, so the server only ever hands out bytes it was given.
extension Surface {
    /// The surface shrunk to fit `maxEdge`×`maxEdge` (never enlarged) and encoded as JPEG.
    /// Call it where photos are decoded (the decode queue), not on the render thread: a
    /// 640-pixel thumbnail costs a few milliseconds.
    public func jpegThumbnail(maxEdge: Int = 640, quality: Int = 80) throws -> Data {
        let scale = min(1, Double(maxEdge) / Double(max(size.width, size.height, 1)))
        let target = Size(width: max(1, Int((Double(size.width) * scale).rounded())), height: max(1, Int((Double(size.height) * scale).rounded())))
        let small = target == size ? self : try scaled(to: target)
        // JPEG is never much larger than raw RGB; the slack covers headers and tiny images.
        let capacity = target.width * target.height * 3 + 65_536
        var buffer = [UInt8](repeating: 0, count: capacity)
        let written: Int = try buffer.withUnsafeMutableBytes { raw in
            guard let stream = SDL_RWFromMem(raw.baseAddress, Int32(raw.count)) else { throw SDLError("opening a memory stream") }
            defer { SDL_RWclose(stream) }
            guard IMG_SaveJPG_RW(small.handle, stream, 0, Int32(min(max(quality, 1), 100))) == 0 else {
                throw SDLError("encoding a \(target) JPEG")
            }
            return Int(SDL_RWtell(stream))
        }
        guard written > 0 else { throw SDLError("encoding a \(target) JPEG", reason: "nothing was written") }
        return Data(buffer[0..<written])
    }
}
