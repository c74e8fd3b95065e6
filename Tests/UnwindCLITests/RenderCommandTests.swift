import Foundation
import Testing
import UnwindTestSupport

/// `unwind render` end to end: frame counts and names, the Y4M stream, `null`, and the
/// one-line errors for bad input.
@Suite struct RenderCommandTests {
    private static let photos = UnwindProcess.repositoryRoot.appendingPathComponent("Assets/photos")
    private static let from = photos.appendingPathComponent("chelsea.png").path
    private static let to = photos.appendingPathComponent("coffee.png").path

    private func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("unwind-render-\(UUID().uuidString)-\(name)")
    }

    private func render(_ extra: [String], transition: String = "spiral", size: String = "64x36") throws -> UnwindProcess.Output {
        try UnwindProcess.run(["render", "--transition", transition, "--from", Self.from, "--to", Self.to, "--size", size] + extra)
    }

    @Test func aDecompressionBombIsRefusedBeforeDecoding() throws {
        // 35 bytes: a GIF whose screen and only frame say 30000×30000 (SDL_image would
        // allocate 3.6 GB for it).
        let bomb = temporary("bomb.gif")
        defer { try? FileManager.default.removeItem(at: bomb) }
        let bytes: [UInt8] = Array("GIF89a".utf8) + [0x30, 0x75, 0x30, 0x75, 0, 0, 0, 0x2C, 0, 0, 0, 0, 0x30, 0x75, 0x30, 0x75, 0, 2, 2, 0x44, 1, 0, 0x3B]
        try Data(bytes).write(to: bomb)
        let result = try UnwindProcess.run(["render", "--transition", "crossfade", "--from", bomb.path, "--to", Self.to, "--size", "64x36", "--out", "null"])
        #expect(result.status == 1, "status \(result.status)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(bomb.path) && lines[0].contains("30000×30000"), "one line naming the file and size: \(result.stderr)")
    }

    @Test(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line"))
    func aClipLeavesThroughItsLastSeconds() throws {
        // Red for half a second, then blue: a half-second transition plays the clip's blue end.
        let clip = temporary("clip.mp4"), out = temporary("from-clip.y4m")
        defer {
            try? FileManager.default.removeItem(at: clip)
            try? FileManager.default.removeItem(at: out)
        }
        try ClipMaker.run([
            "-f", "lavfi", "-i", "color=c=red:size=64x36:rate=10:duration=1", "-vf", "drawbox=c=blue:t=fill:enable='gte(t,0.5)'", "-c:v", "libx264",
            "-pix_fmt", "yuv420p", clip.path,
        ])
        let result = try UnwindProcess.run([
            "render", "--transition", "crossfade", "--duration", "0.5", "--from", clip.path, "--to", Self.to, "--size", "64x36", "--fps", "10",
            "--out", out.path,
        ])
        #expect(result.status == 0, "status \(result.status), stderr: \(result.stderr)")
        let data = [UInt8](try Data(contentsOf: out))
        let header = try #require(data.firstIndex(of: 0x0A)) + 1 + 6  // header line, then "FRAME\n"
        let cb = data[header + 64 * 36 + 9 * 32 + 16], cr = data[header + 64 * 36 + 32 * 18 + 9 * 32 + 16]
        #expect(cb > 200 && cr < 128, "the first frame is the clip at 0.5 s, blue: Cb \(cb), Cr \(cr)")
    }

    @Test func pngDirectoryGetsEveryFrameInOrder() throws {
        let out = temporary("frames")
        defer { try? FileManager.default.removeItem(at: out) }
        // A stale frame from an earlier, longer render must not survive.
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data().write(to: out.appendingPathComponent("frame-00099.png"))
        let result = try render(["--fps", "20", "--out", out.path])
        #expect(result.status == 0, "status \(result.status), stderr: \(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        // 1.4 s at 20 fps: frames 0...28.
        let expected = (0...28).map { String(format: "frame-%05d.png", $0) }
        #expect(names == expected, "expected frame-00000...frame-00028, got \(names.first ?? "-")...\(names.last ?? "-") (\(names.count))")
    }

    @Test func y4mHasHeaderAndExactSize() throws {
        let out = temporary("clip.y4m")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try render(["--speedy", "--seed", "3", "--fps", "30", "--out", out.path], transition: "blocks", size: "65x37")
        #expect(result.status == 0, "status \(result.status), stderr: \(result.stderr)")
        let data = try Data(contentsOf: out)
        let header = "YUV4MPEG2 W65 H37 F30:1 Ip A1:1 C420jpeg XCOLORRANGE=FULL\n"
        #expect(data.prefix(header.utf8.count) == Data(header.utf8), "header: \(String(decoding: data.prefix(80), as: UTF8.self))")
        // 0.6 s at 30 fps: 19 frames of FRAME\n + 65×37 Y + 2 × 33×19 chroma.
        let frameBytes = 6 + 65 * 37 + 2 * 33 * 19
        #expect(data.count == header.utf8.count + 19 * frameBytes, "size \(data.count), expected \(header.utf8.count + 19 * frameBytes)")
        let second = header.utf8.count + frameBytes
        #expect(data.subdata(in: second..<(second + 6)) == Data("FRAME\n".utf8), "frame records line up")
    }

    @Test func nullRendersWithoutWriting() throws {
        let result = try render(["--duration", "0.5", "--out", "null"])
        #expect(result.status == 0, "status \(result.status), stderr: \(result.stderr)")
        #expect(result.stdout.contains("rendered 31 frames"), "0.5 s at 60 fps is 31 frames: \(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: UnwindProcess.repositoryRoot.appendingPathComponent("null").path), "no file named null")
    }

    @Test func sameSeedSameFramesNoSeedDifferentFrames() throws {
        let paths = (0..<3).map { temporary("seeded-\($0).y4m") }
        defer { for path in paths { try? FileManager.default.removeItem(at: path) } }
        for (path, seed) in zip(paths, [["--seed", "42"], ["--seed", "42"], []]) {
            let result = try render(seed + ["--fps", "10", "--out", path.path], transition: "blocks")
            #expect(result.status == 0, "status \(result.status), stderr: \(result.stderr)")
        }
        let clips = try paths.map { try Data(contentsOf: $0) }
        #expect(clips[0] == clips[1], "--seed 42 twice renders identical frames")
        #expect(clips[0] != clips[2], "an unseeded render draws another pattern")
    }

    @Test(arguments: ["blocks", "radial"])
    func oneThreadAndTwoWriteTheSameFiles(transition: String) throws {
        let outs = (1...2).map { temporary("threads-\($0)") }
        defer { for out in outs { try? FileManager.default.removeItem(at: out) } }
        for (out, threads) in zip(outs, ["1", "2"]) {
            let result = try render(
                ["--seed", "5", "--tile-edge", "16", "--duration", "0.4", "--fps", "30", "--threads", threads, "--out", out.path], transition: transition,
                size: "160x90")
            #expect(result.status == 0, "status \(result.status), stderr: \(result.stderr)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: outs[0].path).sorted()
        #expect(names.count == 13, "0.4 s at 30 fps: 13 frames, got \(names.count)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outs[1].path).sorted() == names, "the same file names")
        for name in names {
            let one = try Data(contentsOf: outs[0].appendingPathComponent(name)), two = try Data(contentsOf: outs[1].appendingPathComponent(name))
            #expect(one == two, "\(transition) \(name): --threads 2 writes the bytes --threads 1 does")
        }
    }

    @Test func unknownTransitionListsKnownNames() throws {
        let result = try render(["--out", "null"], transition: "spirral")
        #expect(result.status != 0, "must fail")
        #expect(result.stderr.contains("'spirral'") && result.stderr.contains("spiral"), "names the spec and the known name: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }

    @Test func missingImageIsNamed() throws {
        let result = try UnwindProcess.run([
            "render", "--transition", "blocks", "--from", "/nonexistent/a.png", "--to", Self.to, "--size", "64x36", "--out", "null",
        ])
        #expect(result.status != 0, "must fail")
        #expect(result.stderr.contains("/nonexistent/a.png"), "stderr names the file: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }

    @Test func undecodableImageIsNamed() throws {
        let bogus = temporary("bogus.png")
        defer { try? FileManager.default.removeItem(at: bogus) }
        try Data("not an image".utf8).write(to: bogus)
        let result = try UnwindProcess.run(["render", "--transition", "blocks", "--from", Self.from, "--to", bogus.path, "--size", "64x36", "--out", "null"])
        #expect(result.status != 0, "must fail")
        #expect(result.stderr.contains(bogus.path), "stderr names the file: \(result.stderr)")
    }

    @Test(arguments: [
        (["--size", "0x10"], "--size"), (["--size", "wide"], "--size"), (["--fps", "0"], "--fps"), (["--duration", "0"], "--duration"),
        (["--duration=-1"], "--duration"),
        (["--tile-edge", "1"], "--tile-edge"), (["--fit", "stretch"], "--fit"), (["--threads", "0"], "--threads"), (["--threads", "9"], "--threads"),
    ])
    func badValuesFailNamingTheOption(arguments: [String], option: String) throws {
        var args = ["render", "--transition", "blocks", "--from", Self.from, "--to", Self.to, "--size", "64x36", "--out", "null"]
        args += arguments
        let result = try UnwindProcess.run(args)
        #expect(result.status != 0, "\(arguments) must fail")
        #expect(result.stderr.split(separator: "\n").first?.contains(option) == true, "first line names \(option): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }

    @Test func unwritableOutputFails() throws {
        let result = try render(["--out", "/proc/unwind-cannot-write/clip.y4m"])
        #expect(result.status != 0, "must fail")
        #expect(result.stderr.contains("/proc/unwind-cannot-write/clip.y4m"), "stderr names the target: \(result.stderr)")
    }
}
