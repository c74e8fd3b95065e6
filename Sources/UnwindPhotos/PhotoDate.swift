/// When a photo was taken, as the camera's clock said it (EXIF `DateTimeOriginal`), with no
/// time zone: what the date orders sort by and what "3 years ago today" compares.
///
/// Cameras write `2024:06:01 14:03:22`; `0000:00:00 00:00:00` and blanks (a camera whose
/// clock was never set) mean "unknown" and parse to nil, so such photos count as undated
/// rather than as taken in year 0.
public struct PhotoDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The calendar day.
    public let day: CalendarDay
    /// Seconds since midnight, 0..<86400.
    public let secondOfDay: Int

    /// A date and time of day (clamped to the day).
    public init(day: CalendarDay, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.day = day
        self.secondOfDay = min(86399, max(0, hour * 3600 + minute * 60 + second))
    }

    /// Parses EXIF's `YYYY:MM:DD HH:MM:SS`, and the stored form `YYYY-MM-DD HH:MM:SS`; the
    /// time may be missing (midnight). Nil for unset or impossible dates.
    public init?(exif text: String) {
        self.init(exifBytes: Array(text.utf8))
    }

    /// `init(exif:)` from the text's UTF-8 bytes (what a database column holds), with no
    /// `String` made on the way: the library reads 100,000 of these at a warm start.
    public init?(exifBytes bytes: some RandomAccessCollection<UInt8>) {
        let bytes = Array(bytes)
        guard bytes.count >= 10 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        let separators: Set<UInt8> = [UInt8(ascii: ":"), UInt8(ascii: "-")]
        guard separators.contains(bytes[4]), separators.contains(bytes[7]),
            let y = number(0..<4), let m = number(5..<7), let d = number(8..<10),
            let day = CalendarDay(year: y, month: m, day: d)
        else { return nil }
        var hour = 0, minute = 0, second = 0
        if bytes.count >= 19, let h = number(11..<13), let mi = number(14..<16), let s = number(17..<19),
            h < 24, mi < 60, s < 61
        {
            hour = h
            minute = mi
            second = min(s, 59)
        }
        self.init(day: day, hour: hour, minute: minute, second: second)
    }

    /// `YYYY-MM-DD HH:MM:SS`: sortable as text, which is how the library index stores it.
    public var description: String {
        let h = secondOfDay / 3600, m = secondOfDay / 60 % 60, s = secondOfDay % 60
        return "\(day) \(CalendarDay.padded(h, 2)):\(CalendarDay.padded(m, 2)):\(CalendarDay.padded(s, 2))"
    }

    /// Earlier first.
    public static func < (a: PhotoDate, b: PhotoDate) -> Bool {
        a.day != b.day ? a.day < b.day : a.secondOfDay < b.secondOfDay
    }
}
