import UnwindPhotos
import UnwindTime

/// What a show did, written as JSON by `--report` for tests, soak runs and benchmarks.
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
            self.init(FrameTimeHistogram(times))
        }

        /// Statistics from a run's frame-time histogram (within its 0.5 % bucket error;
        /// the maximum is exact).
        public init(_ histogram: FrameTimeHistogram) {
            count = histogram.count
            p50 = histogram.median
            p95 = histogram.p95
            p99 = histogram.p99
            max = histogram.max
        }
    }

    /// Paths in the order they came on screen.
    public var shown: [PhotoPath] = []
    /// Show seconds at which each of `shown` came on screen (a transition into it started,
    /// or it was cut to).
    public var shownAt: [Double] = []
    public var skipped: [SkippedFile] = []
    /// Transition names in the order played; `cut` where the show cut without one.
    public var transitions: [String] = []
    public var frames = Frames(milliseconds: [])
    /// Windowed runs only: wall time from one presented frame to the next, for frames drawn
    /// back to back (transitions). `frames` covers drawing, submitting and presenting, which
    /// on a GPU is mostly command issue; this is the frame a viewer sees.
    public var frameIntervals: Frames?
    public var texturesAliveAtEnd = 0
    public var peakRSSBytes = 0
    /// Resident memory sampled at the end of each playlist cycle (soak runs).
    public var rssPerCycle: [Int] = []
    /// Seconds of show time (simulated headless, wall time in a window).
    public var showSeconds: Double = 0
    /// The most photo textures alive at once during the run.
    public var maxPhotoTexturesAlive = 0
    /// The signal that ended the run before `--run-for` (SIGINT, SIGTERM, SIGHUP); absent
    /// when it ran its course.
    public var stoppedBy: String?

    public init() {}
}
