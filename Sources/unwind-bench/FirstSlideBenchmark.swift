import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime

#if canImport(Glibc)
import Glibc
#endif

/// The first slide of a show, step by step, the old way and the new way side by side in one
/// run (issue 21: the four-module path's first photo was ~90 ms slower than SDL surfaces'):
/// the header, the decode (EXIF included), the compose (a bundled 640×427 JPEG enlarged to
/// 1080p on its blurred backdrop), the three blurred copies, the texture byte order and the
/// uploads. Each step is timed in wall time and in the thread's own CPU time, with its minor
/// page faults: on a shared 2-core machine wall time mostly measures the neighbours, CPU
/// time and faults what the step itself costs. The first round is the process's first use
/// of each path (lazy tables, a fresh heap), printed apart from the medians of the rest.
enum FirstSlideBenchmark {
    /// The steps of one slide, in order.
    static let steps = ["header", "decode", "compose", "blurs", "texture_order", "upload", "total"]

    /// One step's cost.
    struct Cost {
        var wall = 0.0, cpu = 0.0, faults = 0.0
        static func + (a: Cost, b: Cost) -> Cost { Cost(wall: a.wall + b.wall, cpu: a.cpu + b.cpu, faults: a.faults + b.faults) }
    }

    /// Runs `body` with the bundled photo, the 1080p frame and a headless renderer.
    static func withPhoto(_ body: (PhotoPath, Size, Renderer) throws -> Void) throws {
        guard let photos = AssetLocator.photosDirectory()?.path else {
            print("firstslide: bundled Assets/photos not found; run from the repository")
            return
        }
        let frame = Size(width: 1920, height: 1080)
        try Headless.withRenderer(frame) { renderer in try body(PhotoPath(photos + "/rocket.jpg"), frame, renderer) }
    }

    static func run() throws {
        try withPhoto { path, frame, renderer in
            var old: [[Cost]] = [], new: [[Cost]] = []
            // Interleaved, the order swapped each round, so load falls on both alike; round 0
            // of each is its first use in the process.
            for round in 0..<12 {
                if round % 2 == 0 {
                    new.append(try Self.pixelSlide(path, frame: frame, renderer: renderer))
                    old.append(try Self.surfaceSlide(path, frame: frame, renderer: renderer))
                } else {
                    old.append(try Self.surfaceSlide(path, frame: frame, renderer: renderer))
                    new.append(try Self.pixelSlide(path, frame: frame, renderer: renderer))
                }
            }
            for (index, step) in steps.enumerated() {
                for (label, rounds) in [("sdl_surfaces", old), ("cpu_pixels", new)] {
                    let warm = rounds.dropFirst().map { $0[index] }
                    let first = rounds[0][index]
                    print(
                        String(
                            format:
                                "firstslide.%@.%@ cpu_median_ms=%.2f wall_median_ms=%.2f faults_median=%.0f first_cpu_ms=%.2f first_wall_ms=%.2f first_faults=%.0f",
                            step, label, BenchStats.quantile(warm.map(\.cpu), 0.5), BenchStats.quantile(warm.map(\.wall), 0.5),
                            BenchStats.quantile(warm.map(\.faults), 0.5), first.cpu, first.wall, first.faults))
                }
            }
        }
    }

    /// Where a step started: wall clock, this thread's CPU time and its page faults.
    struct Mark {
        let wall = ContinuousClock.now, cpu = threadCPU(), faults = threadFaults()

        /// What was spent since.
        func cost() -> Cost {
            Cost(wall: (ContinuousClock.now - wall).seconds * 1000, cpu: threadCPU() - cpu, faults: Double(threadFaults() - faults))
        }
    }

    /// One slide of one path in this fresh process, as a show's first photo is made:
    /// `firstslide-old` and `firstslide-new`, run alternately in processes of their own, so
    /// each path pays its own first use of everything (lazy tables, a fresh heap).
    static func runCold(old: Bool) throws {
        try withPhoto { path, frame, renderer in
            let costs = try old ? Self.surfaceSlide(path, frame: frame, renderer: renderer) : Self.pixelSlide(path, frame: frame, renderer: renderer)
            let line = zip(steps, costs).map { String(format: "%@_cpu_ms=%.2f %@_faults=%.0f", $0, $1.cpu, $0, $1.faults) }
            print(
                "firstslide.cold.\(old ? "sdl_surfaces" : "cpu_pixels") " + line.joined(separator: " ")
                    + String(format: " total_wall_ms=%.2f", costs[costs.count - 1].wall))
        }
    }

