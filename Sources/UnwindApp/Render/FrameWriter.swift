import Foundation
import UnwindDraw
import UnwindPlatform

/// Where rendered frames go: a PNG sequence, a Y4M stream, or nowhere (timing runs).
public protocol FrameWriter: AnyObject {
    /// Writes the frame the renderer just drew.
    func write(frame: Int, renderer: Renderer) throws
    /// Flushes and closes; call once after the last frame.
    func finish() throws
}

/// A frame destination could not be used; the message names it.
public struct FrameWriterError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// The `--out` argument: `null`, a path ending in `.y4m`, or a directory for PNG frames.
public enum FrameTarget: Equatable, Sendable {
    case null
    case y4m(path: String)
    case pngDirectory(path: String)

    public init(_ argument: String) {
        if argument == "null" {
            self = .null
        } else if argument.lowercased().hasSuffix(".y4m") {
            self = .y4m(path: argument)
        } else {
            self = .pngDirectory(path: argument)
        }
    }

    /// Opens the destination; fails with one line naming it when it cannot be written.
    public func makeWriter(size: Size, fps: Int) throws -> FrameWriter {
        switch self {
        case .null: NullFrameWriter()
        case .y4m(let path): try Y4MFrameWriter(path: path, size: size, fps: fps)
        case .pngDirectory(let path): try PNGFrameWriter(directory: path)
        }
    }
}

/// Discards frames: the render still happens, for timing.
public final class NullFrameWriter: FrameWriter {
    public init() {}
    public func write(frame: Int, renderer: Renderer) throws {}
    public func finish() throws {}
}

/// Writes `frame-00000.png`, `frame-00001.png`, … into a directory, creating it; stale
/// frames of that name from an earlier, longer render are removed first so the directory
/// holds exactly this sequence.
public final class PNGFrameWriter: FrameWriter {
    public let directory: String

    public init(directory: String) throws {
        self.directory = directory
        let files = FileManager.default
        do {
            try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FrameWriterError("cannot create output directory '\(directory)': \(error.localizedDescription)")
        }
        guard files.isWritableFile(atPath: directory) else {
            throw FrameWriterError("output directory '\(directory)' is not writable")
        }
        let stale = (try? files.contentsOfDirectory(atPath: directory))?.filter(Self.isFrameName) ?? []
        for name in stale { try? files.removeItem(atPath: (directory as NSString).appendingPathComponent(name)) }
    }

    /// The file name of frame `index`.
    public static func name(of index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }

    static func isFrameName(_ name: String) -> Bool {
        name.hasPrefix("frame-") && name.hasSuffix(".png") && name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
    }

    public func write(frame: Int, renderer: Renderer) throws {
        let path = (directory as NSString).appendingPathComponent(Self.name(of: frame))
        do {
            try renderer.savePNG(to: path)
        } catch {
            throw FrameWriterError("cannot write '\(path)': \(error)")
        }
    }

    public func finish() throws {}
}
