import Foundation
import Testing
import UnwindTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A show's first start scans its folders (the index is empty; a windowed show while its
/// window opens, a headless one before SDL starts). SIGTERM during that scan of tens of
/// thousands of photos ends it between folders, and the show leaves at its first frame with
/// exit 0 and its report. Before, the scan went on to its end and the 0.7 s watchdog ended
/// the process (exit 143, no report). Nothing here is timed: the signal goes out once the
/// process is seen reading the tree and before the line that follows the scan; a busy
/// machine only makes the scan longer.
@Suite(.serialized) struct FirstScanSignalTests {
    static let folders = 150
    static let perFolder = 200

    /// `folders` folders of `perFolder` small dated JPEGs (the date order reads each one),
    /// hard links to one file: 30,000 of them are made in well under a second.
    static func tree() throws -> TemporaryTree {
        let photos = try TemporaryTree()
        let original = photos.path + "/.original.jpg"
        try Data(ExifJPEG.bytes(taken: "2020:01:01 12:00:00")).write(to: URL(fileURLWithPath: original))
        for folder in 0..<folders {
            let path = photos.path + "/f\(folder)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for index in 0..<perFolder where link(original, "\(path)/p\(index).jpg") != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        }
        return photos
    }

    /// True while process `pid` holds a file or folder under `root` open.
    static func hasOpen(under root: String, pid: Int32) -> Bool {
        let fds = "/proc/\(pid)/fd"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: fds) else { return false }
        return entries.contains { entry in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fds)/\(entry)"))?.hasPrefix(root + "/") == true
        }
    }

    /// The count in the start's summary (`library index …: N photos from a scan …`).
    static func scanned(in log: String) -> Int? {
        guard let range = log.range(of: " photos from a scan") else { return nil }
        let digits = log[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }

    /// Sends SIGTERM to `run` once it holds a file or folder under `root` open, its log says
    /// `ready` (if given) and does not yet say `after` (the line written once the scan is
    /// done); false if it never was seen so.
    static func signalDuringTheScan(_ run: RunningUnwind, root: String, once ready: String? = nil, before after: String) -> Bool {
        while run.process.isRunning, !run.stderr.contains(after) {
            let isReady = ready.map { run.stderr.contains($0) } ?? true
            if isReady, hasOpen(under: root, pid: run.process.processIdentifier), !run.stderr.contains(after) {
                _ = run.signalAndTimeExit(SIGTERM, limit: 60)
                return true
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return false
    }

    /// Exit 0 by itself (not the watchdog's 143) and a report naming the signal.
    static func expectEndedWithItsReport(_ run: RunningUnwind, report: String) throws {
        let log = run.stderr
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 0,
            "exit \(run.process.terminationStatus) (143: the scan went on and the watchdog ended it): \(log.suffix(2000))")
        #expect(!log.contains("still running"), "ended by itself, not by the watchdog: \(log.suffix(2000))")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        #expect(written["stoppedBy"] as? String == "SIGTERM", "report: \(written)")
    }

    @Test(.enabled(if: XvfbServer.isAvailable, "needs Xvfb (apt-get install xvfb)"))
    func sigtermDuringTheFirstScanEndsTheWindowedShowWithItsReport() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let photos = try Self.tree()
        let root = photos.root.resolvingSymlinksInPath().path
        let state = try TemporaryTree()
        let report = state.path + "/report.json"
        let run = try RunningUnwind(
            [
                "slideshow", photos.path, "--windowed", "--verbose", "--size", "320x240", "--order", "date", "--state-dir", state.path,
                "--report", report,
            ], environment: server.environment)
        // Once the window is open (its renderer logged): opening a window is SDL's, not the
        // scan's, and on a starved machine it alone can outlast the watchdog.
        let signalled = Self.signalDuringTheScan(run, root: root, once: "renderer:", before: "photos from a scan")
        try #require(signalled, "the first scan was not seen in progress: \(run.stderr)")
        try Self.expectEndedWithItsReport(run, report: report)
        let found = try #require(Self.scanned(in: run.stderr), "no scan summary: \(run.stderr.suffix(2000))")
        #expect(found < Self.folders * Self.perFolder, "the scan stopped part way: \(found) photos")
    }

    /// The headless show scans on its main thread before SDL starts (no state folder: an
    /// index in memory); the same signal ends it the same way.
    @Test func sigtermDuringTheFirstScanEndsTheHeadlessShowWithItsReport() throws {
        let photos = try Self.tree()
        let root = photos.root.resolvingSymlinksInPath().path
        let state = try TemporaryTree()
        let report = state.path + "/report.json"
        let run = try RunningUnwind([
            "slideshow", photos.path, "--headless", "--verbose", "--size", "64x36", "--order", "date", "--run-for", "100000", "--report", report,
        ])
        let signalled = Self.signalDuringTheScan(run, root: root, before: "SDL video driver")
        try #require(signalled, "the first scan was not seen in progress: \(run.stderr)")
        // Before: exit 143 by the watchdog, or "nothing to show" (exit 1) for a scan stopped
        // before its first photo.
        try Self.expectEndedWithItsReport(run, report: report)
    }
}
