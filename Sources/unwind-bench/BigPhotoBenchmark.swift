import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRandom
import UnwindScenes

/// Big photos on small boards (issue 25): four 24-megapixel JPEGs, made here (nothing large is
/// committed), prepared for a 1080p screen against `djpeg -scale 1/2` on the same file, and
/// shown headless in child processes of the release `unwind` (peak RSS from `/usr/bin/time`)
/// at 1080p and 2160p, beside the same show of the same photos pre-scaled to the screen.
enum BigPhotoBenchmark {
    static let photoSize = Size(width: 6000, height: 4000)

    static func run() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-big-\(getpid())").path
        let big = work + "/big", small = work + "/prescaled"
        defer { try? FileManager.default.removeItem(atPath: work) }
        try writeFixtures(into: work)
        let first = big + "/photo1.jpg"
        let bytes = (try? FileManager.default.attributesOfItem(atPath: first)[.size] as? Int) ?? 0
        print("big.fixture 4 JPEGs 6000x4000 q90 bytes=\(bytes) (first), pre-scaled copies 1620x1080")
        try decodeTimes(first)
        try parallelDecodeTimes(first)
        try quality()
        // Three alternating pairs at 1080p (one show is 2–4 s, so one pair is noisy on a shared box).
        var walls: [String: [Double]] = [:]
        let pair: [(String, String, String)] = [("24mp", big, "1920x1080"), ("prescaled", small, "1920x1080")]
        for (label, folder, size) in pair + pair + pair + [("24mp", big, "3840x2160")] {
            if let wall = show(label: label, folder: folder, size: size), size == "1920x1080" { walls[label, default: []].append(wall) }
        }
        if let big = walls["24mp"], let small = walls["prescaled"], !big.isEmpty, !small.isEmpty {
            let ratio = BenchStats.quantile(big, 0.5) / BenchStats.quantile(small, 0.5)
            print(String(format: "big.show_24mp_vs_prescaled_1080p ratio_of_medians=%.2f over %d pairs (goal <= 1.5)", ratio, min(big.count, small.count)))
        }
    }

    /// Writes the section's photos: `big/` four 24 MP JPEGs, `prescaled/` the same reduced to
    /// 1620×1080 (`unwind-bench big-fixtures DIR` keeps them, for side-by-side runs of two builds).
    static func writeFixtures(into work: String) throws {
        let big = work + "/big", small = work + "/prescaled"
        for folder in [big, small] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for index in 1...4 {
            let pixels = photo(seed: UInt64(index))
            try Data(JPEGEncoder.encode(pixels, quality: 90)).write(to: URL(fileURLWithPath: "\(big)/photo\(index).jpg"))
            let screen = Resampler.downscale(pixels, to: Size(width: 1620, height: 1080))
            try Data(JPEGEncoder.encode(screen, quality: 90)).write(to: URL(fileURLWithPath: "\(small)/photo\(index).jpg"))
        }
    }

    /// The 24 MP JPEG decoded for 1620×1080 on one core and on two (`parallel`: libjpeg a chunk
    /// of rows ahead of the resampler, as a headless show decodes), alternating, same run.
    static func parallelDecodeTimes(_ path: String) throws {
        var serial: [Double] = [], parallel: [Double] = [], cpu: [Double] = []
        for round in 0..<8 {
            for wide in [false, true] {
                let start = FirstSlideBenchmark.threadCPU()
                let times = try BenchStats.sampleMilliseconds(runs: 1, warmup: 0) {
                    _ = try JPEGDecoder.decode(path: Array(path.utf8), parallel: wide) { _ in Size(width: 1620, height: 1080) }
                }
                if round > 0 {
                    if wide { parallel += times } else { serial += times }
                    // On one core the whole decode runs on this thread: its CPU time is the
                    // decode's, whatever else the machine is doing (wall time is not).
                    if !wide { cpu.append(FirstSlideBenchmark.threadCPU() - start) }
                }
            }
        }
        print("big.decode_24mp_1620x1080 one_core \(BenchStats.summary(serial))")
        print("big.decode_24mp_1620x1080 one_core thread_cpu \(BenchStats.summary(cpu))")
        print("big.decode_24mp_1620x1080 two_cores \(BenchStats.summary(parallel))")
        print(String(format: "big.decode_two_vs_one ratio_of_medians=%.2f", BenchStats.quantile(parallel, 0.5) / BenchStats.quantile(serial, 0.5)))
    }

    /// A photo-like 24-megapixel image: colour fields, edges, fine texture and sensor noise,
    /// so the JPEG is the size a camera's is (6–9 MB at quality 90).
    static func photo(seed: UInt64) -> PixelBuffer {
        let w = photoSize.width, h = photoSize.height
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        var random = SplitMix64(seed: seed)
        let phase = Double(random.next() % 1000) / 100
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let fy = Double(y) / Double(h)
                for x in 0..<w {
                    let fx = Double(x) / Double(w)
                    let field = 0.5 + 0.5 * sin(fx * 7 + phase) * cos(fy * 5 - phase)
                    let texture = sin(Double(x) * 0.9 + sin(Double(y) * 0.05) * 8) * 18
                    let edge: Double = (x / 500 + y / 500) % 2 == 0 ? 30 : -30
                    let noise = Double(Int(random.next() % 17) - 8)
                    let i = (y * w + x) * 4
                    out[i] = UInt8(clamping: Int(field * 200 + texture + edge + noise))
                    out[i + 1] = UInt8(clamping: Int((1 - field) * 160 + 40 + texture * 0.5 + noise))
                    out[i + 2] = UInt8(clamping: Int(fy * 180 + 30 - edge + noise))
                }
            }
        }
        return PixelBuffer(width: w, height: h, bytes: bytes)
    }

    /// Preparing one 24 MP JPEG for a 1080p screen (decode at the DCT scale, area-average,
    /// compose on the frame) beside `djpeg -scale 1/2` writing the same file to /dev/null,
    /// alternating, in the same run.
    static func decodeTimes(_ path: String) throws {
        let headroom = Size(width: Int((1620 * JPEGDecoder.headroom).rounded(.up)), height: Int((1080 * JPEGDecoder.headroom).rounded(.up)))
        let eighths = JPEGDecoder.scale(for: photoSize, covering: headroom)
        var ours: [Double] = [], djpeg: [Double] = []
        try Headless.withSDL {
            for round in 0..<8 {
                let mine = try BenchStats.sampleMilliseconds(runs: 1, warmup: 0) {
                    _ = try FramedImage.load(path: path, size: Size(width: 1920, height: 1080), fit: .fit)
                }
                let theirs = try BenchStats.sampleMilliseconds(runs: 1, warmup: 0) { try runDjpeg(path) }
                // The first round warms the file cache and the allocator.
                if round > 0 {
                    ours += mine
                    djpeg += theirs
                }
            }
        }
        let ratio = BenchStats.quantile(ours, 0.5) / BenchStats.quantile(djpeg, 0.5)
        print("big.prepare_24mp_for_1080p scale=\(eighths)/8 \(BenchStats.summary(ours))")
        print("big.djpeg_scale_1/2 \(BenchStats.summary(djpeg))")
        print(String(format: "big.prepare_vs_djpeg ratio_of_medians=%.2f (goal <= 2)", ratio))
    }

    private static func runDjpeg(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/djpeg")
        process.arguments = ["-scale", "1/2", "-outfile", "/dev/null", path]
        try process.run()
        process.waitUntilExit()
    }

    /// One headless show in a child `unwind`: 45 s of show time, 5 s per photo, 10 fps.
    @discardableResult
    static func show(label: String, folder: String, size: String) -> Double? {
        let unwind = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("unwind").path
        guard FileManager.default.isExecutableFile(atPath: unwind) else {
            print("big.show: \(unwind) not built; run swift build -c release --product unwind first")
            return nil
        }
        let timing = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-big-time-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: timing) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = [
            "-f", "%M %e %U %S", "-o", timing, unwind, "slideshow", "--headless", "--size", size, "--run-for", "45", "--interval", "5", "--index", "off",
            "--fps", "10", folder,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            let fields = (try String(contentsOfFile: timing, encoding: .utf8)).split(whereSeparator: \.isWhitespace)
            guard fields.count >= 4, let kilobytes = Double(fields[0]), let user = Double(fields[2]), let system = Double(fields[3]) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            // CPU beside wall: wall below CPU is decoding overlapping the frames (or two cores).
            print(
                String(
                    format: "big.show.%@ size=%@ peak_rss=%.1fMB wall=%@s cpu=%.2fs exit=%d", label, size, kilobytes / 1024, String(fields[1]),
                    user + system, process.terminationStatus))
            return Double(fields[1])
        } catch {
            print("big.show.\(label) size=\(size) failed: \(error)")
            return nil
        }
    }
}
