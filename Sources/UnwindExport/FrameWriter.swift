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
    /// The one line the command prints: what could not be done, to which file or directory.
    public let description: String

    /// An error reading `description`, which should name the path it is about.
    public init(_ description: String) {
        self.description = description
    }
}

/// The `--out` argument: `null`, a path ending in `.y4m`, or a directory for PNG frames.
public enum FrameTarget: Equatable, Sendable {
    case null
    case y4m(path: String)
    case pngDirectory(path: String)

    /// Reads `--out`: `null` exactly, a `.y4m` suffix in any case, anything else is a directory.
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
    /// A writer that keeps nothing; there is nothing to open, so it cannot fail.
    public init() {}
    /// Drops the frame without reading pixels back, so timing runs measure drawing alone.
    public func write(frame: Int, renderer: Renderer) throws {}
    /// Nothing to flush.
    public func finish() throws {}
}
