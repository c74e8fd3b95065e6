/// A slow board degrades gracefully: the frame times of each transition played are watched,
/// and one whose frames keep missing the display's budget (their p95 over it on three plays
/// in a row) is dropped from the cycle for a cheaper one, once and with one log line, instead
/// of stuttering every time it comes round. Crossfade is the cheaper one; a board that cannot
/// crossfade in time cuts. (Shotwell and xscreensaver's glslideshow do the same.)
///
/// A drop is not for ever: a frame on a wall runs for months, and a few minutes of load (a
/// backup, a big rescan, an update) must not cost it a transition for good. A dropped
/// transition is paroled after an hour of show time; one more missed play drops it again,
/// and each drop doubles the wait (up to a day), so a board that really is too slow stutters
/// through one play a day at most.
///
/// Pure bookkeeping: the scene feeds measured frame times (`ShowSession.observeFrame`), the
/// show tells it when a transition starts and ends.
public struct TransitionBudget: Sendable, Equatable {
    /// What one finished play means.
    public enum Verdict: Equatable, Sendable {
        /// Within budget (or too few frames to judge).
        case fine
        /// Over budget, not yet often enough to act.
        case missed(p95: Double)
        /// Over budget once too often: play `replacement` instead (nil: cut).
        case drop(p95: Double, replacement: String?)
    }

    /// Milliseconds a frame may take; nil watches nothing (headless runs, whose frame times
    /// are not the device's, and `--frame-budget 0`).
    public var budget: Double?
    /// Plays over budget in a row that drop a transition.
    public static let playsToDrop = 3
    /// A play with fewer frames than this is not judged (a transition cut short at once).
    public static let minimumFrames = 4
    /// The transition that replaces a dropped one.
    public static let cheaper = "crossfade"
    /// Seconds of show time before a dropped transition's first new try.
    public static let firstParole: Double = 3600
    /// The longest wait between tries: a day.
    public static let longestParole: Double = 86_400

    private var playing: String?
    private var frames: [Double] = []
    /// Plays over budget in a row, by transition.
    public private(set) var misses: [String: Int] = [:]
    /// Dropped transitions and what plays instead (nil: a cut).
    public private(set) var dropped: [String: String?] = [:]
    /// When each dropped transition gets its next try (show seconds).
    public private(set) var paroleAt: [String: Double] = [:]
    /// The wait after a transition's next drop (doubles with each drop, reset by a good play).
    private var paroleWait: [String: Double] = [:]

    /// A budget of `budget` milliseconds a frame (nil: off).
    public init(budget: Double? = nil) {
        self.budget = budget
    }

    /// The budget for a display refreshing `hertz` times a second: one and a half frames,
    /// so an occasional late frame is forgiven and a transition that drops every other frame
    /// is not.
    public static func budget(forRefreshRate hertz: Int) -> Double {
        1.5 * 1000 / Double(max(1, hertz))
    }

    /// A transition started (one still playing, cut short, is judged first).
    public mutating func began(_ name: String) -> (name: String, verdict: Verdict)? {
        let previous = playing.map { ($0, ended()) }
        playing = name
        frames.removeAll(keepingCapacity: true)
        return previous
    }

    /// A frame drawn while a transition played took `milliseconds`.
    public mutating func frame(_ milliseconds: Double) {
        guard budget != nil, playing != nil, milliseconds.isFinite, milliseconds >= 0 else { return }
        frames.append(milliseconds)
    }

    /// The transition whose play is being watched, if any.
    public var watching: String? { playing }

    /// The running transition ended at `now` (show seconds): judges it.
    public mutating func ended(at now: Double = 0) -> Verdict {
        defer {
            playing = nil
            frames.removeAll(keepingCapacity: true)
        }
        guard let budget, let name = playing, frames.count >= Self.minimumFrames, dropped[name] == nil else { return .fine }
        let sorted = frames.sorted()
        let p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        guard p95 > budget else {
            misses[name] = 0
            paroleWait[name] = nil
            return .fine
        }
        let count = (misses[name] ?? 0) + 1
        misses[name] = count
        guard count >= Self.playsToDrop else { return .missed(p95: p95) }
        let replacement: String? = name == Self.cheaper || dropped[Self.cheaper] != nil ? nil : Self.cheaper
        dropped[name] = replacement
        let wait = paroleWait[name] ?? Self.firstParole
        paroleAt[name] = now + wait
        paroleWait[name] = min(wait * 2, Self.longestParole)
        return .drop(p95: p95, replacement: replacement)
    }

    /// The dropped transitions whose wait is over at `now`, taken back into play: a single
    /// missed play drops each again (with a doubled wait), a good one clears its record.
    public mutating func parole(at now: Double) -> [String] {
        let due = paroleAt.filter { $0.value <= now }.map(\.key).sorted()
        for name in due {
            dropped[name] = nil
            paroleAt[name] = nil
            misses[name] = Self.playsToDrop - 1
        }
        return due
    }
}
