import UnwindMedia
import UnwindPhotos

/// The `on-this-day` order: photos taken on today's date in earlier years first, then the
/// rest shuffled.
///
/// The memories come newest year first ("1 year ago", then "2 years ago", ...), each year's
/// in the order they were taken, so a day's story plays in sequence. On February 28 of a
/// common year, photos from February 29 count as that day's memories too, so leap-day
/// photos are not hidden for three years out of four.
public enum OnThisDayOrder {
    /// True when a photo taken at `taken` is a memory for `today`.
    public static func isMemory(_ taken: PhotoDate, today: CalendarDay) -> Bool {
        guard taken.day.year < today.year else { return false }
        if taken.day.month == today.month, taken.day.day == today.day { return true }
        return today.month == 2 && today.day == 28 && !CalendarDay.isLeap(today.year) && taken.day.month == 2 && taken.day.day == 29
    }

    /// Today's memories in the order they are shown.
    public static func memories(_ records: [PhotoRecord], today: CalendarDay) -> [PhotoPath] {
        records.compactMap { record in record.taken.map { ($0, record.path) } }
            .filter { isMemory($0.0, today: today) }
            .sorted { a, b in
                if a.0.day.year != b.0.day.year { return a.0.day.year > b.0.day.year }
                return a.0 != b.0 ? a.0 < b.0 : a.1 < b.1
            }
            .map(\.1)
    }

    /// One cycle: today's memories, then every other photo in random order.
    public static func cycle(_ records: [PhotoRecord], today: CalendarDay, using generator: inout some RandomNumberGenerator) -> [PhotoPath] {
        let first = memories(records, today: today)
        let chosen = Set(first)
        let rest = records.map(\.path).filter { !chosen.contains($0) }.shuffled(using: &generator)
        return first + rest
    }
}
