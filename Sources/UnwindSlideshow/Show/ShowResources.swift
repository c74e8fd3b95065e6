import UnwindDraw
import UnwindECS
import UnwindPhotos
import UnwindTime
import UnwindTransitions

/// What the show was started with, never changed. Actions change the live values, each
/// held once: the interval in `ShowMachine`, the order in the playlist, the transitions in
/// `TransitionCycle`.
struct ShowSetup {
    let config: SlideshowConfig
    let seed: UInt64
    let roots: [PhotoPath]
    /// The names a default or random transition cycle is built from.
    let availableTransitions: [String]
    /// The memory the show may use (`memory-limit`, else the cgroup's or half the machine's):
    /// a tight one keeps no previous slide ready.
    let memory: MemoryBudget?
}

/// How this run keeps its records and moves its photos: set by the scene around the start,
/// not by the show's settings.
struct ShowRun {
    /// Keep per-photo history in the report (headless runs); off for months-long kiosks.
    var keepsHistory = true
    /// How Ken Burns moves photos on this renderer.
    var motionStyle: MotionPath.Style = .pan
    /// The evening tint's frame-sized copies this renderer holds (`MemoryBudget.tintedCopies`).
    var tintedCopies = 0
    /// Slides that may decode at once (`ShowSession.decodesAhead`).
    var decodesAhead = 1
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
    /// A Next or Back pressed while the first slide was still on its way: carried out once
    /// it is up, so the press is not lost.
    var afterFirst: PendingChange?

    var inFlight: Set<Slide> { Set(decodes.values.map(\.slide)) }
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
    /// Until when the first photo fades in from black (the show opens softly, not with a cut).
    var fadeInUntil = -1.0
    /// Until when the pairing code is on screen.
    var pairingUntil = -1.0
    /// When the running transition ends, so captions can cross over with their photos.
    var transitionEnds = 0.0
    var lastRescan = 0.0
    var finished = false
    /// Roots a scan found missing (the empty message says so).
    var missingRoots: [PhotoPath] = []
    /// Files the last scan found (photos plus files it could not use).
    var filesFound = 0
    /// The screen is dark (hours, switch, presence, idle) and the show holds.
    var isDark = false
    /// Show time the screen last went dark.
    var darkSince = 0.0
    /// Until when the photo fades back in from black after the screen woke.
    var wakeFadeUntil = -1.0
    /// Bumped whenever photos join or leave the show (`--sync` sorts them again then).
    var photosVersion = 0
    /// The day memories count from: `--today`, or the local date the scene last gave.
    var today: CalendarDay?
}
