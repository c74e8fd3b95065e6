import UnwindDraw

/// Where a photo's detail is, for `kenburns-smart`: a cheap edge-energy map of a small copy
/// (made on the decode thread), smoothed over a neighbourhood, and its peak.
///
/// Faces, text and subjects in focus have edges; skies, walls and bokeh do not. The peak of
/// edge energy over a window about a fifth of the picture is a fair guess of what the camera
/// was pointed at, and costs a few hundred microseconds on a 64-pixel-wide copy.
public enum DetailFocus {
    /// The size of the copy the map is made from: 64 pixels on the long side.
    public static func mapSize(for size: Size) -> Size {
        let scale = 64.0 / Double(max(size.width, size.height, 1))
        return Size(width: max(4, Int(Double(size.width) * scale)), height: max(4, Int(Double(size.height) * scale)))
    }

    /// The centre of the most detailed region, 0...1 of the picture; nil for a picture with no
    /// edges at all (a flat colour), where any point is as good as the centre.
    public static func find(in pixels: PixelBuffer) -> Vec2? {
        let w = pixels.width, h = pixels.height
        guard w >= 3, h >= 3 else { return nil }
        var luma = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let c = pixels[x, y]
                luma[y * w + x] = 0.299 * Float(c.r) + 0.587 * Float(c.g) + 0.114 * Float(c.b)
            }
        }
        var energy = [Float](repeating: 0, count: w * h)
        var total: Float = 0
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                let dx = luma[y * w + x + 1] - luma[y * w + x - 1]
                let dy = luma[(y + 1) * w + x] - luma[(y - 1) * w + x]
                let e = abs(dx) + abs(dy)
                energy[y * w + x] = e
                total += e
            }
        }
        guard total > Float(w * h) else { return nil }
        // Summed-area table, so every window's energy is four lookups.
        var sums = [Float](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var row: Float = 0
            for x in 0..<w {
                row += energy[y * w + x]
                sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1] + row
            }
        }
        let rw = max(3, w / 5), rh = max(3, h / 5)
        var best: Float = -1
        var at = (x: w / 2, y: h / 2)
        for y in 0...(h - rh) {
            for x in 0...(w - rw) {
                let s = sums[(y + rh) * (w + 1) + x + rw] - sums[y * (w + 1) + x + rw] - sums[(y + rh) * (w + 1) + x] + sums[y * (w + 1) + x]
                if s > best {
                    best = s
                    at = (x + rw / 2, y + rh / 2)
                }
            }
        }
        return Vec2((Float(at.x) + 0.5) / Float(w), (Float(at.y) + 0.5) / Float(h))
    }
}
