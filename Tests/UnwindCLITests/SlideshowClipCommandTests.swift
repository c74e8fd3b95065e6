import Foundation
import Testing
import UnwindTestSupport

/// `unwind slideshow` with a clip, end to end: the report's `clips`, `--capture`'s
/// `-mid.png` at the clip's midpoint, `--video-max-seconds` and `--media`.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct SlideshowClipCommandTests {
    @Test func aClipIsReportedAndCapturedAtItsMidpoint() throws {
        let out = try SlideshowCommandTests.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let photos = out.appendingPathComponent("photos").path, capture = out.appendingPathComponent("capture").path
        let report = out.appendingPathComponent("report.json").path
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: UnwindProcess.repositoryRoot.appendingPathComponent("Assets/photos/rocket.jpg").path, toPath: photos + "/a.jpg")
        try ClipMaker.make(photos + "/b.mp4", width: 160, height: 90, rate: 10, seconds: 4)
        let result = try UnwindProcess.run([
            "slideshow", photos, "--headless", "--size", "160x90", "--run-for", "8", "--interval", "2", "--order", "name", "--index", "off",
            "--video-max-seconds", "3", "--report", report, "--capture", capture, "--fade-in", "0",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let clips = try #require(json["clips"] as? [[String: Any]], "report has clips: \(json.keys.sorted())")
        let first = try #require(clips.first)
        #expect((first["path"] as? String)?.hasSuffix("b.mp4") == true, "\(first)")
        #expect(abs((first["seconds"] as? Double ?? 0) - 3) < 0.05, "capped at --video-max-seconds 3: \(first)")
        #expect((first["framesShown"] as? Int ?? 0) >= 25, "\(first)")
        let captures = try FileManager.default.contentsOfDirectory(atPath: capture)
        #expect(captures.contains("photo-00002-mid.png") && captures.contains("photo-00002.png"), "captures: \(captures.sorted())")
        let videos = try UnwindProcess.run([
            "slideshow", photos, "--headless", "--size", "160x90", "--run-for", "2", "--index", "off", "--media", "videos", "--report", report,
        ])
        #expect(videos.status == 0, "stderr: \(videos.stderr)")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])["shown"]
        #expect((shown as? [String])?.allSatisfy { $0.hasSuffix("b.mp4") } == true, "--media videos shows the clip only: \(String(describing: shown))")
    }

    /// `video-sound = true` with SDL's `disk` audio driver: a clip without an audio stream
    /// plays silent without a word; with no audio device at all the show says so once and
    /// goes on silent.
    @Test func videoSoundWithASilentClipAndWithNoAudioDevice() throws {
        let out = try SlideshowCommandTests.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let photos = out.appendingPathComponent("photos").path, config = out.appendingPathComponent("unwind.toml").path
        let sound = out.appendingPathComponent("sound.raw").path
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try ClipMaker.make(photos + "/a.mp4", width: 160, height: 90, rate: 10, seconds: 1)
        try ClipMaker.make(photos + "/b.mp4", width: 160, height: 90, rate: 10, seconds: 1)
        try Data("video-sound = true\nvideo-volume = 80\n".utf8).write(to: URL(fileURLWithPath: config))
        let arguments = [
            "slideshow", photos, "--config", config, "--headless", "--size", "160x90", "--run-for", "4", "--interval", "1", "--index", "off",
        ]
        let silent = try UnwindProcess.run(arguments, environment: ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": sound])
        #expect(silent.status == 0, "stderr: \(silent.stderr)")
        #expect(!silent.stderr.contains("warning"), "no warning for clips without sound: \(silent.stderr)")
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: sound)))
        #expect(written.count > 48_000 * 8 && written.allSatisfy { $0 == 0 }, "the device played silence: \(written.count) bytes")
        let none = try UnwindProcess.run(arguments, environment: ["SDL_AUDIODRIVER": "no-such-driver"])
        #expect(none.status == 0, "the show goes on: \(none.stderr)")
        let warnings = none.stderr.split(separator: "\n").filter { $0.contains("video-sound") }
        #expect(warnings.count == 1 && warnings[0].contains("no audio device"), "one warning: \(none.stderr)")
    }
}
