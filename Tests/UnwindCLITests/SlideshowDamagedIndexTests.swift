import Foundation
import Testing
import UnwindTestSupport

/// A show whose index is damaged says so once and plays from a scan while the index is
/// rebuilt; the next start plays from the rebuilt index.
@Suite struct SlideshowDamagedIndexTests {
    @Test func aDamagedIndexIsOneWarningAndTheShowPlaysFromAScan() throws {
        let folders = try LibraryCommandTests.Folders()
        try Data(repeating: 0x5A, count: 10_000).write(to: URL(fileURLWithPath: folders.state.path + "/library.sqlite"))
        let report = folders.state.path + "/report.json"
        let result = try UnwindProcess.run([
            "slideshow", folders.photos.path, "--headless", "--size", "64x36", "--run-for", "3", "--interval", "1", "--state-dir",
            folders.state.path, "--report", report, "-v",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let damage = result.stderr.split(separator: "\n").filter { $0.contains("damaged") }
        #expect(damage.count == 1, "logged once: \(result.stderr)")
        #expect(!result.stderr.contains("photos from the index"), "from a scan: \(result.stderr)")
        #expect(try !LibraryCommandTests.Folders.shownNames(report).isEmpty, "the show ran")
        #expect(FileManager.default.fileExists(atPath: folders.state.path + "/library.sqlite.corrupt"))
    }
}
