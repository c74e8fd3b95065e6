/// What a recording may hold, checked when it is read: a replay simulates every tick up to
/// the last event, so these bounds are what keeps any file to a replay of bounded time and
/// memory.
extension InputRecording {
    /// The bounds `load` and `parse` check.
    public enum Limits {
        /// The only tick rate recordings are made and replayed at (the engine's 120 Hz).
        public static let engineRate = 120
        /// Pixels a side of the recorded drawable; replays draw and hash every frame at this
        /// size, so 16384×16384 (1 GiB a frame) is refused.
        public static let sides = 1...4096
        /// The longest recording: two hours of ticks (the longest breathing session the
        /// settings allow is under 80 minutes).
        public static let seconds = 2 * 3600
        /// The largest file read: a two-hour session of one touch move per tick is about
        /// 80 MiB.
        public static let fileBytes = 96 << 20
        /// The longest line: an event is about 100 bytes.
        public static let lineBytes = 4096
    }
}

extension InputEvent {
    /// Why this event cannot come from a real device (a coordinate that is not finite or
    /// far off screen, an axis beyond its range, an oversized name), or nil when it can.
    var implausibility: String? {
        func finite(_ values: Float..., within limit: Float) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= limit } }
        switch self {
        case .touch(let t) where !finite(t.x, t.y, within: 4):
            return "touch at (\(t.x), \(t.y)) is off the screen (touches are 0...1 of its size)"
        case .pointer(let p) where !finite(p.x, p.y, within: 1_000_000):
            return "pointer at (\(p.x), \(p.y)) is not a screen position"
        case .gamepadAxis(let a) where !finite(a.value, within: 2):
            return "gamepad axis value \(a.value) is outside -1...1"
        case .gamepadConnected(let info) where info.name.utf8.count > 1024:
            return "gamepad name longer than 1024 bytes"
        case .key(let k):
            if case .character(let c) = k.key, c.utf8.count > 64 { return "key character longer than 64 bytes" }
            return nil
        default:
            return nil
        }
    }
}
