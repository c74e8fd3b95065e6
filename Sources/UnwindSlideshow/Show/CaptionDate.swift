import Foundation
import UnwindPhotos

/// The date a photo was taken as a person writes it in their language, with no time of
/// day: "24 November 2023", "24. November 2023", "24 novembre 2023". A caption read at a
/// glance from across a room, not an EXIF timestamp.
public struct CaptionDate: Sendable {
    private let formatter: DateFormatter
    private let calendar: Calendar

    /// Dates for `language` (a catalog's language, such as `de`), in the region of the
    /// user's locale (`LANG=en_GB.UTF-8` writes day before month) when it speaks the same
    /// language.
    public init(language: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let primary = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let name = primary.split(separator: ".").first.map(String.init) ?? ""
        let parts = name.split(separator: "_")
        let locale =
            parts.count == 2 && parts[0].lowercased() == language ? Locale(identifier: "\(language)_\(parts[1])") : Locale(identifier: language)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        self.formatter = formatter
        self.calendar = calendar
    }

    /// The day written out in full.
    public func string(_ day: CalendarDay) -> String {
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) else {
            return day.description
        }
        return formatter.string(from: date)
    }
}
