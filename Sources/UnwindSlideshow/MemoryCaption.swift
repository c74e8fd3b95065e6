import UnwindPhotos

/// The overlay's memory line for a photo: "3 years ago today".
///
/// Pure: the photo's date taken and today in, the caption out, so the overlay, headless runs
/// with `--today` and tests agree. A photo is a memory when it was taken on today's month
/// and day in an earlier year (leap-day photos count on February 28 of common years).
public struct MemoryCaption: Equatable, Sendable, CustomStringConvertible {
    /// Whole years between the photo and today (1 or more).
    public let years: Int

    /// The caption for a photo taken at `taken`, seen on `today`; nil when it is not a memory.
    public init?(taken: PhotoDate, today: CalendarDay) {
        guard OnThisDayOrder.isMemory(taken, today: today) else { return nil }
        years = today.year - taken.day.year
    }

    /// English text; `years` is there for a translated plural form.
    public var description: String {
        years == 1 ? "1 year ago today" : "\(years) years ago today"
    }
}
