import Foundation
import Testing
import UnwindTestSupport

/// `unwind doctor`, end to end: the exit status says whether the frame can run, and a
/// blocker is named on standard error; the JSON parses.
@Suite struct DoctorCommandTests {
    /// A folder with two bundled photos and one truncated JPEG the show would skip.
    final class PhotoFolder {
        let tree: TemporaryTree

        init() throws {
            tree = try TemporaryTree()
            for name in ["chelsea.png", "rocket.jpg"] {
                try FileManager.default.copyItem(atPath: Repository.path("Assets/photos/\(name)"), toPath: tree.path + "/\(name)")
            }
            _ = try tree.file("broken.jpg", [0xFF, 0xD8, 0xFF])
        }
    }

    struct Report: Decodable {
        struct Check: Decodable {
            let name: String
            let status: String
            let summary: String
            let details: [String]
        }
        let version: String
        let canRun: Bool
        let blockers: [String]
        let checks: [Check]

        func check(_ name: String) -> Check? { checks.first { $0.name == name } }
    }

    @Test func aGoodFolderCanRunAndItsSkippedFileIsNamed() throws {
        let folder = try PhotoFolder()
        let result = try UnwindProcess.run(["doctor", "--headless", folder.tree.path])
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("2 photos in 1 folder, 1 skipped"), "stdout: \(result.stdout)")
        #expect(result.stdout.contains("skipped \(folder.tree.path)/broken.jpg: "), "the skipped file and its reason: \(result.stdout)")
        #expect(result.stdout.contains("The frame can run."), "stdout: \(result.stdout)")
        #expect(result.stdout.contains("backend none"), "display power reported as it is: \(result.stdout)")
    }

    @Test func aMissingFolderBlocksTheFrameAndIsNamed() throws {
        let folder = try PhotoFolder()
        let missing = folder.tree.path + "/not-here"
        let result = try UnwindProcess.run(["doctor", "--headless", folder.tree.path, missing])
        #expect(result.status == 1, "stdout: \(result.stdout)")
        #expect(
            result.stderr.contains("the frame cannot run: photos: \(missing): no such file or folder"), "stderr names the folder: \(result.stderr)")
        #expect(result.stdout.contains("FAIL  photos"), "stdout: \(result.stdout)")
    }

    @Test func anEmptyFolderBlocksTheFrame() throws {
        let empty = try TemporaryTree()
        let result = try UnwindProcess.run(["doctor", "--headless", empty.path])
        #expect(result.status == 1, "stdout: \(result.stdout)")
        #expect(result.stderr.contains("photos: no photo to show"), "stderr: \(result.stderr)")
    }

    @Test func jsonParsesAndCarriesEveryCheck() throws {
        let folder = try PhotoFolder()
        let state = try TemporaryTree()
        let result = try UnwindProcess.run(["doctor", "--headless", "--json", "--state-dir", state.path, "--size", "640x360", folder.tree.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.canRun && report.blockers.isEmpty, "blockers: \(report.blockers)")
        let names = report.checks.map(\.name)
        #expect(names == ["settings", "display", "renderer", "power", "audio", "photos", "index", "memory", "fonts", "remote"], "checks: \(names)")
        #expect(report.check("renderer")?.summary.hasPrefix("software (CPU)") == true, "headless renders in software: \(report.checks)")
        #expect(report.check("photos")?.status == "warning", "a skipped file is a warning, not a blocker")
        #expect(report.check("photos")?.details.first == "\(folder.tree.path): 2 photos (JPEG 1, PNG 1), 1 skipped")
        #expect(report.check("index")?.summary == "\(state.path)/library.sqlite not built yet: the first start scans, then builds it")
        #expect(report.check("memory")?.summary.contains("screen 640x360") == true, "budget for --size: \(report.check("memory")?.summary ?? "")")
        #expect(report.check("fonts")?.summary.hasSuffix("Assets/fonts/DejaVuSans.ttf") == true)
        #expect(!FileManager.default.fileExists(atPath: state.path + "/library.sqlite"), "doctor writes nothing")
    }

    /// On the software renderer a warm brightness schedule keeps two frame-sized tinted copies
    /// (`MemoryBudget.tintedCopies`); the peak doctor warns by counts them.
    @Test func theMemoryPeakCountsTheWarmScreensTintedCopies() throws {
        let folder = try PhotoFolder()
        let warm = try folder.tree.file("warm.toml", Array("[brightness]\n\"00:00\" = { percent = 100, kelvin = 3000 }\n".utf8))
        let neutral = try folder.tree.file("neutral.toml", Array("[brightness]\n\"00:00\" = 100\n".utf8))
        func memory(_ config: String) throws -> String {
            let result = try UnwindProcess.run(["doctor", "--headless", "--json", "--size", "1920x1080", "--config", config, folder.tree.path])
            let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
            return report.check("memory")?.summary ?? ""
        }
        func mebibytes(_ summary: String) -> Int? {
            guard let range = summary.range(of: "needs about ") else { return nil }
            return Int(summary[range.upperBound...].prefix { $0.isNumber })
        }
        let (warmSummary, neutralSummary) = (try memory(warm), try memory(neutral))
        let frames = try #require(mebibytes(warmSummary)) - (try #require(mebibytes(neutralSummary)))
        // Two 1920x1080 RGBA frames are 15.8 MiB; whole MiB either side of the rounding.
        #expect((15...16).contains(frames), "warm: \(warmSummary)\nneutral: \(neutralSummary)")
        #expect(warmSummary.contains("2 tinted copies"), "the summary says why: \(warmSummary)")
        #expect(!neutralSummary.contains("tinted"), "a neutral schedule keeps none: \(neutralSummary)")
    }

    @Test func anIndexBuiltByTheLibraryCommandIsCountedReadOnly() throws {
        let folder = try PhotoFolder()
        let state = try TemporaryTree()
        let built = try UnwindProcess.run(["library", folder.tree.path, "--state-dir", state.path])
        #expect(built.status == 0, "stderr: \(built.stderr)")
        let result = try UnwindProcess.run(["doctor", "--json", "--headless", "--state-dir", state.path, folder.tree.path])
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        let index = report.check("index")
        #expect(index?.status == "ok", "index: \(String(describing: index))")
        #expect(index?.summary.contains("library.sqlite: 3 photos, 1 marked skipped") == true, "index: \(index?.summary ?? "")")
    }

    @Test func aRemoteOnTheNetworkWithoutAUsableTokenBlocks() throws {
        let folder = try PhotoFolder()
        let noToken = try UnwindProcess.run(["doctor", "--headless", "--listen", "0.0.0.0:8080", folder.tree.path])
        #expect(noToken.status == 1)
        #expect(noToken.stderr.contains("remote: --listen 0.0.0.0:8080 is reachable from the network"), "stderr: \(noToken.stderr)")
        let short = try folder.tree.file("token", Array("short\n".utf8))
        let badToken = try UnwindProcess.run(["doctor", "--headless", "--listen", "0.0.0.0:8080", "--token-file", short, folder.tree.path])
        #expect(badToken.status == 1)
        #expect(badToken.stderr.contains("remote: --token-file \(short): the token must be at least 16 characters"), "stderr: \(badToken.stderr)")
        let good = try folder.tree.file("good-token", Array("0123456789abcdef0123\n".utf8))
        let fine = try UnwindProcess.run(["doctor", "--headless", "--listen", "127.0.0.1:8080", "--token-file", good, folder.tree.path])
        #expect(fine.status == 0, "stdout: \(fine.stdout)")
        #expect(fine.stdout.contains("listening on 127.0.0.1:8080, token from \(good)"), "stdout: \(fine.stdout)")
        let link = "http://127.0.0.1:8080/?token=0123456789abcdef0123"
        #expect(fine.stdout.contains("pairing link (opens the page signed in): \(link)"), "stdout: \(fine.stdout)")
        if QRReader.isAvailable {
            let code = fine.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
                !line.isEmpty && line.allSatisfy { "█▀▄ ".contains($0) }
            }
            let blocks = fine.stdout.split(separator: "\n").filter { $0.contains("█") }.map { line in
                String(line.drop { $0 != "█" && $0 != "▀" && $0 != "▄" })
            }
            #expect(code.count > 10, "the code is printed: \(fine.stdout)")
            #expect(try QRReader.decode(terminalLines: blocks) == link, "the printed code scans to the link")
        }
    }

    @Test func withNoDisplayAWindowedFrameIsBlockedAndTheOtherChecksStillRun() throws {
        let folder = try PhotoFolder()
        let windowed = try UnwindProcess.run(["doctor", folder.tree.path], timeout: 60)
        #expect(windowed.status == 1, "stdout: \(windowed.stdout)")
        #expect(windowed.stderr.contains("display: ") && windowed.stderr.contains("no display found"), "stderr: \(windowed.stderr)")
        #expect(windowed.stdout.contains("2 photos in 1 folder"), "the other checks still run: \(windowed.stdout)")
    }

    @Test func badSettingsBlockAndNameTheFile() throws {
        let folder = try PhotoFolder()
        let config = try folder.tree.file("unwind.toml", Array("intervall = 3\n".utf8))
        let result = try UnwindProcess.run(["doctor", "--headless", "--config", config])
        #expect(result.status == 1)
        #expect(result.stderr.contains("settings: \(config):1: key 'intervall': unknown key"), "stderr: \(result.stderr)")
    }
}
