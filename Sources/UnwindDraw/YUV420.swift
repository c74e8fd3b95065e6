/// RGB to planar Y'CbCr 4:2:0 with the BT.601 full-range (JPEG) matrix, in 16-bit fixed
/// point: what `C420jpeg` Y4M streams and ffmpeg's `yuvj420p` expect.
public enum YUV420 {
    /// Y plane plus two chroma planes of ⌈w/2⌉ × ⌈h/2⌉.
    public static func byteCount(_ size: Size) -> Int {
        let cw = (size.width + 1) / 2, ch = (size.height + 1) / 2
        return size.width * size.height + 2 * cw * ch
    }

    /// Converts RGBA pixels into `planes` (Y, then Cb, then Cr); chroma averages each 2×2 block.
    public static func convert(_ pixels: PixelBuffer, into planes: inout [UInt8]) {
        let w = pixels.width, h = pixels.height
        let cw = (w + 1) / 2, ch = (h + 1) / 2
        if planes.count != byteCount(pixels.size) { planes = [UInt8](repeating: 0, count: byteCount(pixels.size)) }
        pixels.bytes.withUnsafeBufferPointer { rgba in
            planes.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let row = y * w
                    for x in 0..<w {
                        let i = (row + x) * 4
                        let r = Int32(rgba[i]), g = Int32(rgba[i + 1]), b = Int32(rgba[i + 2])
                        out[row + x] = UInt8(truncatingIfNeeded: (19595 * r + 38470 * g + 7471 * b + 32768) >> 16)
                    }
                }
                let cb = w * h, cr = cb + cw * ch
                for cy in 0..<ch {
                    let y0 = cy * 2, y1 = min(y0 + 1, h - 1)
                    for cx in 0..<cw {
                        let x0 = cx * 2, x1 = min(x0 + 1, w - 1)
                        let a = (y0 * w + x0) * 4, b1 = (y0 * w + x1) * 4, c = (y1 * w + x0) * 4, d = (y1 * w + x1) * 4
                        let r = Int32(rgba[a]) + Int32(rgba[b1]) + Int32(rgba[c]) + Int32(rgba[d])
                        let g = Int32(rgba[a + 1]) + Int32(rgba[b1 + 1]) + Int32(rgba[c + 1]) + Int32(rgba[d + 1])
                        let b = Int32(rgba[a + 2]) + Int32(rgba[b1 + 2]) + Int32(rgba[c + 2]) + Int32(rgba[d + 2])
                        // Sums of four pixels: divide by 4 within the rounding shift.
                        let u = (-11058 * r - 21710 * g + 32768 * b + 131072) >> 18
                        let v = (32768 * r - 27439 * g - 5329 * b + 131072) >> 18
                        out[cb + cy * cw + cx] = UInt8(clamping: u + 128)
                        out[cr + cy * cw + cx] = UInt8(clamping: v + 128)
                    }
                }
            }
        }
    }
}