    /// Times `body`, adding its cost to `costs`.
    static func step<T>(_ costs: inout [Cost], _ body: () throws -> T) rethrows -> T {
        let mark = Mark()
        let value = try body()
        costs.append(mark.cost())
        return value
    }

    /// The costs with their total appended.
    static func totalled(_ costs: [Cost]) -> [Cost] {
        costs + [costs.reduce(Cost(), +)]
    }

    /// This thread's CPU time in milliseconds.
    static func threadCPU() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }

    /// This thread's minor page faults so far.
    static func threadFaults() -> Int {
        var usage = rusage()
        // Linux's RUSAGE_THREAD (1), not exported to Swift without _GNU_SOURCE.
        getrusage(__rusage_who_t(1), &usage)
        return usage.ru_minflt
    }

    /// The size the photo is shown at: fitted inside the frame.
    static func fitted(_ size: Size, in frame: Size) -> Size {
        let scale = min(Double(frame.width) / Double(size.width), Double(frame.height) / Double(size.height))
        return Size(width: max(1, Int((Double(size.width) * scale).rounded())), height: max(1, Int((Double(size.height) * scale).rounded())))
    }

    /// The first slide as `PhotoPreparer` makes it now: CPU pixels, in texture order.
    static func pixelSlide(_ path: PhotoPath, frame: Size, renderer: Renderer) throws -> [Cost] {
        var costs: [Cost] = []
        let header = try step(&costs) { try ImageHeader.read(path: path) }
        let decoded = try step(&costs) {
            try PhotoDecoder.decode(path: path, header: header, maxPixels: .max, reader: nil) { stored, _ in
                Self.fitted(stored, in: frame)
            }
        }
        let composed = try step(&costs) {
            try ComposeBenchmark.pixelFrame(decoded.image, fitted: fitted(decoded.image.size, in: frame), frame: frame)
        }
        var blurs = try step(&costs) { try [2.0, 8, 32].map { try composed.blurred(sigma: $0) } }
        // As `PhotoPreparer` does it: each picture handed over, so its buffer is swapped in
        // place (a closure could not give up `composed`, so this step is timed by hand).
        let mark = Mark()
        var textures = [TexturePixels(consume composed)]
        while let blur = blurs.popLast() { textures.append(TexturePixels(blur)) }
        costs.append(mark.cost())
        let ids = try step(&costs) { try textures.map { try renderer.textures.upload($0) } }
        for id in ids { renderer.textures.release(id) }
        return totalled(costs)
    }

    /// The first slide as `PhotoPreparer` made it before issue 21's last step: the decoder's
    /// pixels copied into an SDL surface and composed with SDL's scaling and blits.
    static func surfaceSlide(_ path: PhotoPath, frame: Size, renderer: Renderer) throws -> [Cost] {
        var costs: [Cost] = []
        let header = try step(&costs) { try ImageHeader.read(path: path) }
        let decoded = try step(&costs) { () throws -> Surface in
            let image = try PhotoDecoder.decode(path: path, header: header, maxPixels: .max, reader: nil) { stored, _ in
                Self.fitted(stored, in: frame)
            }.image
            return try Surface(pixels: image.pixels, opaque: image.opaque)
        }
        let composed = try step(&costs) { try ComposeBenchmark.surfaceFrame(decoded, fitted: fitted(decoded.size, in: frame), frame: frame) }
        let blurs = try step(&costs) { try [2.0, 8, 32].map { try composed.blurred(sigma: $0).surface } }
        // The surfaces were already in the texture's format.
        step(&costs) {}
        let ids = try step(&costs) { try ([composed] + blurs).map { try renderer.textures.upload($0) } }
        for id in ids { renderer.textures.release(id) }
        return totalled(costs)
    }
}
