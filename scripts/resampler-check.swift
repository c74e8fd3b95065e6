// Compiled by scripts/resampler-check.sh into a copy of UnwindDraw (not part of the package).
// Prints a hash of the Resampler's output for many sizes, filters and layouts (row-at-a-time
// and pipelined paths, which must agree), then the thread CPU of one 24 MP-at-1080p reduction.
import Foundation

func noise(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
    }
}

func fnv(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
}

func threadCPU() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
}

let layouts: [Resampler.Layout] = [.rgbx, .rgba, .rgb, Resampler.Layout(bytesPerPixel: 3, red: 2, green: 1, blue: 0, alpha: nil)]
let filters: [Resampler.Filter] = [.area, .triangle, .bicubic, .lanczos2, .lanczos3]
let cases = [(300, 200, 97, 61), (64, 40, 64, 40), (17, 9, 5, 3), (1, 1, 1, 1), (513, 77, 100, 76), (40, 300, 39, 17), (2000, 30, 31, 30), (250, 167, 160, 100)]
var all: UInt64 = 0
for (sw, sh, tw, th) in cases {
    for layout in layouts {
        for filter in filters {
            let size = Size(width: sw, height: sh), target = Size(width: tw, height: th), rowBytes = sw * layout.bytesPerPixel
            let source = noise(sw * sh * layout.bytesPerPixel, seed: UInt64(sw * 31 + sh))
            let rows = source.withUnsafeBytes { raw in
                Resampler.downscale(size: size, layout: layout, to: target, filter: filter) { raw.baseAddress.unsafelyUnwrapped + $0 * rowBytes }
            }
            var next = 0
            let piped = Resampler.downscale(size: size, layout: layout, to: target, filter: filter, chunk: 3) { buffer, count in
                source.withUnsafeBytes { raw in buffer.copyMemory(from: raw.baseAddress.unsafelyUnwrapped + next * rowBytes, byteCount: count * rowBytes) }
                next += count
            }
            if rows.bytes != piped.bytes { print("MISMATCH pipelined vs row-at-a-time: \(sw)x\(sh) -> \(tw)x\(th) \(layout) \(filter)") }
            all = all &* 31 &+ fnv(rows.bytes)
        }
    }
}
print("hash", String(all, radix: 16))
let big = noise(3000 * 2000 * 4, seed: 5)
var best = Double.infinity
for _ in 0..<7 {
    let start = threadCPU()
    _ = big.withUnsafeBytes { raw in
        Resampler.downscale(size: Size(width: 3000, height: 2000), layout: .rgbx, to: Size(width: 1620, height: 1080)) { raw.baseAddress.unsafelyUnwrapped + $0 * 12000 }
    }
    best = min(best, threadCPU() - start)
}
print(String(format: "cpu 3000x2000 RGBX -> 1620x1080 Lanczos-3: %.1f ms (least of 7)", best))
