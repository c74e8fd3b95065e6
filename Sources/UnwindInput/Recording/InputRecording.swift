import Foundation
import UnwindDraw

/// A recorded input session: the size and tick rate it was recorded at, and every input
/// event with the fixed tick it was applied on.
///
/// Stored as JSON lines: a header line, then one `{"tick":N,"event":{…}}` line per event,
/// so a recording can be appended while running and read with standard tools.
public struct InputRecording: Sendable, Equatable {
    /// One event and the tick it was applied on.
    public struct Entry: Sendable, Equatable, Codable {
        /// The fixed tick the event was applied on; a replay applies it on the same tick.
        public var tick: Int64
        /// The event exactly as the scene received it.
        public var event: InputEvent

        /// An event applied on `tick`.
        public init(tick: Int64, event: InputEvent) {
            self.tick = tick
            self.event = event
        }
    }

    /// The first line of a recording file.
    struct Header: Codable, Equatable {
        var format: String
        var version: Int
        var width: Int
        var height: Int
        var rate: Int
    }

    static let format = "unwind-input"

    /// Drawable size the pointer positions refer to; replays draw at this size.
    public var size: Size
    /// Fixed ticks per second the ticks count in.
    public var rate: Int
    /// Events in tick order.
    public var entries: [Entry]

    /// A recording of `entries` (in tick order) made at `size` and `rate`.
    public init(size: Size, rate: Int, entries: [Entry]) {
        self.size = size
        self.rate = rate
        self.entries = entries
    }

    /// The last tick with an event, 0 for an empty recording.
    public var lastTick: Int64 { entries.last?.tick ?? 0 }

    /// The header line's JSON.
    static func headerLine(size: Size, rate: Int) throws -> Data {
        try JSONEncoder.sorted.encode(Header(format: format, version: 1, width: size.width, height: size.height, rate: rate))
    }

    /// Reads a recording file, naming the file and line of anything malformed or outside
    /// `Limits` (checked before a single frame is simulated, so no file can make a replay
    /// run for days). `engineRate` is the tick rate the engine runs at; a recording made at
    /// another rate is refused rather than replayed at the wrong speed.
    public static func load(path: String, engineRate: Int = Limits.engineRate) throws(RecordingError) -> InputRecording {
        try parse(read(path: path), path: path, engineRate: engineRate)
    }

    /// Checks and decodes a recording's bytes; `path` names it in errors.
    public static func parse(_ data: Data, path: String, engineRate: Int = Limits.engineRate) throws(RecordingError) -> InputRecording {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let decoder = JSONDecoder()
        guard let first = lines.first, first.count <= Limits.lineBytes, let header = try? decoder.decode(Header.self, from: first), header.format == format
        else {
            throw RecordingError(path: path, line: 1, reason: "not an unwind input recording (expected a header with \"format\":\"\(format)\")")
        }
        guard header.version == 1 else {
            throw RecordingError(path: path, line: 1, reason: "unsupported version \(header.version); this unwind reads version 1")
        }
        guard Limits.sides.contains(header.width), Limits.sides.contains(header.height) else {
            throw RecordingError(
                path: path, line: 1,
                reason: "size \(header.width)x\(header.height) is outside \(Limits.sides.lowerBound)...\(Limits.sides.upperBound) pixels a side")
        }
        guard header.rate == engineRate else {
            throw RecordingError(path: path, line: 1, reason: "recorded at \(header.rate) ticks/s; this unwind runs and replays at \(engineRate)")
        }
        let maxTick = Int64(Limits.seconds) * Int64(header.rate)
        var entries: [Entry] = []
        for (i, line) in lines.enumerated().dropFirst() where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
            guard line.count <= Limits.lineBytes else {
                throw RecordingError(path: path, line: i + 1, reason: "line longer than \(Limits.lineBytes) bytes")
            }
            let entry: Entry
            do {
                entry = try decoder.decode(Entry.self, from: line)
            } catch {
                throw RecordingError(path: path, line: i + 1, reason: "not a {\"tick\":N,\"event\":{…}} line")
            }
            guard entry.tick >= 0 else { throw RecordingError(path: path, line: i + 1, reason: "negative tick \(entry.tick)") }
            if let last = entries.last, entry.tick < last.tick {
                throw RecordingError(path: path, line: i + 1, reason: "tick \(entry.tick) goes back before \(last.tick)")
            }
            guard entry.tick <= maxTick else {
                throw RecordingError(
                    path: path, line: i + 1, reason: "tick \(entry.tick) is past the \(Limits.seconds / 3600)-hour limit of a recording (\(maxTick) ticks)")
            }
            if let problem = entry.event.implausibility {
                throw RecordingError(path: path, line: i + 1, reason: problem)
            }
            entries.append(entry)
        }
        return InputRecording(size: Size(width: header.width, height: header.height), rate: header.rate, entries: entries)
    }

    /// The file's bytes, read no further than `Limits.fileBytes` (a device such as
    /// /dev/zero or a fifo that never ends is refused, not read forever).
    static func read(path: String) throws(RecordingError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RecordingError(path: path, line: 0, reason: "no such file")
        }
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw RecordingError(path: path, line: 0, reason: isDirectory.boolValue ? "is a folder, not a recording" : "cannot read the file")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: Limits.fileBytes + 1) ?? Data()
        } catch {
            throw RecordingError(path: path, line: 0, reason: "cannot read the file")
        }
        guard data.count <= Limits.fileBytes else {
            throw RecordingError(
                path: path, line: 0, reason: "larger than \(Limits.fileBytes / (1 << 20)) MiB; a recording of the longest session is far smaller")
        }
        return data
    }

    /// Writes the whole recording to a file.
    public func write(to path: String) throws {
        var data = try Self.headerLine(size: size, rate: rate)
        for entry in entries {
            data.append(UInt8(ascii: "\n"))
            data.append(try JSONEncoder.sorted.encode(entry))
        }
        data.append(UInt8(ascii: "\n"))
        try data.write(to: URL(fileURLWithPath: path))
    }
}

extension JSONEncoder {
    /// Keys sorted, so the same data always encodes to the same bytes.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
