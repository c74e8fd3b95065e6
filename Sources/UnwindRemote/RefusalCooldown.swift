/// Which client addresses the server turns away at `accept`, without reading a byte, because
/// they keep sending requests it refuses (the server holds a few of their connections unread
/// until the cool-down ends and closes the rest at once: `HTTPEventLoop`).
///
/// Why: refusing a flood of oversized headers one by one (accept, read to the 8 KiB cap,
/// answer 431, close) cost the server about 0.85 of a core on a 2-core frame (issue 24), and
/// that core was taken from the show. After `Policy.threshold` refusals (431, 413, 411, a
/// malformed request, a request left unfinished past its deadline) within `Policy.window`
/// seconds, an address is cooled down: its new connections are closed at once. The first
/// cool-down is short; each one that follows while the address goes on being refused lasts
/// twice as long, up to `Policy.longest`; an address refused nothing for `Policy.forgetAfter`
/// seconds starts over. Other addresses are never affected, and a well-formed request is never
/// counted, so the same address is served again once its cool-down runs out.
///
/// IPv6 clients are counted by their /64 (one host commonly holds a whole /64); IPv4 clients
/// by their address. Time is passed in, so tests drive it by hand.
public struct RefusalCooldown: Sendable {
    /// How quickly an address is cooled down, and for how long.
    public struct Policy: Sendable, Equatable {
        /// Refusals within `window` that start a cool-down.
        public var threshold: Int
        /// Seconds over which refusals are counted.
        public var window: Double
        /// The first cool-down, seconds.
        public var shortest: Double
        /// The longest cool-down, seconds (each repeat doubles the last until this).
        public var longest: Double
        /// Seconds without a refusal after which an address starts over.
        public var forgetAfter: Double
        /// Addresses remembered at most (bounded memory; the quietest are forgotten first).
        public var maxAddresses: Int

        /// The server's default: 8 refusals in 10 s cool an address for 2 s, then 4, 8, 16, 30 s
        /// while it goes on, forgotten after 60 s of quiet. A browser never gets refused 8
        /// times in 10 s; a flood gets 8 answers per cool-down instead of thousands a second.
        public init(threshold: Int = 8, window: Double = 10, shortest: Double = 2, longest: Double = 30, forgetAfter: Double = 60, maxAddresses: Int = 4096) {
            self.threshold = threshold
            self.window = window
            self.shortest = shortest
            self.longest = longest
            self.forgetAfter = forgetAfter
            self.maxAddresses = maxAddresses
        }
    }

    /// One address's refusals and cool-down.
    private struct Entry {
        var windowStart: Double
        var refusals = 0
        var lastRefusal: Double
        /// Cool-downs so far since the address was last forgotten.
        var strikes = 0
        var until = -Double.infinity
    }

    /// The thresholds and lengths in force.
    public let policy: Policy
    private var entries: [String: Entry] = [:]

    /// An empty record under `policy`.
    public init(policy: Policy = Policy()) {
        self.policy = policy
    }

    /// True while connections from `address` are to be turned away unread.
    public func isCooling(_ address: String, now: Double) -> Bool {
        cooledUntil(address, now: now) != nil
    }

    /// When `address`'s cool-down ends, or nil when it is not cooling down at `now`.
    public func cooledUntil(_ address: String, now: Double) -> Double? {
        entries[address].flatMap { now < $0.until ? $0.until : nil }
    }

    /// Counts one refused request from `address` at `now`; returns the length of the
    /// cool-down it starts, or nil when it starts none.
    public mutating func refused(_ address: String, now: Double) -> Double? {
        var entry = entries[address] ?? Entry(windowStart: now, lastRefusal: now)
        if now - entry.lastRefusal > policy.forgetAfter { entry = Entry(windowStart: now, lastRefusal: now) }
        if now - entry.windowStart > policy.window {
            entry.windowStart = now
            entry.refusals = 0
        }
        entry.refusals += 1
        entry.lastRefusal = now
        var started: Double?
        if entry.refusals >= policy.threshold, now >= entry.until {
            var length = policy.shortest
            for _ in 0..<min(entry.strikes, 32) { length *= 2 }
            length = min(length, policy.longest)
            entry.strikes += 1
            entry.until = now + length
            entry.refusals = 0
            entry.windowStart = now
            started = length
        }
        if entries[address] == nil, entries.count >= policy.maxAddresses { forgetQuietest(now: now) }
        entries[address] = entry
        return started
    }

    /// Addresses remembered now (for tests and the bound on memory).
    public var count: Int { entries.count }

    private mutating func forgetQuietest(now: Double) {
        entries = entries.filter { now < $0.value.until || now - $0.value.lastRefusal <= policy.forgetAfter }
        if entries.count >= policy.maxAddresses {
            let keep = entries.sorted { $0.value.lastRefusal > $1.value.lastRefusal }.prefix(policy.maxAddresses / 2)
            entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
        }
    }
}
