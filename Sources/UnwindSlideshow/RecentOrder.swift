import UnwindMedia
import UnwindPhotos

/// The `recent` order: photos from the last N days come round more often.
///
/// In each cycle every photo appears once, except that one taken in the newest half of the
/// window (age < N/2 days) appears three times and one from the older half twice, spread
/// across the cycle so a repeat is never next to itself. With a family library of 30,000
/// photos and 200 from last month's trip, the trip fills about 1.5% of the show instead
/// of 0.7%, without ever stopping the rest. Photos dated after today (a camera clock set
/// wrong) count as old.
public enum RecentOrder {
    /// How many times a photo taken on `day` appears in a cycle made on `today`.
    public static func copies(taken day: CalendarDay, today: CalendarDay, days: Int) -> Int {
        let age = today.dayNumber - day.dayNumber
        guard age >= 0, age < days else { return 1 }
        return age * 2 < days ? 3 : 2
    }

    /// One cycle, weighted by age, with no photo twice in a row where that can be avoided.
    public static func cycle(_ records: [PhotoRecord], today: CalendarDay, days: Int, using generator: inout some RandomNumberGenerator) -> [PhotoPath] {
        let counts = records.map { record in record.taken.map { Self.copies(taken: $0.day, today: today, days: days) } ?? 1 }
        return spread(records.map(\.path), copies: counts, using: &generator)
    }

    /// A cycle in which `paths[i]` appears `copies[i]` times, its copies 1/k of the cycle
    /// apart from one random offset, with no photo twice in a row where that can be avoided.
    static func spread(_ paths: [PhotoPath], copies: [Int], using generator: inout some RandomNumberGenerator) -> [PhotoPath] {
        var keyed: [(key: Double, path: PhotoPath)] = []
        keyed.reserveCapacity(paths.count)
        for (path, k) in zip(paths, copies) {
            // Copies share one random offset and sit 1/k of the cycle apart.
            let offset = Double.random(in: 0..<1, using: &generator)
            for j in 0..<k {
                keyed.append(((Double(j) + offset) / Double(k), path))
            }
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.path < $1.path }
        return spreadRepeats(keyed.map(\.path))
    }

    /// Moves a photo that follows itself to the nearest later (else earlier) place where
    /// both neighbours differ from it; leaves it where no such place exists (a show of one
    /// photo). Each move removes one repeated pair and makes none, so this ends.
    static func spreadRepeats(_ cycle: [PhotoPath]) -> [PhotoPath] {
        var out = cycle
        var i = 1
        while i < out.count {
            guard out[i] == out[i - 1] else {
                i += 1
                continue
            }
            let photo = out.remove(at: i)
            func fits(_ at: Int) -> Bool {
                (at == 0 || out[at - 1] != photo) && (at == out.count || out[at] != photo)
            }
            if let at = (i...out.count).first(where: fits) ?? (0..<i).reversed().first(where: fits) {
                out.insert(photo, at: at)
            } else {
                out.insert(photo, at: i)
                i += 1
            }
        }
        return out
    }
}
