import Foundation

/// The sessions finished so far, and what the Completed screen says about them: how many
/// this week (Monday to Sunday, in the user's time zone) and for how long, and the streak of
/// consecutive days with at least one session, ending today.
public struct SessionHistory: Sendable, Equatable {
    /// What the Completed screen shows.
    public struct Summary: Sendable, Equatable {
        /// Sessions completed since Monday, and their traced plus held time.
        public var sessionsThisWeek: Int
        /// Traced plus held seconds of those sessions.
        public var secondsThisWeek: Double
        /// Consecutive days up to today with a session; 0 when there is none today.
        public var streakDays: Int
        /// Monday to Sunday of this week: whether each day had a session (the week's marks).
        public var weekDays: [Bool]
        /// Today's place in `weekDays` (0 is Monday).
        public var today: Int

        /// A summary of the given numbers; `weekDays` empty draws no day marks.
        public init(sessionsThisWeek: Int, secondsThisWeek: Double, streakDays: Int, weekDays: [Bool] = [], today: Int = 0) {
            self.sessionsThisWeek = sessionsThisWeek
            self.secondsThisWeek = secondsThisWeek
            self.streakDays = streakDays
            self.weekDays = weekDays
            self.today = today
        }
    }

    /// Every session, oldest first.
    public private(set) var records: [SessionRecord]

    /// A history of `records`.
    public init(records: [SessionRecord] = []) {
        self.records = records
    }

    /// Adds a finished session.
    public mutating func append(_ record: SessionRecord) {
        records.append(record)
    }

    /// The week and the streak as of `now`, with `calendar`'s time zone; weeks start on Monday.
    public func summary(now: Date, calendar base: Calendar = Calendar(identifier: .gregorian)) -> Summary {
        var calendar = base
        calendar.firstWeekday = 2
        let weekStart = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? calendar.startOfDay(for: now)
        let thisWeek = records.filter { $0.date >= weekStart && $0.date <= now }
        let days = Set(records.filter { $0.date <= now }.map { calendar.startOfDay(for: $0.date) })
        var streak = 0
        var day = calendar.startOfDay(for: now)
        while days.contains(day) {
            streak += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = calendar.startOfDay(for: previous)
        }
        let weekDays = (0..<7).map { offset in
            calendar.date(byAdding: .day, value: offset, to: weekStart).map { days.contains(calendar.startOfDay(for: $0)) } ?? false
        }
        let today = calendar.dateComponents([.day], from: weekStart, to: calendar.startOfDay(for: now)).day ?? 0
        return Summary(
            sessionsThisWeek: thisWeek.count, secondsThisWeek: thisWeek.reduce(0) { $0 + $1.seconds }, streakDays: streak, weekDays: weekDays,
            today: min(max(today, 0), 6))
    }
}
