import UnwindCodecs
import UnwindDraw

/// Composing a photo on the CPU, in plain Swift: scaling, turning upright and copying one
/// picture into another, on the decoder's RGBA pixels. The slide's whole frame is made here on
/// the decode thread, so preparing a photo never crosses into the platform's SDL surfaces;
/// the platform only uploads the result.
extension DecodedImage {
    /// A blank picture of `size` filled with one colour; `opaque` keeps it free of alpha.
    /// - Throws: `PixelAllocationError` when the memory cannot be had.
    public static func canvas(size: Size, fill: Color, opaque: Bool) throws -> DecodedImage {
        var bytes = try PixelMemory.zeroedBytes(size.width * size.height * 4, width: size.width, height: size.height)
        let word = UInt32(fill.r) | UInt32(fill.g) << 8 | UInt32(fill.b) << 16 | UInt32(opaque ? 255 : fill.a) << 24
        if word != 0 {
            bytes.withUnsafeMutableBytes { raw in
                let out = raw.bindMemory(to: UInt32.self)
                for i in out.indices { out[i] = word.littleEndian }
            }
        }
        return DecodedImage(pixels: PixelBuffer(width: size.width, height: size.height, bytes: bytes), opaque: opaque)
    }

    /// The picture's size in pixels.
    public var size: Size { pixels.size }

    /// The size after applying an EXIF orientation (5...8 swap width and height).
    public static func orientedSize(_ size: Size, exif orientation: Int) -> Size {
        (5...8).contains(orientation) ? Size(width: size.height, height: size.width) : size
    }

    /// A copy scaled to `target` with bilinear filtering. Large reductions halve first (each
    /// halving averages 2×2 pixels), so a big picture shrinks without the shimmer of
    /// skipped pixels; the same steps the show took on SDL surfaces before.
    /// - Complexity: O(source pixels + target pixels).
    public func scaled(to target: Size) throws -> DecodedImage {
        guard target.width > 0, target.height > 0 else { throw DecodeError(.compose, "scaling to \(target): the size is empty") }
        var current = pixels
        while current.width >= target.width * 2, current.height >= target.height * 2 {
            current = try Self.stretched(current, to: Size(width: current.width / 2, height: current.height / 2))
        }
        if current.size != target { current = try Self.stretched(current, to: target) }
        return DecodedImage(pixels: current, opaque: opaque)
    }

    /// A copy with EXIF orientation 2...8 applied (2 mirror, 3 half turn, 4 flip, 5 transpose,
    /// 6 quarter turn clockwise, 7 transverse, 8 quarter turn anticlockwise); 1 or an unknown
    /// value gives the picture itself.
    public func oriented(exif orientation: Int) throws -> DecodedImage {
        guard (2...8).contains(orientation) else { return self }
        let w = pixels.width, h = pixels.height
        let size = Self.orientedSize(pixels.size, exif: orientation)
        var bytes = try PixelMemory.zeroedBytes(w * h * 4, width: size.width, height: size.height)
        pixels.bytes.withUnsafeBytes { source in
            bytes.withUnsafeMutableBytes { target in
                let src = source.bindMemory(to: UInt32.self), dst = target.bindMemory(to: UInt32.self)
                let ow = size.width
                for y in 0..<size.height {
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
                        dst[y * ow + x] = src[sy * w + sx]
                    }
                }
            }
        }
        return DecodedImage(pixels: PixelBuffer(width: size.width, height: size.height, bytes: bytes), opaque: opaque)
    }

    /// Copies `picture`'s `source` rectangle (all of it when nil) into `destination` of this
    /// picture, replacing what was there (no blending), scaled by nearest pixel when the two
    /// sizes differ; edges round to the nearest pixel and what falls outside is cut off. Into
    /// an opaque picture the copy is opaque.
    public mutating func draw(_ picture: DecodedImage, source: Rect? = nil, destination: Rect) {
        let src = Self.pixelRect(source ?? Rect(x: 0, y: 0, width: Float(picture.size.width), height: Float(picture.size.height)))
        let dst = Self.pixelRect(destination)
        let sx0 = max(0, src.x), sy0 = max(0, src.y)
        let sw = min(picture.size.width, src.x + src.width) - sx0, sh = min(picture.size.height, src.y + src.height) - sy0
        guard sw > 0, sh > 0, dst.width > 0, dst.height > 0 else { return }
        let tw = pixels.width, th = pixels.height, fw = picture.size.width
        let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
        picture.pixels.bytes.withUnsafeBytes { from in
            pixels.bytes.withUnsafeMutableBytes { into in
                let s = from.bindMemory(to: UInt32.self), d = into.bindMemory(to: UInt32.self)
                for y in max(0, dst.y)..<min(th, dst.y + dst.height) {
                    let sy = sy0 + (y - dst.y) * sh / dst.height
                    for x in max(0, dst.x)..<min(tw, dst.x + dst.width) {
                        let sx = sx0 + (x - dst.x) * sw / dst.width
                        d[y * tw + x] = s[sy * fw + sx] | alpha.littleEndian
                    }
                }
            }
        }
    }

    /// The integer rectangle covering the same pixels, edges rounded to the nearest pixel.
    static func pixelRect(_ rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) {
        let x0 = rect.x.rounded(), y0 = rect.y.rounded()
        let x1 = (rect.x + rect.width).rounded(), y1 = (rect.y + rect.height).rounded()
        return (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
    }

    /// `pixels` stretched to `size` with bilinear filtering, sampling at pixel centres.
    static func stretched(_ pixels: PixelBuffer, to size: Size) throws -> PixelBuffer {
        var bytes = try PixelMemory.zeroedBytes(size.width * size.height * 4, width: size.width, height: size.height)
        let sw = pixels.width, sh = pixels.height
        // 16.16 fixed point: the source position of each target column, and its weight.
        let columns = (0..<size.width).map { x in Self.tap(x, from: sw, to: size.width) }
        pixels.bytes.withUnsafeBufferPointer { s in
            bytes.withUnsafeMutableBufferPointer { d in
                for y in 0..<size.height {
                    let (y0, y1, fy) = Self.tap(y, from: sh, to: size.height)
                    let row0 = y0 * sw * 4, row1 = y1 * sw * 4, out = y * size.width * 4
                    for x in 0..<size.width {
                        let (x0, x1, fx) = columns[x]
                        for c in 0..<4 {
                            let a = Int(s[row0 + x0 * 4 + c]), b = Int(s[row0 + x1 * 4 + c])
                            let e = Int(s[row1 + x0 * 4 + c]), f = Int(s[row1 + x1 * 4 + c])
                            let top = a * (65536 - fx) + b * fx, bottom = e * (65536 - fx) + f * fx
                            let value = (top >> 8) * (65536 - fy) + (bottom >> 8) * fy
                            d[out + x * 4 + c] = UInt8(truncatingIfNeeded: (value + (1 << 23)) >> 24)
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: size.width, height: size.height, bytes: bytes)
    }

    /// The two source pixels a target pixel `i` (of `target`) blends, and the second one's
    /// weight out of 65,536, sampling at pixel centres and clamping at the edges.
    static func tap(_ i: Int, from source: Int, to target: Int) -> (Int, Int, Int) {
        let position = max(0, ((2 * i + 1) * source * 32768) / target - 32768)
        let first = min(position >> 16, source - 1)
        return (first, min(first + 1, source - 1), first == source - 1 ? 0 : position & 0xFFFF)
    }
}

extension TexturePixels {
    /// A composed picture in the renderer's byte order, made on the decode thread.
    public init(_ image: DecodedImage) {
        self.init(image.pixels, opaque: image.opaque)
    }
}
