import UnwindMedia
import UnwindPhotos
import UnwindTime

/// What a show did, written as JSON by `--report` for tests, soak runs and benchmarks.
public struct SlideshowReport: Codable, Equatable, Sendable {
    /// Frame-time statistics in milliseconds (time to build and submit each frame).
    public struct Frames: Codable, Equatable, Sendable {
        /// Frames measured; the percentiles mean little below a few hundred.
        public var count: Int
        /// Median frame time: the usual cost.
        public var p50: Double
        /// The frame time 5 % of frames exceed: the stutter a viewer might notice.
        public var p95: Double
        /// The frame time 1 % of frames exceed: the worst regular hitch.
        public var p99: Double
        /// The slowest single frame (exact, not bucketed).
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

    /// How many entries the per-slide lists keep (`shown`, `shownAt`, `transitions`,
    /// `rssPerCycle`): the last 1,000. A frame that runs for months changes photo 60,000
    /// times a week; the counts beside the lists stay exact.
    public static let historyLimit = 1000

    /// The last `historyLimit` paths in the order they came on screen.
    public var shown: [PhotoPath] = []
    /// Show seconds at which each of `shown` came on screen (a transition into it started,
    /// or it was cut to).
    public var shownAt: [Double] = []
    /// Every photo that came on screen in the run, counted (exact; `shown` keeps the last ones).
    public var shownCount = 0
    /// Files passed over (unreadable, too large, undecodable), each with the reason.
    public var skipped: [SkippedFile] = []
    /// Photos hidden during the run (page, keyboard, gamepad, MQTT), in the order hidden.
    public var hidden: [PhotoPath] = []
    /// The last `historyLimit` transition names in the order played; `cut` where the show
    /// cut without one.
    public var transitions: [String] = []
    /// Seconds each of `transitions` lasted (the same last ones) (0 for a cut), so a report shows the pace a
    /// viewer saw, not only the names.
    public var transitionSeconds: [Double] = []
    /// Every transition played or cut in the run (exact; `transitions` keeps the last ones).
    public var transitionCount = 0
    /// Time to build and submit each frame: the show's own cost per frame.
    public var frames = Frames(milliseconds: [])
    /// Windowed runs only: wall time from one presented frame to the next, for frames drawn
    /// back to back (transitions). `frames` covers drawing, submitting and presenting, which
    /// on a GPU is mostly command issue; this is the frame a viewer sees.
    public var frameIntervals: Frames?
    /// Textures still allocated when the run ended; growth across runs means a leak.
    public var texturesAliveAtEnd = 0
    /// Peak resident memory of the process, for soak runs watching for leaks.
    public var peakRSSBytes = 0
    /// Resident memory sampled at the end of each of the last `historyLimit` playlist cycles
    /// (soak runs).
    public var rssPerCycle: [Int] = []
    /// Every cycle sampled (exact; `rssPerCycle` keeps the last ones).
    public var cycleCount = 0
    /// Seconds of show time (simulated headless, wall time in a window).
    public var showSeconds: Double = 0
    /// The most photo textures alive at once during the run.
    public var maxPhotoTexturesAlive = 0
    /// The clips that played (a Live or Motion Photo under its still's path), in the order
    /// they came on screen: the last `historyLimit`.
    public var clips: [ClipShown] = []
    /// The signal that ended the run before `--run-for` (SIGINT, SIGTERM, SIGHUP); absent
    /// when it ran its course.
    public var stoppedBy: String?
    /// Seconds of show time the screen was dark (hours, switch, presence, idle): what a
    /// frame saved in panel hours. Absent in reports from before it was kept.
    public var screenOffSeconds: Double?

    /// An empty report that the run fills in as it goes.
    public init() {}

    /// Records photos that came on screen at `time`.
    public mutating func noteShown(_ photos: [PhotoPath], at time: Double) {
        shownCount += photos.count
        Self.append(photos, to: &shown)
        Self.append(photos.map { _ in time }, to: &shownAt)
    }

    /// Records a transition played (`cut` for none) and how many seconds it took.
    public mutating func noteTransition(_ name: String, seconds: Double) {
        transitionCount += 1
        Self.append([name], to: &transitions)
        Self.append([seconds], to: &transitionSeconds)
    }

    /// Records the resident memory at the end of a cycle.
    public mutating func noteCycle(rss bytes: Int) {
        cycleCount += 1
        Self.append([bytes], to: &rssPerCycle)
    }

    private static func append<T>(_ items: [T], to list: inout [T]) {
        list.append(contentsOf: items)
        if list.count > historyLimit { list.removeFirst(list.count - historyLimit) }
    }
}

/// One clip's part in a show, for the report: how long it played and how many distinct
/// pictures reached the screen.
public struct ClipShown: Codable, Equatable, Sendable {
    /// The clip (or the still a Live or Motion Photo belongs to).
    public var path: PhotoPath
    /// Seconds of the clip that played.
    public var seconds: Double
    /// Distinct frames uploaded to the screen.
    public var framesShown: Int

    /// A clip's record.
    public init(path: PhotoPath, seconds: Double, framesShown: Int) {
        self.path = path
        self.seconds = seconds
        self.framesShown = framesShown
    }
}
