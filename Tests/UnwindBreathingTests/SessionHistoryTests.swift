import Foundation
import Testing
import UnwindTestSupport

@testable import UnwindBreathing

@Suite struct SessionHistoryTests {
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        return c
    }

    static func date(_ text: String) -> Date {
        let f = ISO8601DateFormatter()
        f.timeZone = calendar.timeZone
        f.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return f.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    static func record(_ text: String, seconds: Double = 100) -> SessionRecord {
        SessionRecord(date: date(text), pattern: "calm", tracedSeconds: 10, heldSeconds: seconds - 10, cycles: 4)
    }

    @Test func thisWeekStartsOnMondayAndTheStreakEndsToday() {
        // Wednesday 2026-11-18; the week began Monday 2026-11-16.
        let history = SessionHistory(records: [
            Self.record("2026-11-13T20:00:00"),  // Friday before: not this week
            Self.record("2026-11-16T07:00:00"),
            Self.record("2026-11-17T21:30:00"),
            Self.record("2026-11-18T06:15:00", seconds: 200),
            Self.record("2026-11-18T22:00:00"),  // later today than "now": not counted yet
        ])
        let summary = history.summary(now: Self.date("2026-11-18T12:00:00"), calendar: Self.calendar)
        #expect(summary.sessionsThisWeek == 3, "got \(summary.sessionsThisWeek)")
        #expect(summary.secondsThisWeek == 400)
        #expect(summary.streakDays == 3, "Mon, Tue, Wed: got \(summary.streakDays)")
        #expect(summary.weekDays == [true, true, true, false, false, false, false], "the week's marks: \(summary.weekDays)")
        #expect(summary.today == 2, "Wednesday is the third mark")
        let gap = history.summary(now: Self.date("2026-11-20T12:00:00"), calendar: Self.calendar)
        #expect(gap.streakDays == 0, "no session today (Friday): no streak")
    }

    @Test func storeAppendsAndReadsBack() throws {
        let root = try TemporaryTree()
        do {
            let path = root.path + "/state/unwind/breathing-history.jsonl"
            let store = SessionHistoryStore(path: path)
            #expect(store.history.records.isEmpty && store.warnings.isEmpty)
            #expect(store.append(Self.record("2026-11-17T21:30:00")))
            #expect(store.append(Self.record("2026-11-18T06:15:00")))
            let again = SessionHistoryStore(path: path)
            #expect(again.history.records == store.history.records, "read back \(again.history.records)")
            #expect(again.warnings.isEmpty)
        }
    }

    @Test func corruptLinesAreSkippedNotFatal() throws {
        let root = try TemporaryTree()
        do {
            let path = root.path + "/history.jsonl"
            let good = String(decoding: try Self.encoder.encode(Self.record("2026-11-17T21:30:00")), as: UTF8.self)
            // Garbage, a half-written line, binary noise and a good line with no newline at the end.
            let text = "not json\n{\"date\":\"2026-11-1\n" + good + "\n\u{0}\u{1}\u{2}\n" + good
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let store = SessionHistoryStore(path: path)
            #expect(store.history.records.count == 2, "the two good lines: \(store.history.records.count)")
            #expect(store.warnings.count == 1 && store.warnings[0].contains("skipped 3 unreadable lines"), "\(store.warnings)")
            // Appending after a last line without a newline keeps the records apart.
            #expect(store.append(Self.record("2026-11-18T06:15:00")))
            #expect(SessionHistoryStore(path: path).history.records.count == 3)
        }
    }

    @Test func anUnwritableFileKeepsTheSessionInMemory() throws {
        let root = try TemporaryTree()
        do {
            // A folder where the file should be: it can be neither read nor written.
            let path = root.path + "/history.jsonl"
            try FileManager.default.createDirectory(atPath: path + "/", withIntermediateDirectories: true)
            let store = SessionHistoryStore(path: path)
            #expect(!store.append(Self.record("2026-11-18T06:15:00")))
            #expect(store.history.records.count == 1, "the session still counts this week")
            #expect(store.warnings.contains { $0.contains("cannot save the session to \(path)") }, "\(store.warnings)")
        }
    }

    @Test func defaultPathFollowsXDG() {
        #expect(
            SessionHistoryStore.defaultPath(environment: ["XDG_STATE_HOME": "/var/lib/kiosk/state/", "HOME": "/home/pi"])
                == "/var/lib/kiosk/state/unwind/breathing-history.jsonl")
        #expect(SessionHistoryStore.defaultPath(environment: ["HOME": "/home/pi"]) == "/home/pi/.local/state/unwind/breathing-history.jsonl")
        #expect(
            SessionHistoryStore.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/pi"])
                == "/home/pi/.local/state/unwind/breathing-history.jsonl", "a relative XDG path is ignored")
        #expect(SessionHistoryStore.defaultPath(environment: [:]) == nil)
    }

    static var encoder: JSONEncoder {
        let e = JSONEncoder()
        e.dateEncodingStrategy = .iso8601
        return e
    }
}
