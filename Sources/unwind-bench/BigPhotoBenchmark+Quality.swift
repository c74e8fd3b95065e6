import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// The quality half of the big-photo benchmark: a 24-megapixel zone plate (rings up to the
/// Nyquist limit at the corners) shown at 1080p, against a Lanczos-3 reduction of the
/// original pixels: the DCT-scaled decode with Lanczos, area averaging alone, and the old
/// path (whole decode, SDL's halving and bilinear stretch), side by side.
extension BigPhotoBenchmark {
    static func quality() throws {
        let size = photoSize, target = Size(width: 1620, height: 1080)
        var plate = [UInt8](repeating: 255, count: size.width * size.height * 4)
        let cx = Double(size.width) / 2, cy = Double(size.height) / 2
        let k = Double.pi / (2 * (cx * cx + cy * cy).squareRoot())
        plate.withUnsafeMutableBufferPointer { out in
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let dx = Double(x) - cx, dy = Double(y) - cy
                    let v = UInt8((127.5 + 127.5 * cos(k * (dx * dx + dy * dy))).rounded())
                    let i = (y * size.width + x) * 4
                    out[i] = v
                    out[i + 1] = v
                    out[i + 2] = v
                }
            }
        }
        let original = PixelBuffer(width: size.width, height: size.height, bytes: plate)
        let reference = Resampler.downscale(original, to: target, filter: .lanczos3)
        let jpeg = try JPEGEncoder.encode(original, quality: 95)
        let ours = try JPEGDecoder.decode(bytes: jpeg) { _ in target }
        let full = try JPEGDecoder.decode(bytes: jpeg) { $0 }
        let area = Resampler.downscale(full.image.pixels, to: target, filter: .area)
        let old = try Headless.withSDL { try Surface(pixels: full.image.pixels, opaque: true).scaled(to: target).pixelBuffer() }
        print(
            String(
                format:
                    "big.quality zone plate 6000x4000 -> 1620x1080, PSNR vs Lanczos-3 of the original: dct %d/8 + lanczos3 %.1f dB, full decode + area %.1f dB, full decode + SDL halving/bilinear (before) %.1f dB",
                ours.eighths, psnr(ours.image.pixels, reference), psnr(area, reference), psnr(old, reference)))
    }

    static func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        var sum = 0.0, count = 0
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: min(pa.count, pb.count), by: 4) {
                    for c in 0..<3 {
                        let d = Double(pa[i + c]) - Double(pb[i + c])
                        sum += d * d
                    }
                    count += 3
                }
            }
        }
        let mse = sum / Double(max(count, 1))
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }
}
