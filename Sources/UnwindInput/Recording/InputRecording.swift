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
        public var tick: Int64
        public var event: InputEvent

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

    /// Reads a recording file, naming the file and line of anything malformed.
    public static func load(path: String) throws -> InputRecording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(path: path, line: 0, reason: "cannot read the file")
        }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let decoder = JSONDecoder()
        guard let first = lines.first, let header = try? decoder.decode(Header.self, from: first), header.format == format else {
            throw RecordingError(path: path, line: 1, reason: "not an unwind input recording (expected a header with \"format\":\"\(format)\")")
        }
        guard header.version == 1 else { throw RecordingError(path: path, line: 1, reason: "unsupported version \(header.version)") }
        guard (1...16384).contains(header.width), (1...16384).contains(header.height), (1...1000).contains(header.rate) else {
            throw RecordingError(path: path, line: 1, reason: "bad size \(header.width)x\(header.height) or rate \(header.rate)")
        }
        var entries: [Entry] = []
        for (i, line) in lines.enumerated().dropFirst() where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
            let entry: Entry
            do {
                entry = try decoder.decode(Entry.self, from: line)
            } catch {
                throw RecordingError(path: path, line: i + 1, reason: "not a {\"tick\":N,\"event\":{…}} line")
            }
            if let last = entries.last, entry.tick < last.tick {
                throw RecordingError(path: path, line: i + 1, reason: "tick \(entry.tick) goes back before \(last.tick)")
            }
            guard entry.tick >= 0 else { throw RecordingError(path: path, line: i + 1, reason: "negative tick \(entry.tick)") }
            entries.append(entry)
        }
        return InputRecording(size: Size(width: header.width, height: header.height), rate: header.rate, entries: entries)
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
