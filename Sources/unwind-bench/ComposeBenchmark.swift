import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPlatform
import UnwindPlatformTesting
import UnwindSlideshow

/// Composing one slide on the decode thread, the old way and the new way side by side in one
/// run: SDL surfaces (`SDL_SoftStretchLinear`, `SDL_UpperBlitScaled`, `IMG_SaveJPG`), as the
/// show composed before issue 21's four-module path, against CPU pixels (`DecodedImage` in
/// UnwindMedia), as it composes now. The same steps for each: the photo enlarged to fit
/// 1080p (the bundled photos are small) or a 24 MP decode's 1620×1080, its blurred, dimmed
/// backdrop stretched to the frame, the photo copied on it, three blurred copies, the detail
/// map, the remote's thumbnail, and the frame in the texture's format.
enum ComposeBenchmark {
    static func run() throws {
        let frame = Size(width: 1920, height: 1080)
        let sources: [(String, PixelBuffer)] = [
            ("600x400", Self.pattern(Size(width: 600, height: 400))),
            ("1620x1080", Self.pattern(Size(width: 1620, height: 1080))),
        ]
        try Headless.withSDL {
            for (label, pixels) in sources {
                let fitted = Size(width: pixels.width * frame.height / pixels.height, height: frame.height)
                var old: [Double] = [], new: [Double] = []
                // Interleaved, so load on the machine falls on both alike.
                for _ in 0..<5 {
                    old += try BenchStats.sampleMilliseconds(runs: 4, warmup: 1) { _ = try Self.surfaceSlide(pixels, fitted: fitted, frame: frame) }
                    new += try BenchStats.sampleMilliseconds(runs: 4, warmup: 1) { _ = try Self.pixelSlide(pixels, fitted: fitted, frame: frame) }
                }
                let ratio = BenchStats.quantile(new, 0.5) / BenchStats.quantile(old, 0.5)
                print("compose.slide_1080p.\(label).sdl_surfaces \(BenchStats.summary(old))")
                print("compose.slide_1080p.\(label).cpu_pixels \(BenchStats.summary(new)) ratio \(String(format: "%.2f", ratio))")
            }
        }
    }

    /// A picture with detail everywhere (so no step can shortcut a flat colour).
    static func pattern(_ size: Size) -> PixelBuffer {
        var bytes = [UInt8](repeating: 255, count: size.width * size.height * 4)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let i = (y * size.width + x) * 4
                bytes[i] = UInt8(truncatingIfNeeded: x &* 7 &+ y)
                bytes[i + 1] = UInt8(truncatingIfNeeded: y &* 5 &+ x / 3)
                bytes[i + 2] = UInt8(truncatingIfNeeded: (x ^ y) &* 3)
            }
        }
        return PixelBuffer(width: size.width, height: size.height, bytes: bytes)
    }

    /// The slide composed on SDL surfaces, as `PhotoPreparer` did before.
    static func surfaceSlide(_ pixels: PixelBuffer, fitted: Size, frame: Size) throws -> Int {
        let out = try surfaceFrame(try Surface(pixels: pixels, opaque: true), fitted: fitted, frame: frame)
        var kept = 0
        for sigma in [2.0, 8, 32] { kept += try out.blurred(sigma: sigma).surface.size.width }
        kept += DetailFocus.find(in: try out.scaled(to: DetailFocus.mapSize(for: out.size)).pixelBuffer()) == nil ? 0 : 1
        kept += try out.jpegThumbnail().count
        return kept
    }

    /// The photo fitted on its blurred, dimmed backdrop, on SDL surfaces.
    static func surfaceFrame(_ decoded: Surface, fitted: Size, frame: Size) throws -> Surface {
        let photo = fitted == decoded.size ? decoded : try decoded.scaled(to: fitted)
        let scale = 64.0 / Double(max(photo.size.width, photo.size.height))
        let small = Size(width: max(2, Int(Double(photo.size.width) * scale)), height: max(2, Int(Double(photo.size.height) * scale)))
        let blurred = try Surface(pixels: Backdrop.blurred(try photo.scaled(to: small).pixelBuffer(), radius: 3, brightness: 0.45))
        let crop = FitMode.fill.placement(of: small, in: frame.rect).source
        let croppedSize = Size(width: max(1, Int(crop.width)), height: max(1, Int(crop.height)))
        let cropped = try Surface(size: croppedSize, fill: .black, opaque: true)
        try blurred.draw(into: cropped, source: crop, destination: croppedSize.rect)
        let out = try cropped.scaled(to: frame)
        let place = FitMode.fit.placement(of: photo.size, in: frame.rect).destination
        try photo.draw(into: out, destination: Rect(x: place.x, y: place.y, width: Float(photo.size.width), height: Float(photo.size.height)))
        return out
    }

    /// The same slide on CPU pixels, as `PhotoPreparer` composes it now, ending in the
    /// texture's byte order (the surface path's equivalent is its XRGB8888 format).
    static func pixelSlide(_ pixels: PixelBuffer, fitted: Size, frame: Size) throws -> Int {
        let out = try pixelFrame(DecodedImage(pixels: pixels, opaque: true), fitted: fitted, frame: frame)
        var kept = 0
        for sigma in [2.0, 8, 32] { kept += TexturePixels(try out.blurred(sigma: sigma)).width }
        kept += DetailFocus.find(in: try out.scaled(to: DetailFocus.mapSize(for: out.size)).pixels) == nil ? 0 : 1
        kept += try out.jpegThumbnail().count
        kept += TexturePixels(out).width
        return kept
    }

    /// The photo fitted on its blurred, dimmed backdrop, on CPU pixels.
    static func pixelFrame(_ decoded: DecodedImage, fitted: Size, frame: Size) throws -> DecodedImage {
        let photo = fitted == decoded.size ? decoded : try decoded.scaled(to: fitted)
        var out = try Backdrop.covering(frame, from: photo)
        let place = FitMode.fit.placement(of: photo.size, in: frame.rect).destination
        out.draw(photo, destination: Rect(x: place.x, y: place.y, width: Float(photo.size.width), height: Float(photo.size.height)))
        return out
    }
}
