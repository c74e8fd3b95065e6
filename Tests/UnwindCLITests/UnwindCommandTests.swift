import Foundation
import Testing

/// The root command end to end: help, version, unknown input.
@Suite struct UnwindCommandTests {
    @Test func helpListsSubcommands() throws {
        let result = try UnwindProcess.run(["--help"])
        #expect(result.status == 0, "exit status: \(result.status), stderr: \(result.stderr)")
        #expect(result.stdout.contains("USAGE: unwind"), "help output: \(result.stdout)")
        for subcommand in ["slideshow", "breathe", "render", "transitions"] {
            #expect(result.stdout.contains(subcommand), "help output lists \(subcommand): \(result.stdout)")
        }
    }

    @Test func versionPrintsSemver() throws {
        let result = try UnwindProcess.run(["--version"])
        #expect(result.status == 0)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3, "version: \(version)")
    }

    @Test func unknownSubcommandFailsWithOneClearLine() throws {
        let result = try UnwindProcess.run(["frobnicate"])
        #expect(result.status != 0, "unknown subcommand must fail, got status \(result.status)")
        #expect(result.stderr.contains("frobnicate"), "stderr names the bad word: \(result.stderr)")
    }

    @Test func mistypedCommandIsAnsweredWithTheClosestOne() throws {
        let result = try UnwindProcess.run(["slidshow", "Assets/photos"])
        #expect(result.status != 0, "a typo must not open the home menu, got status \(result.status)")
        #expect(result.stderr.contains("unknown command 'slidshow' — did you mean 'slideshow'?"), "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("Unexpected argument"), "stderr: \(result.stderr)")
    }

    @Test func unknownTransitionIsRefusedAtStartListingTheKnownOnes() throws {
        let result = try UnwindProcess.run(["slideshow", "--headless", "--run-for", "30", "--transitions", "blocks,fade"], timeout: 30)
        #expect(result.status != 0, "an unknown transition must stop the start, got status \(result.status)")
        #expect(result.stderr.contains("--transitions: unknown transition 'fade'"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("spiral") && result.stderr.contains("radial"), "stderr lists the known ones: \(result.stderr)")
    }

    @Test func unknownFlagFails() throws {
        let result = try UnwindProcess.run(["slideshow", "--no-such-flag"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--no-such-flag"), "stderr: \(result.stderr)")
    }

    @Test func windowedRunWithoutDisplaySaysRunHeadless() throws {
        let result = try UnwindProcess.run(["slideshow"], timeout: 30)
        #expect(result.status != 0, "no display must fail, got \(result.status)")
        #expect(result.stderr.contains("--headless"), "stderr suggests --headless: \(result.stderr)")
        #expect(result.stderr.contains("is the screen connected"), "stderr says what a household can check: \(result.stderr)")
    }

    @Test func headlessSlideshowSaysWhereFramesWent() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-show-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try UnwindProcess.run(["slideshow", "--headless", "--size", "320x180", "--run-for", "16", "--capture", out.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(frames.count >= 2, "a PNG per photo shown, got \(frames.count)")
        #expect(result.stdout.contains(out.path), "stdout says where frames went: \(result.stdout)")
    }
}
