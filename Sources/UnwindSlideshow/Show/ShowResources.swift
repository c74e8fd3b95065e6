import UnwindDraw
import UnwindECS
import UnwindPhotos
import UnwindTime
import UnwindTransitions

/// What the show was started with. Actions may change the interval at run time.
struct ShowSetup {
    var config: SlideshowConfig
    var seed: UInt64
    var roots: [PhotoPath]
    /// Keep per-photo history in the report (headless runs); off for months-long kiosks.
    var keepsHistory = true
    /// How Ken Burns moves photos on this renderer.
    var motionStyle: MotionPath.Style = .pan
}

/// The transition player and the view it draws into; a reference because the player owns
/// its own world of transition entities.
final class Stage {
    let player = TransitionPlayer()
    var bounds = Rect(width: 1, height: 1)
    /// The latest transition request (tests check its direction and origin).
    var lastRequest: TransitionRequest?
}

/// A slide change waiting for its slide to be decided (pair shapes) or decoded.
struct PendingChange: Equatable {
    var direction: NavigationDirection
    var origin: Vec2?
    /// The show's first slide: no transition, and navigation waits for it.
    var isFirst: Bool
    /// The slide to show; nil until the sequence could decide it.
    var target: Slide?
    /// Decide the slide at the current photo again (its partner failed) instead of moving.
    var reforms = false
}

/// Decodes and probes in flight, and the change waiting for them.
struct Loading {
    /// Bumped when the output size changes; decodes made for an older size are dropped.
    var generation = 0
    var nextRequest = 1
    /// Decodes in flight by request id.
    var decodes: [Int: (slide: Slide, generation: Int)] = [:]
    var probing: Set<PhotoPath> = []
    var pending: PendingChange?

    var inFlight: Set<Slide> { Set(decodes.values.map(\.slide)) }
}

/// A decode that finished and was uploaded by the scene.
public struct Upload: Sendable {
    public var request: Int
    public var texture: TextureID
    public var size: Size
    /// Blurred copies uploaded beside it (only when a blurring transition is in the cycle).
    public var blurLevels: [BlurLevel]
    /// What matters in the picture, 0...1 of the texture (`kenburns-smart`).
    public var focus: Vec2?

    public init(request: Int, texture: TextureID, size: Size, blurLevels: [BlurLevel] = [], focus: Vec2? = nil) {
        self.request = request
        self.texture = texture
        self.size = size
        self.blurLevels = blurLevels
        self.focus = focus
    }
}

/// A decode that failed: which photo, why, and whether the file was simply not there.
public struct DecodeFailure: Sendable {
    public var request: Int
    public var path: PhotoPath
    public var reason: String
    /// The file (or its folder) did not exist: not broken, just gone.
    public var gone: Bool
    /// The file's stamp before it was read.
    public var stamp: FileStamp?

    public init(request: Int, path: PhotoPath, reason: String, gone: Bool = false, stamp: FileStamp? = nil) {
        self.request = request
        self.path = path
        self.reason = reason
        self.gone = gone
        self.stamp = stamp
    }
}

/// What came in since the last tick: actions and the outcomes of requests.
struct ShowInbox {
    var actions: [ShowAction] = []
    var uploads: [Upload] = []
    var failures: [DecodeFailure] = []
    var scans: [PhotoScanner.Result] = []
    var shapes: [(PhotoPath, PhotoShape)] = []
}

/// Requests the systems left for the scene.
struct ShowOutbox {
    var requests: [ShowRequest] = []
}

/// Counters and timers of the running show.
struct ShowProgress {
    /// Slide changes put on screen (the first included).
    var photoChanges = 0
    /// Slides fully on screen (transition finished or cut).
    var fullyShown = 0
    var lastCycle = 0
    var unavailableTransitions: Set<String> = []
    /// Until when "Paused"/"Playing" is spelled out after a toggle.
    var pauseNoticeUntil = -1.0
    var lastRescan = 0.0
    var finished = false
    /// Roots a scan found missing (the empty message says so).
    var missingRoots: [PhotoPath] = []
    /// Files the last scan found (photos plus files it could not use).
    var filesFound = 0
    /// The screen is dark (hours or the switch) and the show holds.
    var isDark = false
}

/// Typed access to the show's resources; each is set when the session starts.
extension World {
    var setup: ShowSetup {
        get { resource(ShowSetup.self) ?? ShowSetup(config: SlideshowConfig(), seed: 0, roots: []) }
        set { setResource(newValue) }
    }
    var stage: Stage {
        if let stage = resource(Stage.self) { return stage }
        let stage = Stage()
        setResource(stage)
        return stage
    }
    var sequence: ShowSequence {
        get { resource(ShowSequence.self) ?? ShowSequence(playlist: Playlist(photos: [], order: .name, seed: 0)) }
        set { setResource(newValue) }
    }
    var machine: ShowMachine {
        get { resource(ShowMachine.self) ?? ShowMachine(interval: 10) }
        set { setResource(newValue) }
    }
    var transitionCycle: TransitionCycle {
        get { resource(TransitionCycle.self) ?? TransitionCycle(requested: [], available: [], seed: 0) }
        set { setResource(newValue) }
    }
    var loading: Loading {
        get { resource(Loading.self) ?? Loading() }
        set { setResource(newValue) }
    }
    var failures: FailureBook {
        get { resource(FailureBook.self) ?? FailureBook() }
        set { setResource(newValue) }
    }
    var screen: ScreenState {
        get { resource(ScreenState.self) ?? ScreenState(hours: nil) }
        set { setResource(newValue) }
    }
    var progress: ShowProgress {
        get { resource(ShowProgress.self) ?? ShowProgress() }
        set { setResource(newValue) }
    }
    var showReport: SlideshowReport {
        get { resource(SlideshowReport.self) ?? SlideshowReport() }
        set { setResource(newValue) }
    }
    var inbox: ShowInbox {
        get { resource(ShowInbox.self) ?? ShowInbox() }
        set { setResource(newValue) }
    }
    var now: Double { resource(FixedTime.self)?.elapsed ?? 0 }

    /// Leaves a request for the scene.
    func request(_ request: ShowRequest) {
        if withResource(ShowOutbox.self, { $0.requests.append(request) }) == nil {
            setResource(ShowOutbox(requests: [request]))
        }
    }

    /// Leaves a log line for the scene.
    func log(_ line: FailureBook.LogLine?) {
        if let line { request(.log(line)) }
    }

    func log(_ message: String, level: FailureBook.LogLine.Level = .info) {
        request(.log(FailureBook.LogLine(level: level, message: message)))
    }
}
