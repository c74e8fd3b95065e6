/// A picture as video carries it: planar Y'CbCr 4:2:0 (I420), limited range, at an even size.
///
/// Why a type of its own beside `PixelBuffer`: clips are decoded to these planes and handed
/// to a streaming YUV texture as they are, so no frame is turned into RGB on the CPU on its
/// way to the screen, and a 1080p frame is 3 MB instead of 8. Stills made from a clip (a
/// backdrop, a capture, a render) convert with `pixels()`, using the matrix SDL uses for a
/// YUV texture of that height, so what is written matches what is shown.
public struct YUVImage: Sendable, Equatable {
    /// The colour matrix: BT.601 for standard definition, BT.709 for HD (SDL's automatic rule).
    public enum Matrix: Sendable, Equatable {
        /// ITU-R BT.601, limited range.
        case bt601
        /// ITU-R BT.709, limited range.
        case bt709

        /// The matrix SDL's automatic YUV conversion picks for a texture `height` pixels tall.
        public static func automatic(height: Int) -> Matrix { height <= 576 ? .bt601 : .bt709 }
    }

    /// Width in pixels (even).
    public let width: Int
    /// Height in pixels (even).
    public let height: Int
    /// Luma, `width` bytes a row, no padding.
    public var y: [UInt8]
    /// Blue-difference chroma, `width / 2` bytes a row, `height / 2` rows.
    public var u: [UInt8]
    /// Red-difference chroma, laid out as `u`.
    public var v: [UInt8]

    /// Planes already laid out tightly; the counts must match the (even) size (a mismatch is a
    /// programming error and traps).
    public init(width: Int, height: Int, y: [UInt8], u: [UInt8], v: [UInt8]) {
        precondition(width % 2 == 0 && height % 2 == 0, "YUVImage sizes are even, got \(width)×\(height)")
        precondition(y.count == width * height && u.count == width * height / 4 && v.count == u.count, "YUVImage plane sizes do not match")
        self.width = width
        self.height = height
        self.y = y
        self.u = u
        self.v = v
    }

    /// A frame of one colour (black: Y 16, chroma 128).
    public init(width: Int, height: Int, fill: Color = Color(0, 0, 0)) {
        let matrix = Matrix.automatic(height: height)
        let (yy, uu, vv) = Self.yuv(Int(fill.r), Int(fill.g), Int(fill.b), matrix)
        self.init(
            width: width, height: height, y: [UInt8](repeating: yy, count: width * height), u: [UInt8](repeating: uu, count: width * height / 4),
            v: [UInt8](repeating: vv, count: width * height / 4))
    }

