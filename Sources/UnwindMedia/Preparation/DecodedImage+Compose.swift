import UnwindCodecs
import UnwindDraw

/// Composing a photo on the CPU, in plain Swift: turning upright and copying one picture
/// into another, on the decoder's RGBA pixels (scaling is `DecodedImage+Scaling`). The slide's
/// whole frame is made here on the decode thread, so preparing a photo never crosses into the
/// platform's SDL surfaces; the platform only uploads the result. The loops run on raw
/// pointers, one 32-bit pixel at a time with nothing computed per pixel but the index, so a
/// frame costs what a `memcpy` of it costs.
extension DecodedImage {
    /// A blank picture of `size` filled with one colour; `opaque` keeps it free of alpha.
    /// - Throws: `PixelAllocationError` when the memory cannot be had.
    public static func canvas(size: Size, fill: Color, opaque: Bool) throws -> DecodedImage {
        let word = UInt32(fill.r) | UInt32(fill.g) << 8 | UInt32(fill.b) << 16 | UInt32(opaque ? 255 : fill.a) << 24
        // One pass: the fill, with no zeroing before it.
        let bytes = try PixelMemory.uninitializedBytes(size.width * size.height * 4, width: size.width, height: size.height) { raw in
            UnsafeMutableRawBufferPointer(raw).bindMemory(to: UInt32.self).initialize(repeating: word.littleEndian)
        }
        return DecodedImage(pixels: PixelBuffer(width: size.width, height: size.height, bytes: bytes), opaque: opaque)
    }

    /// The picture's size in pixels.
    public var size: Size { pixels.size }

    /// The size after applying an EXIF orientation (5...8 swap width and height).
    public static func orientedSize(_ size: Size, exif orientation: Int) -> Size {
        (5...8).contains(orientation) ? Size(width: size.height, height: size.width) : size
    }

    /// A copy with EXIF orientation 2...8 applied (2 mirror, 3 half turn, 4 flip, 5 transpose,
    /// 6 quarter turn clockwise, 7 transverse, 8 quarter turn anticlockwise); 1 or an unknown
    /// value gives the picture itself.
    public func oriented(exif orientation: Int) throws -> DecodedImage {
        guard (2...8).contains(orientation) else { return self }
        let w = pixels.width, h = pixels.height
        let size = Self.orientedSize(pixels.size, exif: orientation)
        // The source pixel of output (x, y) is start + x * across + y * down.
        let (start, across, down): (Int, Int, Int)
        switch orientation {
        case 2: (start, across, down) = (w - 1, -1, w)
        case 3: (start, across, down) = ((h - 1) * w + w - 1, -1, -w)
        case 4: (start, across, down) = ((h - 1) * w, 1, -w)
        case 5: (start, across, down) = (0, w, 1)
        case 6: (start, across, down) = ((h - 1) * w, -w, 1)
        case 7: (start, across, down) = ((h - 1) * w + w - 1, -w, -1)
        default: (start, across, down) = (w - 1, w, -1)
        }
        // Every output pixel is written once, so the buffer is not zeroed first.
        let bytes = try PixelMemory.uninitializedBytes(w * h * 4, width: size.width, height: size.height) { target in
            pixels.bytes.withUnsafeBytes { source in
                let src = source.bindMemory(to: UInt32.self).baseAddress.unsafelyUnwrapped
                let dst = UnsafeMutableRawBufferPointer(target).bindMemory(to: UInt32.self).baseAddress.unsafelyUnwrapped
                let ow = size.width
                for y in 0..<size.height {
                    var p = src + (start + y * down)
                    let row = dst + y * ow
                    for x in 0..<ow {
                        row[x] = p.pointee
                        p += across
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
        let x0 = max(0, dst.x), x1 = min(tw, dst.x + dst.width)
        let y0 = max(0, dst.y), y1 = min(th, dst.y + dst.height)
        guard x0 < x1, y0 < y1 else { return }
        let alpha = (opaque ? UInt32(0xFF00_0000) : 0).littleEndian
        // The source column of each output column, once; none when the widths agree.
        let sameWidth = sw == dst.width
        let columns = sameWidth ? [] : (x0..<x1).map { sx0 + ($0 - dst.x) * sw / dst.width }
        picture.pixels.bytes.withUnsafeBytes { from in
            pixels.bytes.withUnsafeMutableBytes { into in
                columns.withUnsafeBufferPointer { columns in
                    let s = from.bindMemory(to: UInt32.self).baseAddress.unsafelyUnwrapped
                    let d = into.bindMemory(to: UInt32.self).baseAddress.unsafelyUnwrapped
                    let count = x1 - x0
                    for y in y0..<y1 {
                        let sy = sy0 + (y - dst.y) * sh / dst.height
                        let out = d + y * tw + x0
                        if sameWidth {
                            let line = s + sy * fw + sx0 + (x0 - dst.x)
                            for x in 0..<count { out[x] = line[x] | alpha }
                        } else {
                            let line = s + sy * fw, map = columns.baseAddress.unsafelyUnwrapped
                            for x in 0..<count { out[x] = line[map[x]] | alpha }
                        }
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
}

extension TexturePixels {
    /// A composed picture in the renderer's byte order, made on the decode thread.
    /// The image's buffer is taken over and swapped in place where nothing else holds it.
    public init(_ image: consuming DecodedImage) {
        let pixels = image.pixels
        // The image lets go of its buffer, so `pixels` holds the only reference.
        image.pixels = PixelBuffer(width: 0, height: 0, bytes: [])
        self.init(taking: consume pixels, opaque: image.opaque)
    }
}
