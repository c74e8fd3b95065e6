import Foundation
import Testing
import UnwindSync
import UnwindTestSupport

/// `unwind library` and the slideshow's date orders, filters and memories, end to end.
@Suite struct LibraryCommandTests {
    /// A photo folder with dated JPEGs and a state folder, both removed after the test.
    final class Folders {
        let photos: TemporaryTree
        let state: TemporaryTree

        init() throws {
            photos = try TemporaryTree()
            state = try TemporaryTree()
            try ExifJPEG.write(to: photos.path + "/2019/birthday.jpg", taken: "2019:06:01 18:00:00")
            try ExifJPEG.write(to: photos.path + "/2021/picnic.jpg", taken: "2021:06:01 12:00:00")
            try ExifJPEG.write(to: photos.path + "/2021/autumn.jpg", taken: "2021:10:10 10:00:00")
            try ExifJPEG.write(to: photos.path + "/2023/snow.jpg", taken: "2023:01:15 09:00:00")
            try ExifJPEG.write(to: photos.path + "/Screenshots/screen.jpg", taken: "2024:05:30 09:00:00")
        }

        /// Names of the photos in a report's `shown`, in order.
        static func shownNames(_ report: String) throws -> [String] {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
            return (json?["shown"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent }
        }
    }

    @Test func listsOnThisDayMemoriesWithCaptionsAndRefreshesIncrementally() throws {
        let folders = try Folders()
        let first = try UnwindProcess.run([
            "library", folders.photos.path, "--state-dir", folders.state.path, "--order", "on-this-day", "--today", "2024-06-01",
            "--list", "3", "--exclude", "Screenshots",
        ])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.contains("library \(folders.state.path)/library.sqlite: 4 photos (4 in the show), 4 new or changed") == true,
            "summary: \(lines.first ?? "")")
        #expect(lines.count == 4, "summary and three photos: \(lines)")
        #expect(lines.dropFirst().first?.hasSuffix("3 years ago today\t\(folders.photos.path)/2021/picnic.jpg") == true, "newest memory first: \(lines)")
        #expect(lines.dropFirst(2).first?.hasPrefix("2019-06-01 18:00:00\t5 years ago today\t") == true, "then the older one: \(lines)")
        #expect(FileManager.default.fileExists(atPath: folders.state.path + "/library.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: folders.photos.path + "/library.sqlite"), "nothing written to the photo folder")

        let again = try UnwindProcess.run(["library", folders.photos.path, "--state-dir", folders.state.path, "--exclude", "Screenshots"])
        #expect(again.status == 0, "stderr: \(again.stderr)")
        #expect(
            again.stdout.contains("4 photos (4 in the show), 0 new or changed, 0 gone") && again.stdout.contains(" 0 files read"), "stdout: \(again.stdout)")
    }

    @Test func twoProcessesOnOneIndexBothFinishAndLeaveItWhole() throws {
        let folders = try Folders()
        for i in 0..<200 { try ExifJPEG.write(to: folders.photos.path + "/many/\(i % 10)/p\(i).jpg", taken: "2020:01:01 12:00:00") }
        let arguments = ["library", folders.photos.path, "--state-dir", folders.state.path]
        let results = Locked<[UnwindProcess.Output?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = try? UnwindProcess.run(arguments)
            results.withLock { $0[index] = result }
        }
        for result in results.value {
            let output = try #require(result)
            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(!output.stderr.contains("damaged") && !output.stderr.contains("memory"), "stderr: \(output.stderr)")
        }
        let check = try UnwindProcess.run(arguments)
        #expect(
            check.status == 0 && check.stdout.contains("205 photos (205 in the show), 0 new or changed, 0 gone"),
            "stdout: \(check.stdout) stderr: \(check.stderr)")
    }

    @Test func aDamagedIndexIsRebuiltWithOneWarning() throws {
        let folders = try Folders()
        try Data(repeating: 0x5A, count: 10_000).write(to: URL(fileURLWithPath: folders.state.path + "/library.sqlite"))
        let result = try UnwindProcess.run(["library", folders.photos.path, "--state-dir", folders.state.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("5 photos (5 in the show), 5 new or changed"), "stdout: \(result.stdout)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("library.sqlite") }
        #expect(warnings.count == 1 && warnings.first?.contains("is damaged") == true, "stderr: \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folders.state.path + "/library.sqlite.corrupt"))
    }

    @Test func slideshowPlaysByDateWithinTheTakenRange() throws {
        let folders = try Folders()
        let report = folders.state.path + "/report.json"
        let result = try UnwindProcess.run([
            "slideshow", folders.photos.path, "--headless", "--size", "96x54", "--run-for", "9", "--interval", "2", "--order", "date",
            "--taken-after", "2020-01-01", "--taken-before", "2024-01-01", "--report", report, "--transitions", "lively", "--fade-in", "0",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let shown = try Folders.shownNames(report)
        #expect(shown.starts(with: ["picnic.jpg", "autumn.jpg", "snow.jpg", "picnic.jpg"]), "shown: \(shown)")
    }

    @Test func slideshowOnThisDayStartsWithTheSimulatedDaysMemories() throws {
        let folders = try Folders()
        let report = folders.state.path + "/report.json"
        let result = try UnwindProcess.run([
            "slideshow", folders.photos.path, "--headless", "--size", "96x54", "--run-for", "3", "--interval", "2",
            "--order", "on-this-day", "--today", "2024-06-01", "--exclude", "Screenshots", "--seed", "3", "--report", report,
            "--transitions", "lively", "--fade-in", "0",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let shown = try Folders.shownNames(report)
        #expect(shown.starts(with: ["picnic.jpg", "birthday.jpg"]) && !shown.contains("screen.jpg"), "shown: \(shown)")
    }

    @Test(arguments: [
        (["--today", "2024-13-01"], "--today must be a date such as 2023-01-01, got '2024-13-01'"),
        (["--order", "oldest"], "--order must be one of name, shuffle, date, date-desc, on-this-day, recent, favorites; got 'oldest'"),
        (["--taken-after", "2024-01-01", "--taken-before", "2023-01-01"], "--taken-before (2023-01-01) must be later than --taken-after (2024-01-01)"),
        (["--index", "maybe"], "--index must be on or off, got 'maybe'"),
        (["--recent-days", "0"], "--recent-days must be 1...36500, got 0"),
    ])
    func badOptionsAreOneClearLine(extra: [String], expected: String) throws {
        let result = try UnwindProcess.run(["slideshow", "Assets/photos", "--headless", "--run-for", "1"] + extra)
        #expect(result.status != 0)
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)")
    }

    @Test func aFilterThatLeavesNothingIsAClearError() throws {
        let folders = try Folders()
        let result = try UnwindProcess.run([
            "slideshow", folders.photos.path, "--headless", "--run-for", "1", "--taken-after", "2030-01-01",
        ])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("nothing to show: none of the 5 photos in \(folders.photos.path) passes the date and folder filters"),
            "stderr: \(result.stderr)")
    }
}
