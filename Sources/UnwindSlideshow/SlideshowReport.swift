/// What a headless show did, written as JSON by `--report` for tests, soak runs and benchmarks.
public struct SlideshowReport: Codable, Equatable, Sendable {
    /// Frame-time statistics in milliseconds (time to build and submit each frame).
    public struct Frames: Codable, Equatable, Sendable {
        public var count: Int
        public var p50: Double
        public var p95: Double
        public var p99: Double
        public var max: Double

        /// Statistics over a list of frame times.
        public init(milliseconds times: [Double]) {
            let sorted = times.sorted()
            count = sorted.count
            p50 = Self.percentile(sorted, 0.50)
            p95 = Self.percentile(sorted, 0.95)
            p99 = Self.percentile(sorted, 0.99)
            max = sorted.last ?? 0
        }

        /// The nearest-rank percentile of sorted values.
        public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
        }
    }

    /// Paths in the order they came on screen.
    public var shown: [String] = []
    public var skipped: [SkippedFile] = []
    /// Transition names in the order played; `cut` where the show cut without one.
    public var transitions: [String] = []
    public var frames = Frames(milliseconds: [])
    public var texturesAliveAtEnd = 0
    public var peakRSSBytes = 0
    /// Resident memory sampled at the end of each playlist cycle (soak runs).
    public var rssPerCycle: [Int] = []
    /// Seconds of show time simulated.
    public var showSeconds: Double = 0
    /// The most photo textures alive at once during the run.
    public var maxPhotoTexturesAlive = 0

    public init() {}
}