    /// RGBA pixels (alpha ignored) converted to planes; the size is cut down to even. Chroma
    /// averages each 2×2 block.
    public init(pixels: PixelBuffer) {
        let width = max(2, pixels.width & ~1), height = max(2, pixels.height & ~1)
        let matrix = Matrix.automatic(height: height)
        var y = [UInt8](repeating: 16, count: width * height)
        var u = [UInt8](repeating: 128, count: width * height / 4), v = u
        let bytes = pixels.bytes
        func rgb(_ x: Int, _ row: Int) -> (Int, Int, Int) {
            let sx = min(x, pixels.width - 1), sy = min(row, pixels.height - 1)
            let i = (sy * pixels.width + sx) * 4
            return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
        }
        for row in 0..<height {
            for x in 0..<width {
                let (r, g, b) = rgb(x, row)
                y[row * width + x] = Self.yuv(r, g, b, matrix).0
            }
        }
        for row in 0..<height / 2 {
            for x in 0..<width / 2 {
                var r = 0, g = 0, b = 0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = rgb(x * 2 + dx, row * 2 + dy)
                    r += p.0
                    g += p.1
                    b += p.2
                }
                let (_, cb, cr) = Self.yuv((r + 2) / 4, (g + 2) / 4, (b + 2) / 4, matrix)
                u[row * width / 2 + x] = cb
                v[row * width / 2 + x] = cr
            }
        }
        self.init(width: width, height: height, y: y, u: u, v: v)
    }

    /// The matrix SDL uses for this image's height.
    public var matrix: Matrix { .automatic(height: height) }

    /// The picture as opaque RGBA pixels, converted with `matrix`.
    public func pixels() -> PixelBuffer {
        let (vr, ug, vg, ub) = matrix == .bt601 ? (409, 100, 208, 516) : (459, 55, 136, 541)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        let half = width / 2
        for row in 0..<height {
            for x in 0..<width {
                let c = 298 * (Int(y[row * width + x]) - 16) + 128
                let d = Int(u[(row / 2) * half + x / 2]) - 128, e = Int(v[(row / 2) * half + x / 2]) - 128
                let o = (row * width + x) * 4
                out[o] = Self.clamp((c + vr * e) >> 8)
                out[o + 1] = Self.clamp((c - ug * d - vg * e) >> 8)
                out[o + 2] = Self.clamp((c + ub * d) >> 8)
            }
        }
        return PixelBuffer(width: width, height: height, bytes: out)
    }

    /// Copies `image` into this one with its top-left corner at (`x`, `y`), rounded down to
    /// even so chroma stays aligned; what falls outside is cut off.
    public mutating func paste(_ image: YUVImage, x: Int, y top: Int) {
        let left = x & ~1, upper = top & ~1
        let columns = max(0, min(image.width, width - left) - max(0, -left))
        guard columns > 0 else { return }
        let from = max(0, -left)
        for row in max(0, -upper)..<min(image.height, height - upper) {
            let target = (upper + row) * width + left + from, source = row * image.width + from
            self.y.replaceSubrange(target..<target + columns, with: image.y[source..<source + columns])
        }
        let half = width / 2, imageHalf = image.width / 2
        for row in max(0, -upper / 2)..<min(image.height / 2, height / 2 - upper / 2) {
            let target = (upper / 2 + row) * half + left / 2 + from / 2, source = row * imageHalf + from / 2
            u.replaceSubrange(target..<target + columns / 2, with: image.u[source..<source + columns / 2])
            v.replaceSubrange(target..<target + columns / 2, with: image.v[source..<source + columns / 2])
        }
    }

    private static func yuv(_ r: Int, _ g: Int, _ b: Int, _ matrix: Matrix) -> (UInt8, UInt8, UInt8) {
        switch matrix {
        case .bt601:
            return (
                clamp(16 + ((66 * r + 129 * g + 25 * b + 128) >> 8)), clamp(128 + ((-38 * r - 74 * g + 112 * b + 128) >> 8)),
                clamp(128 + ((112 * r - 94 * g - 18 * b + 128) >> 8))
            )
        case .bt709:
            return (
                clamp(16 + ((47 * r + 157 * g + 16 * b + 128) >> 8)), clamp(128 + ((-26 * r - 87 * g + 112 * b + 128) >> 8)),
                clamp(128 + ((112 * r - 102 * g - 10 * b + 128) >> 8))
            )
        }
    }

    private static func clamp(_ value: Int) -> UInt8 { UInt8(max(0, min(255, value))) }
}

extension YUVImage {
    /// The rectangle of `width`×`height` at (`x`, `y`), each rounded down to even and kept
    /// inside the image: a clip that covers the frame is cut to it before upload.
    public func cropped(x: Int, y top: Int, width: Int, height: Int) -> YUVImage {
        let left = max(0, min(x & ~1, self.width - 2)), upper = max(0, min(top & ~1, self.height - 2))
        let w = max(2, min(width & ~1, self.width - left)), h = max(2, min(height & ~1, self.height - upper))
        var yy = [UInt8](), uu = [UInt8](), vv = [UInt8]()
        yy.reserveCapacity(w * h)
        uu.reserveCapacity(w * h / 4)
        vv.reserveCapacity(w * h / 4)
        for row in upper..<upper + h { yy.append(contentsOf: y[row * self.width + left..<row * self.width + left + w]) }
        let half = self.width / 2
        for row in upper / 2..<(upper + h) / 2 {
            uu.append(contentsOf: u[row * half + left / 2..<row * half + (left + w) / 2])
            vv.append(contentsOf: v[row * half + left / 2..<row * half + (left + w) / 2])
        }
        return YUVImage(width: w, height: h, y: yy, u: uu, v: vv)
    }
}

extension YUVImage {
    /// The picture turned clockwise by 90, 180 or 270 degrees (any other angle: unchanged):
    /// phones store a portrait clip sideways and say in the stream how to turn it.
    public func rotated(clockwise degrees: Int) -> YUVImage {
        let turn = ((degrees % 360) + 360) % 360
        guard turn == 90 || turn == 180 || turn == 270 else { return self }
        let quarter = turn != 180
        let w = quarter ? height : width, h = quarter ? width : height
        func plane(_ source: [UInt8], _ sw: Int, _ sh: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: source.count)
            let dw = quarter ? sh : sw
            source.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<sh {
                        for x in 0..<sw {
                            let (dx, dy): (Int, Int)
                            switch turn {
                            case 90: (dx, dy) = (sh - 1 - y, x)
                            case 180: (dx, dy) = (sw - 1 - x, sh - 1 - y)
                            default: (dx, dy) = (y, sw - 1 - x)
                            }
                            dst[dy * dw + dx] = src[y * sw + x]
                        }
                    }
                }
            }
            return out
        }
        return YUVImage(
            width: w, height: h, y: plane(y, width, height), u: plane(u, width / 2, height / 2), v: plane(v, width / 2, height / 2))
    }
}
