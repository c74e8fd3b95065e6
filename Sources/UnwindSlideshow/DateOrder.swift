import UnwindMedia
import UnwindPhotos

/// The `date` and `date-desc` orders: by date taken, oldest or newest first.
///
/// Photos taken in the same second keep natural name order (a burst plays in sequence);
/// undated photos follow the dated ones in natural name order, so a folder of scans still
/// plays, after the camera photos.
public enum DateOrder {
    /// One cycle: every record once, by date.
    public static func cycle(_ records: [PhotoRecord], newestFirst: Bool) -> [PhotoPath] {
        var dated: [(PhotoDate, PhotoPath)] = []
        var undated: [PhotoPath] = []
        dated.reserveCapacity(records.count)
        for record in records {
            if let taken = record.taken { dated.append((taken, record.path)) } else { undated.append(record.path) }
        }
        dated.sort { a, b in
            if a.0 != b.0 { return newestFirst ? a.0 > b.0 : a.0 < b.0 }
            let c = NaturalOrder.compare(String(decoding: a.1.bytes, as: UTF8.self), String(decoding: b.1.bytes, as: UTF8.self))
            return c != 0 ? c < 0 : a.1 < b.1
        }
        return dated.map(\.1) + NaturalOrder.sorted(undated)
    }
}
