import Foundation

/// Clips (issue 26), side by side in one run: a headless show of a 1080p30 H.264 clip against
/// `ffmpeg -i clip -an -f null -` decoding the same clip (the show must take at most 1.5× as
/// long), and the peak memory of a show of that clip and of a 4K HEVC clip, both at 1920×1080
/// (goals: 150 MB and 300 MB), and a windowed show's frame p95 on the software renderer while
/// the 1080p clip plays (goal: 16.7 ms). The clips are made here with the `ffmpeg` command line; the
/// shows run the release `unwind` next to this binary in child processes (`/usr/bin/time`).
enum VideoBenchmark {
    static let seconds = 6.0

    static func run() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else {
            print("video: needs the ffmpeg command line (apt install ffmpeg)")
            return
        }
        let unwind = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("unwind").path
        guard FileManager.default.isExecutableFile(atPath: unwind) else {
            print("video: \(unwind) not built; run swift build -c release --product unwind first")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-video-\(getpid())").path
        let hd = work + "/hd", uhd = work + "/uhd"
        for folder in [hd, uhd] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: work) }
        let clip = hd + "/clip-1080p30.mp4", big = uhd + "/clip-2160p30-hevc.mp4"
        try ffmpeg([
            "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30:duration=\(seconds)", "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", clip,
        ])
        try ffmpeg([
            "-f", "lavfi", "-i", "testsrc2=size=3840x2160:rate=30:duration=2", "-c:v", "libx265", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
            "-x265-params", "log-level=none", big,
        ])
        print("video.fixture 1080p30 H.264 \(seconds) s (x264 veryfast), 2160p30 HEVC 2 s (x265 ultrafast); show at 1920x1080, 30 fps, --index off")
        var ffmpegAuto: [Double] = [], ffmpegOne: [Double] = [], shows: [Double] = [], rss: [Double] = []
        var ffmpegCPU: [Double] = [], showCPU: [Double] = [], stillCPU: [Double] = []
        let still = work + "/still"
        try FileManager.default.createDirectory(atPath: still, withIntermediateDirectories: true)
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=1920x1080", "-frames:v", "1", still + "/still.png"])
        for _ in 0..<3 {
            var cpu = childCPU()
            ffmpegAuto.append(try timed { try ffmpeg(["-i", clip, "-an", "-f", "null", "-"]) })
            ffmpegCPU.append(childCPU() - cpu)
            ffmpegOne.append(try timed { try ffmpeg(["-threads", "1", "-i", clip, "-an", "-f", "null", "-"]) })
            cpu = childCPU()
            let show = try self.show(unwind, folder: hd, runFor: seconds)
            showCPU.append(childCPU() - cpu)
            shows.append(show.wall)
            rss.append(show.peakMB)
            cpu = childCPU()
            _ = try self.show(unwind, folder: still, runFor: seconds)
            stillCPU.append(childCPU() - cpu)
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        // CPU seconds do not depend on what else the machine runs (the wall times do, a lot,
        // on a shared two-core machine); the clip's cost is the show's less a still's show.
        print(
            String(
                format: "video.cpu ffmpeg_null=%.2fs show_clip=%.2fs show_still=%.2fs clip_adds=%.2fs ratio=%.2fx (CPU seconds, medians of 3; goal <= 1.5x)",
                median(ffmpegCPU), median(showCPU), median(stillCPU), median(showCPU) - median(stillCPU),
                (median(showCPU) - median(stillCPU)) / median(ffmpegCPU)))
        print(
            String(
                format:
                    "video.decode ffmpeg_null=%.2fs ffmpeg_null_1thread=%.2fs show_headless=%.2fs ratio=%.2fx ratio_vs_1thread=%.2fx (medians of 3; goal <= 1.5x)",
                median(ffmpegAuto), median(ffmpegOne), median(shows), median(shows) / median(ffmpegAuto), median(shows) / median(ffmpegOne)))
        print(String(format: "video.rss.1080p-h264 size=1920x1080 peak_rss=%.1fMB (median of 3; goal <= 150 MB)", median(rss)))
        let uhdShow = try show(unwind, folder: uhd, runFor: 2)
        print(String(format: "video.rss.2160p-hevc size=1920x1080 peak_rss=%.1fMB wall=%.2fs (goal <= 300 MB)", uhdShow.peakMB, uhdShow.wall))
        try windowed(unwind, folder: hd, seconds: 8)
    }

    /// A windowed show of `folder` on Xvfb at 1920×1080 with SDL's software renderer, ended by
    /// SIGTERM after `seconds`: the report's frame-to-frame p95 while the clip plays (every
    /// frame is new, so frames are drawn back to back).
    static func windowed(_ unwind: String, folder: String, seconds: Double) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            print("video.windowed: needs Xvfb (apt install xvfb)")
            return
        }
        let display = ":\(90 + getpid() % 9)"
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = [display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"]
        xvfb.standardOutput = FileHandle.nullDevice
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        defer {
            xvfb.terminate()
            xvfb.waitUntilExit()
        }
        Thread.sleep(forTimeInterval: 1)
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-video-window-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unwind)
        process.arguments = [
            "slideshow", "--windowed", "--size", "1920x1080", "--software-renderer", "--index", "off", "--fade-in", "0", "--report", report, folder,
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: seconds)
        process.terminate()
        process.waitUntilExit()
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
        let intervals = json["frameIntervals"] as? [String: Any], frames = json["frames"] as? [String: Any]
        let p95 = { (stats: [String: Any]?, key: String) in (stats?[key] as? Double).map { String(format: "%.1f", $0) } ?? "-" }
        print(
            "video.windowed size=1920x1080 software clip=1080p30 wall=\(Int(seconds))s frame_interval_p50=\(p95(intervals, "p50"))ms p95=\(p95(intervals, "p95"))ms frames=\(intervals?["count"] ?? "-") submit_present_p95=\(p95(frames, "p95"))ms (goal p95 <= 16.7 ms)"
        )
    }

    /// A headless show of `folder` for `runFor` seconds at 1080p30: wall seconds and peak RSS.
    static func show(_ unwind: String, folder: String, runFor: Double) throws -> (wall: Double, peakMB: Double) {
        let timing = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-video-time-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: timing) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = [
            "-f", "%M %e", "-o", timing, unwind, "slideshow", "--headless", "--size", "1920x1080", "--run-for", String(runFor), "--fps", "30",
            "--index", "off", "--fade-in", "0", folder,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let fields = (try String(contentsOfFile: timing, encoding: .utf8)).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count >= 2, let kilobytes = Double(fields[0]), let wall = Double(fields[1]) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return (wall, kilobytes / 1024)
    }

    static func ffmpeg(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }

    /// User and system CPU seconds of every finished child process so far.
    static func childCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func timed(_ body: () throws -> Void) throws -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
