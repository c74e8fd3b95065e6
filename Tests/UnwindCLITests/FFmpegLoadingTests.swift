import Foundation
import Testing
import UnwindTestSupport

/// FFmpeg is opened the first time a clip is opened, never at start (Sources/CFFmpegLoader):
/// a photos-only run loads none of its ~100 codec libraries, a clip loads them, and where they
/// are missing the clip is skipped with one line while the photos are shown.
struct FFmpegLoadingTests {
    /// glibc's loader lists every library a process opens on standard error under LD_DEBUG=files.
    static let loaderTrace = ["LD_DEBUG": "files"]

    /// The libraries a trace says the process opened.
    static func opened(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "file=") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " && $0 != "\t" && $0 != ";" })
        }
    }

    /// A folder with one photo and, when `clip`, one H.264 clip.
    static func folder(clip: Bool) throws -> URL {
        let out = try SlideshowCommandTests.temporary()
        let photos = out.appendingPathComponent("photos").path
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: UnwindProcess.repositoryRoot.appendingPathComponent("Assets/photos/rocket.jpg").path, toPath: photos + "/a.jpg")
        if clip { try ClipMaker.make(photos + "/b.mp4", width: 160, height: 90, rate: 10, seconds: 2) }
        return out
    }

    @Test func aPhotoShowAndTheVersionNeverLoadFFmpeg() throws {
        let out = try Self.folder(clip: false)
        defer { try? FileManager.default.removeItem(at: out) }
        let version = try UnwindProcess.run(["--version"], environment: Self.loaderTrace)
        #expect(version.status == 0, "stderr: \(version.stderr.suffix(2000))")
        let show = try UnwindProcess.run(
            ["slideshow", out.appendingPathComponent("photos").path, "--headless", "--size", "160x90", "--run-for", "2", "--index", "off"],
            environment: Self.loaderTrace)
        #expect(show.status == 0, "stderr: \(show.stderr.suffix(2000))")
        for run in [version, show] {
            let libraries = Self.opened(run.stderr)
            #expect(libraries.contains { $0.hasPrefix("libSDL2") }, "the trace lists the libraries: \(libraries)")
            #expect(!libraries.contains { $0.hasPrefix("libav") || $0.hasPrefix("libswscale") }, "FFmpeg opened: \(libraries)")
        }
    }

    @Test(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
    func aClipOpensFFmpeg() throws {
        let out = try Self.folder(clip: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let show = try UnwindProcess.run(
            [
                "slideshow", out.appendingPathComponent("photos").path, "--headless", "--size", "160x90", "--run-for", "3", "--interval", "1",
                "--index", "off", "--media", "videos",
            ], environment: Self.loaderTrace)
        #expect(show.status == 0, "stderr: \(show.stderr.suffix(2000))")
        let libraries = Self.opened(show.stderr)
        #expect(libraries.contains { $0.hasPrefix("libavformat.so") }, "libavformat opened for the clip: \(libraries)")
    }

    /// libavformat where Debian puts it, if there.
    static var libavformat: String? {
        ["x86_64-linux-gnu", "aarch64-linux-gnu", "arm-linux-gnueabihf"].map { "/usr/lib/\($0)/libavformat.so.59" }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// A user and mount namespace (`unshare -rm`, no root needed where the kernel allows it), in
    /// which an empty file is mounted over libavformat: FFmpeg "missing" for one run.
    static var canHideFFmpeg: Bool {
        guard libavformat != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-rm", "true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }

    @Test(.enabled(if: ClipMaker.isAvailable && canHideFFmpeg, "needs ffmpeg and unprivileged user namespaces (unshare -rm)"))
    func withoutFFmpegAClipIsSkippedWithOneLineAndThePhotoShown() throws {
        let out = try Self.folder(clip: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let empty = out.appendingPathComponent("empty.so").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let report = out.appendingPathComponent("report.json").path
        let hide = "mount --bind \"$1\" \"$2\" && shift 2 && exec \"$@\""
        let show = try UnwindProcess.run(
            [
                "slideshow", out.appendingPathComponent("photos").path, "--headless", "--size", "160x90", "--run-for", "4", "--interval", "1",
                "--index", "off", "--order", "name", "--report", report,
            ], launcher: ["/usr/bin/unshare", "-rm", "/bin/sh", "-c", hide, "hide", empty, try #require(Self.libavformat)])
        #expect(show.status == 0, "stderr: \(show.stderr)")
        let lines = show.stderr.split(separator: "\n").filter { $0.contains("video needs FFmpeg's libraries: ") }
        #expect(lines.count == 1 && lines.first?.contains("b.mp4") == true, "one line naming the clip: \(show.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let shown = try #require(json["shown"] as? [String])
        #expect(!shown.isEmpty && shown.allSatisfy { $0.hasSuffix("a.jpg") }, "the photo is shown, the clip is not: \(shown)")
    }
}
