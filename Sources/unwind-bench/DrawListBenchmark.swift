import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// Submitting a draw list of 1,000 textured quads that sample one 1920×1080 texture to the
/// software renderer at 1920×1080: the cost a 1,000-tile transition frame pays in SDL.
enum DrawListBenchmark {
    static func run() throws {
        let size = Size(width: 1920, height: 1080)
        try Headless.withRenderer(size) { renderer in
            var pixels = PixelBuffer(width: size.width, height: size.height, fill: .black)
            for y in 0..<size.height {
                for x in 0..<size.width { pixels[x, y] = Color(UInt8(x & 255), UInt8(y & 255), UInt8((x ^ y) & 255)) }
            }
            let argb = try renderer.textures.upload(pixels)
            let xrgb = try renderer.textures.upload(Surface(pixels: pixels).opaque())
            for (label, opacity, texture) in [
                ("opaque", Float(1), argb), ("blended", Float(0.5), argb), ("blended_xrgb", Float(0.5), xrgb), ("blended_xrgb_0.3", Float(0.3), xrgb),
            ] {
                let list = tiles(texture: texture, size: size, columns: 40, rows: 25, opacity: opacity)
                let samples = BenchStats.sampleMilliseconds(runs: 60) {
                    renderer.submit(list)
                    renderer.present()
                }
                print("drawlist.quads1000.\(label) size=\(size) quads=\(list.count) \(BenchStats.summary(samples))")
            }
            let full = BenchStats.sampleMilliseconds(runs: 60) {
                var list = DrawList()
                list.quad(argb, source: size.rect, destination: size.rect)
                renderer.submit(list)
                renderer.present()
            }
            print("drawlist.fullframe1 size=\(size) quads=1 \(BenchStats.summary(full))")
        }
    }

    /// A grid of quads covering the frame, each sampling its own sub-rect of the texture.
    static func tiles(texture: TextureID, size: Size, columns: Int, rows: Int, opacity: Float) -> DrawList {
        var list = DrawList()
        list.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for col in 0..<columns {
                let x0 = (Float(col) * Float(size.width) / Float(columns)).rounded()
                let x1 = (Float(col + 1) * Float(size.width) / Float(columns)).rounded()
                let y0 = (Float(row) * Float(size.height) / Float(rows)).rounded()
                let y1 = (Float(row + 1) * Float(size.height) / Float(rows)).rounded()
                let rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                list.quad(texture, source: rect, destination: rect, opacity: opacity)
            }
        }
        return list
    }
}
