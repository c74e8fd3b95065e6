import CSDL2
import UnwindDraw

/// Turning a decoded photo upright according to its EXIF orientation, on the CPU, so it
/// happens on the decode thread and the texture is uploaded the right way up. Works on the
/// 32-bit formats decoding produces (ARGB8888, XRGB8888) and keeps the format.
extension Surface {
    /// The size after applying an EXIF orientation (5...8 swap width and height).
    public static func orientedSize(_ size: Size, exif orientation: Int) -> Size {
        (5...8).contains(orientation) ? Size(width: size.height, height: size.width) : size
    }

    /// A new surface with EXIF orientation 1...8 applied (2 mirror, 3 half turn, 4 flip,
    /// 5 transpose, 6 quarter turn clockwise, 7 transverse, 8 quarter turn anticlockwise).
    /// Orientation 1 or an unknown value returns the surface itself.
    public func oriented(exif orientation: Int) throws -> Surface {
        guard (2...8).contains(orientation) else { return self }
        guard handle.pointee.format.pointee.BytesPerPixel == 4 else {
            throw SDLError("orienting a surface", reason: "expected 4 bytes per pixel")
        }
        let w = Int(handle.pointee.w), h = Int(handle.pointee.h)
        let out = try Surface(size: Surface.orientedSize(size, exif: orientation), fill: .clear, format: handle.pointee.format.pointee.format)
        if SDL_LockSurface(handle) != 0 { throw SDLError("locking a surface") }
        defer { SDL_UnlockSurface(handle) }
        if SDL_LockSurface(out.handle) != 0 { throw SDLError("locking a surface") }
        defer { SDL_UnlockSurface(out.handle) }
        guard let srcBase = handle.pointee.pixels, let dstBase = out.handle.pointee.pixels else {
            throw SDLError("orienting a surface", reason: "no pixel memory")
        }
        let srcPitch = Int(handle.pointee.pitch) / 4, dstPitch = Int(out.handle.pointee.pitch) / 4
        let src = srcBase.assumingMemoryBound(to: UInt32.self), dst = dstBase.assumingMemoryBound(to: UInt32.self)
        let ow = Int(out.handle.pointee.w), oh = Int(out.handle.pointee.h)
        for y in 0..<oh {
            let row = dst + y * dstPitch
            for x in 0..<ow {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (w - 1 - x, y)
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                case 4: (sx, sy) = (x, h - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, h - 1 - x)
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                default: (sx, sy) = (w - 1 - y, x)
                }
                row[x] = src[sy * srcPitch + sx]
            }
        }
        return out
    }
}
