import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindTestSupport

/// The screen asleep (issue 27): CPU time of the real `unwind slideshow` in a window on a
/// private Xvfb, over 20 s with its screen off (screen hours that exclude now) beside 20 s
/// of the same show lit on a still photo (interval far longer than the run), in one run.
/// Read from `/proc/PID/stat` (user + system ticks), after a 6 s start so start-up and the
/// first decodes are not counted. The budget is 1 % of one core while off.
enum ScreenSleepBenchmark {
    static let seconds = 20.0

    static func run() throws {
        guard XvfbServer.isAvailable else {
            print("sleep: skipped: Xvfb is not installed (apt-get install xvfb)")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-bench-sleep-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for index in 1...3 {
            let photo = PixelBuffer(width: 1280, height: 720, fill: Color(UInt8(60 * index), 90, 160, 255))
            try Data(JPEGEncoder.encode(photo, quality: 85)).write(to: work.appendingPathComponent("photo\(index).jpg"))
        }
        let server = try XvfbServer(width: 1280, height: 720)
        defer { server.stop() }
        let minute = Calendar.current.dateComponents([.hour, .minute], from: Date())
        let now = (minute.hour ?? 0) * 60 + (minute.minute ?? 0)
        // Hours that start in two hours and end in three: the screen is off for the whole run.
        let hours = "\(hhmm((now + 120) % 1440))-\(hhmm((now + 180) % 1440))"
        var results: [String: Double] = [:]
        for (label, extra) in [("off", "screen-hours = \"\(hours)\"\n"), ("lit-still", "")] {
            let config = work.appendingPathComponent("\(label).toml")
            let text = "paths = [\"\(work.path)\"]\ninterval = 3600\nfullscreen = false\nindex = false\nfade-in = 0\n" + extra
            try text.write(to: config, atomically: true, encoding: .utf8)
            let percent = try cpuPercent(config: config.path, server: server, log: work.appendingPathComponent("\(label).log"))
            results[label] = percent
            print("sleep.\(label) \(String(format: "%.2f", percent)) % of one core over \(Int(seconds)) s (Xvfb, software renderer)")
            let logged = (try? String(contentsOf: work.appendingPathComponent("\(label).log"), encoding: .utf8)) ?? ""
            if label == "off", let line = logged.split(separator: "\n").first(where: { $0.contains("display power:") }) { print("sleep.backend \(line)") }
        }
        if let off = results["off"], let lit = results["lit-still"], off > 0 {
            print("sleep.ratio lit-still/off \(String(format: "%.1f", lit / off))x; budget 1 % while off: \(off <= 1 ? "met" : "MISSED")")
        }
    }

    /// Starts the show, waits for it to settle, and measures its CPU over `seconds`.
    static func cpuPercent(config: String, server: XvfbServer, log: URL) throws -> Double {
        let unwind = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("unwind")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = unwind
        process.arguments = ["slideshow", "--config", config, "--size", "1280x720"]
        process.environment = server.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            BuiltProgram.waitForExit(process, seconds: 5)
        }
        Thread.sleep(forTimeInterval: 6)
        guard process.isRunning, let start = cpuTicks(process.processIdentifier) else {
            throw XToolFailure(description: "unwind slideshow ended early: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        let began = Date()
        Thread.sleep(forTimeInterval: seconds)
        guard let end = cpuTicks(process.processIdentifier) else { throw XToolFailure(description: "unwind slideshow ended during the run") }
        let elapsed = Date().timeIntervalSince(began)
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return Double(end - start) / hertz / elapsed * 100
    }

    /// User + system clock ticks of `pid` (fields 14 and 15 of `/proc/PID/stat`).
    static func cpuTicks(_ pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    static func hhmm(_ minutes: Int) -> String {
        String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
