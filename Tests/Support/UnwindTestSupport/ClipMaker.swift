import Foundation

/// Makes video clips with the `ffmpeg` command line (Debian's `ffmpeg`, a test package) and
/// reads its own decoded frames back, so a frame Unwind decodes can be compared with the
/// frame FFmpeg's command line gives for the same time.
///
/// Clips come from `testsrc2`, which draws a moving pattern and a frame counter, so frames
/// at different times differ everywhere.
public enum ClipMaker {
    static let program = "/usr/bin/ffmpeg"

    /// True when the `ffmpeg` command line is installed.
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: program) }

    /// A failed `ffmpeg` run, with the end of what it printed.
    public struct Failure: Error, CustomStringConvertible {
        /// The arguments and ffmpeg's last lines.
        public let description: String
    }

    /// Video encoders a test can ask for: name, ffmpeg arguments and the file extension.
    public enum Codec: String, Sendable, CaseIterable {
        /// H.264 (libx264) in MP4.
        case h264
        /// HEVC (libx265) in MP4, tagged hvc1 as iPhones write it.
        case hevc
        /// VP9 (libvpx) in WebM.
        case vp9
        /// AV1 (libaom, fastest settings) in Matroska.
        case av1

        /// The encoder's arguments.
        var arguments: [String] {
            switch self {
            case .h264: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]
            case .hevc: ["-c:v", "libx265", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-tag:v", "hvc1", "-x265-params", "log-level=none"]
            case .vp9: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-pix_fmt", "yuv420p"]
            case .av1: ["-c:v", "libaom-av1", "-cpu-used", "8", "-usage", "realtime", "-pix_fmt", "yuv420p"]
            }
        }

        /// The file extension the codec's container takes.
        public var fileExtension: String {
            switch self {
            case .h264, .hevc: "mp4"
            case .vp9: "webm"
            case .av1: "mkv"
            }
        }
    }

    /// Writes a `testsrc2` clip of `seconds` at `width`×`height` and `rate` frames a second to `path`.
    public static func make(
        _ path: String, codec: Codec = .h264, width: Int = 160, height: Int = 120, rate: Int = 10, seconds: Double = 1, extra: [String] = []
    ) throws {
        try run(
            ["-f", "lavfi", "-i", "testsrc2=size=\(width)x\(height):rate=\(rate):duration=\(seconds)"] + codec.arguments + extra + [path])
    }

    /// The clip's frames as FFmpeg decodes them: 8-bit I420 (YUV 4:2:0) bytes, one frame after
    /// another, at the clip's own size, or scaled with `scale` (an ffmpeg `scale` filter argument).
    public static func rawFrames(_ path: String, scale: String? = nil) throws -> [UInt8] {
        var arguments = ["-i", path, "-an"]
        if let scale { arguments += ["-vf", "scale=\(scale)"] }
        arguments += ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-"]
        return try run(arguments, output: true)
    }

    /// Runs ffmpeg with `arguments` (quiet, overwriting), returning standard output when asked for.
    @discardableResult
    public static func run(_ arguments: [String], output: Bool = false) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = output ? out : FileHandle.nullDevice
        process.standardError = err
        try process.run()
        nonisolated(unsafe) var data = Data()
        let group = DispatchGroup()
        if output {
            group.enter()
            DispatchQueue.global().async {
                data = out.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: errors, as: UTF8.self).split(separator: "\n").suffix(3).joined(separator: " | ")
            throw Failure(description: "ffmpeg \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return [UInt8](data)
    }
}
