/// How the show orders its photos.
public enum PlaylistOrder: String, Sendable, Codable, CaseIterable {
    /// Natural name order (`img2` before `img10`), folder by folder.
    case name
    /// Every photo once per cycle in random order, reshuffled each cycle.
    case shuffle
    /// By date taken, oldest first; undated photos last, by name.
    case date
    /// By date taken, newest first; undated photos last, by name.
    case dateDescending = "date-desc"
    /// Photos taken on today's date in earlier years first, then the rest shuffled.
    case onThisDay = "on-this-day"
    /// Shuffled, with photos from the last `recent-days` days shown two or three times a cycle.
    case recent
    /// The favourites first (shuffled), then the rest shuffled, each cycle.
    case favorites

    /// True for the orders that read dates taken (EXIF).
    public var needsDates: Bool { self != .name && self != .shuffle && self != .favorites }
}
