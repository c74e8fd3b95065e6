import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes

/// HEIC, the iPhone's format, at its 12-megapixel size: how long libheif takes to decode
/// one on the decode thread, and frame times on the render thread meanwhile (the same
/// measurement as the 24 MP JPEG case).
enum HEIFBenchmark {
    static func run() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-heif-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        guard let photos = AssetLocator.photosDirectory()?.path else {
            print("heif: bundled Assets/photos not found; run from the repository")
            return
        }
        let heic = work.path + "/big-12mp.heic"
        let encodeStart = ContinuousClock.now
        try Headless.withSDL {
            let source = try PNGDecoder.decode(path: photos + "/chelsea.png")
            let scaled = try Surface(pixels: source.pixels, opaque: true).scaled(to: Size(width: 4032, height: 3024))
            try HEIFEncoder.write(try scaled.pixelBuffer(), to: heic, quality: 85)
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: heic)[.size] as? Int) ?? 0
        print(
            "heif.fixture 4032x3024 heic bytes=\(bytes) encode=\(String(format: "%.0f", (ContinuousClock.now - encodeStart).seconds * 1000)) ms (x265, made once)"
        )
        let samples = try BenchStats.sampleMilliseconds(runs: 5, warmup: 1) {
            _ = try HEIFFile(path: heic).decode()
        }
        print("heif.decode_12mp libheif to RGBA \(BenchStats.summary(samples))")
        try SlideshowBenchmark.framesWhileDecoding(big: heic, label: "12mp_heic", work: work.path, photos: photos)
    }
}
