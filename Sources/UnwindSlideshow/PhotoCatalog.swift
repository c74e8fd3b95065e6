import Foundation
import UnwindMedia
import UnwindPhotos

/// What a playlist knows beyond its photos' paths: when each was taken, which photos the
/// filters admit, which day it is, and how many days count as recent.
///
/// A value held by `Playlist`, so the date orders and memories stay pure: the dates come
/// from the library index or an in-memory scan, and "today" is either fixed (`--today`,
/// tests, headless runs) or read from the local calendar when a cycle is made.
public struct PhotoCatalog: Sendable {
    /// Dates taken by path; photos missing here are undated.
    public var dates: [PhotoPath: PhotoDate]
    /// Which photos are in the show.
    public var filter: PhotoFilter
    /// A fixed "today"; nil reads the local date.
    public var fixedToday: CalendarDay?
    /// The window of the `recent` order, in days.
    public var recentDays: Int
    /// Photos marked as favourites (the library index keeps them): twice a cycle in
    /// shuffle, first in the `favorites` order.
    public var favorites: Set<PhotoPath> = []

    /// A catalog of `records`' dates with a filter, a fixed or local today, and the recent window.
    public init(records: [PhotoRecord] = [], filter: PhotoFilter = PhotoFilter(), today: CalendarDay? = nil, recentDays: Int = 30) {
        var dates: [PhotoPath: PhotoDate] = [:]
        dates.reserveCapacity(records.count)
        for record in records {
            if let taken = record.taken { dates[record.path] = taken }
        }
        self.dates = dates
        self.filter = filter
        self.fixedToday = today
        self.recentDays = max(1, recentDays)
    }

    /// The day memories are counted from.
    public var today: CalendarDay { fixedToday ?? CalendarDay.local() }

    /// The records of `paths`, with their dates.
    public func records(_ paths: [PhotoPath]) -> [PhotoRecord] {
        paths.map { PhotoRecord(path: $0, taken: dates[$0]) }
    }

    /// The paths the filter admits, in their order.
    public func admitted(_ paths: [PhotoPath]) -> [PhotoPath] {
        guard !filter.isEmpty else { return paths }
        return paths.filter { filter.admits($0, taken: dates[$0]) }
    }

    /// Records the dates of `records` (new or changed files).
    public mutating func learn(_ records: [PhotoRecord]) {
        for record in records { dates[record.path] = record.taken }
    }

    /// A new cycle of one of the date-based orders over `photos` (each path once, whatever
    /// the previous cycle repeated), not starting with `last`.
    func cycle(of photos: [PhotoPath], order: PlaylistOrder, after last: PhotoPath?, using generator: inout some RandomNumberGenerator) -> [PhotoPath] {
        var seen = Set<PhotoPath>()
        seen.reserveCapacity(photos.count)
        let unique = records(photos.filter { seen.insert($0).inserted })
        var cycle: [PhotoPath]
        switch order {
        case .shuffle:
            cycle = FavoriteOrder.weighted(unique.map(\.path), favorites: favorites, using: &generator)
        case .favorites:
            cycle = FavoriteOrder.favoritesFirst(unique.map(\.path), favorites: favorites, using: &generator)
        case .name, .date:
            cycle = DateOrder.cycle(unique, newestFirst: false)
        case .dateDescending:
            cycle = DateOrder.cycle(unique, newestFirst: true)
        case .onThisDay:
            cycle = OnThisDayOrder.cycle(unique, today: today, using: &generator)
        case .recent:
            cycle = RecentOrder.cycle(unique, today: today, days: recentDays, using: &generator)
        }
        if cycle.count > 1, let last, cycle[0] == last, let other = cycle.firstIndex(where: { $0 != last }) {
            cycle.swapAt(0, other)
        }
        return cycle
    }
}

extension CalendarDay {
    /// Today in the local time zone (the viewer's "today").
    public static func local(_ date: Date = Date()) -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDay(dayNumber: Int(date.timeIntervalSince1970 / 86400))
    }
}
