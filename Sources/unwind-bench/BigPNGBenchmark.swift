import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindPlatform

/// Big PNGs on small boards (issue 25): four 24-megapixel RGB PNGs, made here. One is decoded
/// for a 1080p screen in a child process of this program, a row at a time into the resampler
/// (what the show does now) and whole through libpng's simplified API then reduced (what it
/// did before), each child's peak RSS from `/usr/bin/time`; then the four are shown headless
/// in a child `unwind` at 1080p and 2160p, as `bigphotos` shows its JPEGs.
enum BigPNGBenchmark {
    static func run() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-png-\(getpid())").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        for index in 1...4 {
            try PNGWriter.write(BigPhotoBenchmark.photo(seed: UInt64(index)), to: "\(work)/photo\(index).png", opaque: true)
        }
        let first = work + "/photo1.png"
        let bytes = (try? FileManager.default.attributesOfItem(atPath: first)[.size] as? Int) ?? 0
        print("png.fixture 4 RGB PNGs 6000x4000 bytes=\(bytes) (first)")
        var times: [String: [Double]] = [:], peaks: [String: [Double]] = [:]
        for round in 0..<4 {
            for mode in ["rows", "whole"] {
                guard let (peak, seconds) = child(mode: mode, file: first) else { continue }
                // The first round warms the file cache.
                if round > 0 {
                    times[mode, default: []].append(seconds * 1000)
                    peaks[mode, default: []].append(peak)
                }
            }
        }
        for mode in ["rows", "whole"] {
            let peak = BenchStats.quantile(peaks[mode] ?? [], 0.5), time = BenchStats.quantile(times[mode] ?? [], 0.5)
            print(String(format: "png.decode_24mp_for_1080p.%@ peak_rss_median=%.1fMB wall_median=%.0fms runs=%d", mode, peak, time, peaks[mode]?.count ?? 0))
        }
        for size in ["1920x1080", "3840x2160"] {
            BigPhotoBenchmark.show(label: "png24mp", folder: work, size: size)
        }
    }

    /// `png-decode rows|whole FILE`: one decode for a 1620×1080 place, in this process.
    static func decodeOnce(_ arguments: [String]) throws {
        guard arguments.count == 2 else { throw CodecError("usage: png-decode rows|whole FILE") }
        let path = Array(arguments[1].utf8), target = Size(width: 1620, height: 1080)
        let size: Size
        if arguments[0] == "rows" {
            size = try PNGDecoder.decode(path: path) { _ in target }.image.pixels.size
        } else {
            size = Resampler.downscale(try PNGDecoder.decode(path: path).pixels, to: target).size
        }
        guard size == target else { throw CodecError("decoded \(size), not \(target)") }
    }

    /// Peak RSS (MB) and wall seconds of one child decode.
    private static func child(mode: String, file: String) -> (Double, Double)? {
        let timing = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-png-time-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: timing) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M %e", "-o", timing, CommandLine.arguments[0], "png-decode", mode, file]
        do {
            try process.run()
            process.waitUntilExit()
            let fields = (try String(contentsOfFile: timing, encoding: .utf8)).split(whereSeparator: \.isWhitespace)
            guard process.terminationStatus == 0, fields.count >= 2, let kilobytes = Double(fields[0]), let seconds = Double(fields[1]) else {
                print("png.decode.\(mode): failed (exit \(process.terminationStatus))")
                return nil
            }
            return (kilobytes / 1024, seconds)
        } catch {
            print("png.decode.\(mode): failed: \(error)")
            return nil
        }
    }
}
