/// A token bucket per client address: each client may make `burst` requests at once and
/// `perSecond` on average, so one misbehaving phone or script cannot flood the frame (or guess
/// tokens quickly). Time is passed in, so tests drive it by hand.
public struct RateLimiter: Sendable {
    /// Requests a client may make at once.
    public var burst: Double
    /// Requests per second a client may sustain.
    public var perSecond: Double
    private var buckets: [String: (tokens: Double, last: Double)] = [:]
    /// Clients remembered at most; the quietest are forgotten first (bounded memory).
    public let maxClients: Int

    /// The default burst: a control page's polling fits, a script's loop does not.
    public static let defaultBurst: Double = 40
    /// The default sustained rate, requests a second.
    public static let defaultPerSecond: Double = 20

    /// A limiter allowing bursts of `burst` and `perSecond` requests a second per client.
    public init(burst: Double = RateLimiter.defaultBurst, perSecond: Double = RateLimiter.defaultPerSecond, maxClients: Int = 1024) {
        self.burst = burst
        self.perSecond = perSecond
        self.maxClients = maxClients
    }

    /// Takes one request from `client`'s bucket at `now` (seconds); false when it is empty.
    public mutating func allow(_ client: String, now: Double) -> Bool {
        var bucket = buckets[client] ?? (tokens: burst, last: now)
        bucket.tokens = min(burst, bucket.tokens + max(0, now - bucket.last) * perSecond)
        bucket.last = now
        let allowed = bucket.tokens >= 1
        if allowed { bucket.tokens -= 1 }
        if buckets[client] == nil, buckets.count >= maxClients { evictIdle(now: now) }
        buckets[client] = bucket
        return allowed
    }

    /// Seconds until `client` may make another request (for `Retry-After`).
    public func retryAfter(_ client: String) -> Double {
        guard let bucket = buckets[client], bucket.tokens < 1 else { return 0 }
        return (1 - bucket.tokens) / perSecond
    }

    private mutating func evictIdle(now: Double) {
        // Full buckets hold no information; drop them, then the longest idle half.
        buckets = buckets.filter { $0.value.tokens + (now - $0.value.last) * perSecond < burst }
        if buckets.count >= maxClients {
            let keep = buckets.sorted { $0.value.last > $1.value.last }.prefix(maxClients / 2)
            buckets = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
        }
    }
}
