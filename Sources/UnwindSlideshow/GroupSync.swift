import UnwindRandom

/// The maths of `--sync GROUP`: frames of a group agree on which photo is on screen and when
/// it changes, with no coordinator and no messages, only the group's name and clocks kept
/// in step by NTP.
///
/// Wall-clock time is cut into slots of `interval` seconds counted from the Unix epoch; every
/// frame changes photo at a slot boundary, so all change at the same moment. Slot `s` shows
/// position `s mod N` of cycle `s div N` over the photos in natural order; each cycle is a
/// permutation drawn from the group's seed and the cycle number alone, so a frame that starts
/// late (or restarts) computes the same photo without replaying history.
///
/// Frames agree as long as they see the same photo names and the same interval; a frame whose
/// folder differs (a sync not yet finished) shows its own sequence until it catches up.
public struct GroupSync: Sendable, Equatable {
    /// The group's name (`--sync NAME`), shared by every frame in it.
    public let group: String
    /// Derived from the name only, so every frame of the group shuffles alike.
    public let seed: UInt64
    /// Seconds per photo; every frame of the group must use the same value.
    public var interval: Double

    /// - Parameter interval: seconds per photo, > 0.
    public init(group: String, interval: Double) {
        self.group = group
        self.seed = Self.seed(forGroup: group)
        self.interval = interval > 0 && interval.isFinite ? interval : 10
    }

    /// FNV-1a over the name's UTF-8, then one SplitMix64 step to spread the bits.
    public static func seed(forGroup name: String) -> UInt64 {
        var generator = SplitMix64(seed: FNV1a.hash(name))
        return generator.next()
    }

    /// The slot on screen at `time` (seconds since 1970, UTC).
    public func slot(at time: Double) -> Int64 {
        Int64((time / interval).rounded(.down))
    }

    /// When `slot` starts, in seconds since 1970.
    public func start(ofSlot slot: Int64) -> Double {
        Double(slot) * interval
    }

    /// The next photo change strictly after `time`.
    public func nextChange(after time: Double) -> Double {
        start(ofSlot: slot(at: time) + 1)
    }

    /// Seconds from `time` to the next change (in `(0, interval]`).
    public func secondsUntilNextChange(at time: Double) -> Double {
        nextChange(after: time) - time
    }

    /// Which of `count` photos (in natural order) slot `slot` shows; nil when there are none.
    /// Each photo shows once per cycle, and a cycle never starts with the photo the last one
    /// ended on (for more than two photos).
    /// - Complexity: O(count) (one permutation).
    public func photoIndex(forSlot slot: Int64, count: Int) -> Int? {
        guard count > 0 else { return nil }
        let (cycle, position) = place(ofSlot: slot, count: count)
        // A clash with the last cycle's end swaps with a middle position, never the last: the
        // last of each cycle stays its raw permutation's, so the rule needs only one earlier cycle.
        return order(ofCycle: cycle, count: count)[position]
    }

    /// The order of a whole cycle: `order(ofCycle: c, count:)[i]` is
    /// `photoIndex(forSlot: c * count + i, count:)`, computed once instead of per slot.
    /// - Complexity: O(count).
    public func order(ofCycle cycle: Int64, count: Int) -> [Int] {
        guard count > 2 else { return Array(0..<max(0, count)) }
        var order = permutation(cycle: cycle, count: count)
        let previousLast = permutation(cycle: cycle - 1, count: count)[count - 1]
        if order[0] == previousLast {
            var generator = SplitMix64(seed: seed ^ UInt64(bitPattern: cycle) &* 0x9E37_79B9_7F4A_7C15 ^ 0xB0B)
            order.swapAt(0, 1 + Int(generator.next() % UInt64(count - 2)))
        }
        return order
    }

    /// The cycle number and the position in it of `slot`, for `count` photos.
    public func place(ofSlot slot: Int64, count: Int) -> (cycle: Int64, position: Int) {
        let n = Int64(max(1, count))
        let cycle = Self.floorDiv(slot, n)
        return (cycle, Int(slot - cycle * n))
    }

    /// The photo slot `slot` shows from `sortedPhotos` (natural order, the same on every frame).
    public func photo(forSlot slot: Int64, sortedPhotos: [String]) -> String? {
        photoIndex(forSlot: slot, count: sortedPhotos.count).map { sortedPhotos[$0] }
    }

    /// Which of `count` transitions plays into slot `slot`, in turn, so frames also agree on it.
    public func transitionIndex(forSlot slot: Int64, count: Int) -> Int? {
        guard count > 0 else { return nil }
        let n = Int64(count)
        return Int(slot - Self.floorDiv(slot, n) * n)
    }

    /// A seeded shuffle of `0..<count` for one cycle: Fisher–Yates spelled out (not the
    /// standard library's `shuffled`, whose draws may change between Swift releases), so
    /// frames running different builds still agree.
    func permutation(cycle: Int64, count: Int) -> [Int] {
        var generator = SplitMix64(seed: seed ^ (UInt64(bitPattern: cycle) &* 0xD1B5_4A32_D192_ED03))
        var order = Array(0..<count)
        var i = count - 1
        while i > 0 {
            order.swapAt(i, Int(generator.next() % UInt64(i + 1)))
            i -= 1
        }
        return order
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
