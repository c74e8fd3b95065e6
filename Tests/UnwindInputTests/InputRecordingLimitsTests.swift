import Foundation
import Testing
import UnwindDraw
import UnwindInput

/// A recording is checked whole before anything is replayed: every way a file could make a
/// replay run for days or draw gigabyte frames is one error naming the line.
@Suite struct InputRecordingLimitsTests {
    static let header = #"{"format":"unwind-input","height":48,"rate":120,"version":1,"width":64}"#
    static let touch = #"{"event":{"touch":{"_0":{"finger":1,"phase":"down","x":0.5,"y":0.5}}},"tick":1}"#

    func parse(_ lines: [String]) throws(RecordingError) -> InputRecording {
        try InputRecording.parse(Data((lines.joined(separator: "\n") + "\n").utf8), path: "r.jsonl")
    }

    @Test func aValidRecordingIsRead() throws {
        let recording = try parse([Self.header, Self.touch, Self.touch.replacingOccurrences(of: "\"tick\":1", with: "\"tick\":864000")])
        #expect(recording.entries.count == 2 && recording.lastTick == 864_000 && recording.size == Size(width: 64, height: 48))
    }

    @Test(arguments: [
        (#"{"format":"unwind-input","height":48,"rate":1,"version":1,"width":64}"#, "recorded at 1 ticks/s"),
        (#"{"format":"unwind-input","height":16384,"rate":120,"version":1,"width":16384}"#, "size 16384x16384 is outside 1...4096"),
        (#"{"format":"unwind-input","height":48,"rate":120,"version":2,"width":64}"#, "unsupported version 2"),
        (#"{"format":"other","height":48,"rate":120,"version":1,"width":64}"#, "not an unwind input recording"),
    ])
    func badHeadersAreRefusedOnLineOne(header: String, reason: String) {
        #expect(throws: RecordingError.self) { try parse([header, Self.touch]) }
        do {
            _ = try parse([header, Self.touch])
        } catch {
            #expect(error.line == 1 && error.reason.hasPrefix(reason), "\(error)")
        }
    }

    @Test(arguments: [
        (#"{"event":{"touch":{"_0":{"finger":1,"phase":"down","x":0.5,"y":0.5}}},"tick":2147483648}"#, "tick 2147483648 is past the 2-hour limit"),
        (#"{"event":{"touch":{"_0":{"finger":1,"phase":"down","x":0.5,"y":0.5}}},"tick":0}"#, "tick 0 goes back before 1"),
        (#"{"event":{"touch":{"_0":{"finger":1,"phase":"down","x":1e30,"y":0.5}}},"tick":5}"#, "touch at"),
        (#"{"event":{"gamepadAxis":{"_0":{"axis":"leftX","id":0,"value":7}}},"tick":5}"#, "gamepad axis value 7.0"),
        ("{\"tick\":1,\"event\":" + String(repeating: "[", count: 5000) + "}", "line longer than 4096 bytes"),
    ])
    func badEventsAreRefusedOnTheirLine(line: String, reason: String) {
        do {
            _ = try parse([Self.header, Self.touch, line])
            Issue.record("accepted \(line.prefix(80))")
        } catch {
            #expect(error.line == 3 && error.reason.hasPrefix(reason), "\(error)")
        }
    }

    @Test func endlessAndMissingFilesAreRefusedWithoutReadingForever() {
        #expect(throws: RecordingError.self) { try InputRecording.load(path: "/dev/zero") }
        #expect(throws: RecordingError.self) { try InputRecording.load(path: "/nonexistent/r.jsonl") }
        #expect(throws: RecordingError.self) { try InputRecording.load(path: "/tmp") }
    }
}
