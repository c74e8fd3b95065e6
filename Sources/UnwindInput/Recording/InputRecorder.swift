import Foundation
import UnwindDraw

/// Saves live input as it is applied, one JSON line per event, so a session can be replayed
/// headless later. Lines are buffered and flushed every second of events and at the end.
public final class InputRecorder {
    private let path: String
    private var handle: FileHandle?
    private var buffer = Data()

    /// A recorder that will write to `path` (created or truncated at `begin`).
    public init(path: String) {
        self.path = path
    }

    /// Opens the file and writes the header.
    public func begin(size: Size, rate: Int) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw RecordingError(path: path, line: 0, reason: "cannot create the file")
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        buffer = try InputRecording.headerLine(size: size, rate: rate)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Adds one event applied on `tick`.
    public func record(_ event: InputEvent, tick: Int64) {
        guard handle != nil, let line = try? JSONEncoder.sorted.encode(InputRecording.Entry(tick: tick, event: event)) else { return }
        buffer.append(line)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count > 64 * 1024 { try? flush() }
    }

    /// Writes what is buffered.
    public func flush() throws {
        guard let handle, !buffer.isEmpty else { return }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file.
    public func finish() throws {
        try flush()
        try handle?.close()
        handle = nil
    }

    deinit {
        try? finish()
    }
}
