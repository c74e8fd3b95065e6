import Foundation
import Testing
import UnwindTestSupport

/// `unwind library` stopped by a real SIGTERM during its first build of a few thousand
/// photos ends between folders with its summary, and the next run lists exactly the rest.
/// Nothing here is timed: the signal goes out once the index file shows that folders have
/// been committed, and a busy machine only makes the build slower (more left to stop).
@Suite struct LibrarySignalTests {
    static let folders = 100
    static let perFolder = 40

    /// The number before `label` in a summary line ("4000 photos", "12 new or changed").
    static func count(_ label: String, in line: String) -> Int? {
        guard let range = line.range(of: " " + label) else { return nil }
        let digits = line[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }

    /// `folders` folders of `perFolder` small JPEGs.
    static func tree() throws -> TemporaryTree {
        let photos = try TemporaryTree()
        let bytes = Data(ExifJPEG.bytes(taken: "2020:01:01 12:00:00"))
        for folder in 0..<Self.folders {
            let path = photos.path + "/f\(folder)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for index in 0..<Self.perFolder { try bytes.write(to: URL(fileURLWithPath: "\(path)/p\(index).jpg")) }
        }
        return photos
    }

    /// Waits until the index's WAL has grown past 200 KB (a dozen or more folders committed
    /// past the schema), by size, not by time; false if `run` ended first.
    static func waitForCommittedFolders(_ run: RunningUnwind, state: String) -> Bool {
        let wal = state + "/library.sqlite-wal"
        while run.process.isRunning {
            let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            if size > 200_000 { return true }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return false
    }

    @Test func sigtermEndsTheBuildBetweenFoldersAndTheNextRunCarriesOn() throws {
        let photos = try Self.tree()
        let state = try TemporaryTree()
        let total = Self.folders * Self.perFolder
        let run = try RunningUnwind(["library", photos.path, "--state-dir", state.path], keepingStdout: true)
        let grown = Self.waitForCommittedFolders(run, state: state.path)
        try #require(grown, "the build was still running when folders had been committed: \(run.stdout) \(run.stderr)")
        _ = run.signalAndTimeExit(SIGTERM, limit: 60)
        let first = run.stdout
        // Before: the build did not look at the stop request, and the 0.7 s watchdog ended it
        // (exit 143, no summary).
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 128 + SIGTERM,
            "exit \(run.process.terminationStatus): \(first) \(run.stderr)")
        #expect(first.contains("stopped by SIGTERM between folders"), "summary: \(first)")
        #expect(!run.stderr.contains("still running"), "ended by itself, not by the watchdog: \(run.stderr)")
        let kept = try #require(Self.count("photos", in: first), "summary: \(first)")
        #expect(kept > 0 && kept < total, "part of the \(total) photos stored: \(first)")

        let second = try UnwindProcess.run(["library", photos.path, "--state-dir", state.path])
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(Self.count("photos", in: second.stdout) == total, "every photo indexed: \(second.stdout)")
        #expect(Self.count("new or changed", in: second.stdout) == total - kept, "exactly the rest read: \(second.stdout)")
        let third = try UnwindProcess.run(["library", photos.path, "--state-dir", state.path])
        #expect(Self.count("new or changed", in: third.stdout) == 0, "nothing left: \(third.stdout)")
    }

    /// A headless show with a state folder builds its index before the first frame; SIGTERM
    /// during that build ends it between folders, and the show stops with its report.
    @Test func sigtermDuringAShowsFirstIndexBuildEndsItWithTheReport() throws {
        let photos = try Self.tree()
        let state = try TemporaryTree()
        let report = state.path + "/report.json"
        let run = try RunningUnwind([
            "slideshow", photos.path, "--headless", "--size", "64x36", "--run-for", "100000", "--state-dir", state.path, "--report", report,
        ])
        let grown = Self.waitForCommittedFolders(run, state: state.path)
        try #require(grown, "the build was still running when folders had been committed: \(run.stderr)")
        _ = run.signalAndTimeExit(SIGTERM, limit: 60)
        // Before: the build went on, and the 0.7 s watchdog ended the show (143, no report).
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 0,
            "exit \(run.process.terminationStatus): \(run.stderr)")
        #expect(!run.stderr.contains("still running"), "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        #expect(json?["stoppedBy"] as? String == "SIGTERM")
        let rest = try UnwindProcess.run(["library", photos.path, "--state-dir", state.path])
        #expect(rest.status == 0, "stderr: \(rest.stderr)")
        #expect(Self.count("photos", in: rest.stdout) == Self.folders * Self.perFolder, "every photo indexed: \(rest.stdout)")
    }
}
