import Testing
import UnwindDraw

/// The pipelined reduction (rows decoded a chunk ahead on another core) gives exactly the
/// pixels of the row-at-a-time one, whatever the chunk, the filter, the layout or the sizes,
/// and asks for every source row once, in order.
@Suite struct ResamplerPipelineTests {
    /// Noise, so any row taken from the wrong place or weighed twice shows.
    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    static let layouts: [Resampler.Layout] = [.rgbx, .rgba, .rgb, Resampler.Layout(bytesPerPixel: 3, red: 2, green: 1, blue: 0, alpha: nil)]

    @Test(arguments: [
        (Size(width: 300, height: 200), Size(width: 97, height: 61)), (Size(width: 64, height: 40), Size(width: 64, height: 40)),
        (Size(width: 50, height: 7), Size(width: 20, height: 3)), (Size(width: 33, height: 129), Size(width: 17, height: 64)),
        (Size(width: 40, height: 30), Size(width: 60, height: 45)), (Size(width: 1, height: 90), Size(width: 1, height: 1)),
    ])
    func givesTheRowByRowPixels(source: Size, target: Size) {
        for (index, layout) in Self.layouts.enumerated() {
            let rowBytes = source.width * layout.bytesPerPixel
            let pixels = Self.noise(rowBytes * source.height, seed: UInt64(index + source.width))
            pixels.withUnsafeBytes { raw in
                let base = raw.baseAddress.unsafelyUnwrapped
                for filter in [Resampler.Filter.area, .triangle, .bicubic, .lanczos2, .lanczos3] {
                    let expected = Resampler.downscale(size: source, layout: layout, to: target, filter: filter) { base + $0 * rowBytes }
                    for chunk in [1, 3, 32, 500] {
                        var next = 0
                        let piped = Resampler.downscale(size: source, layout: layout, to: target, filter: filter, chunk: chunk) { buffer, count in
                            buffer.copyMemory(from: base + next * rowBytes, byteCount: count * rowBytes)
                            next += count
                        }
                        #expect(piped == expected, "\(source) → \(target), \(filter), chunk \(chunk), layout \(index)")
                        #expect(next == source.height, "every row asked for once: \(next) of \(source.height)")
                    }
                }
            }
        }
    }
}
