import UnwindRuntime
import Foundation
import Logging
import UnwindDraw
import UnwindInput
import UnwindPhotos
import UnwindSlideshow
import UnwindTime
import UnwindTransitions

/// The kiosk slideshow: photos from folders, decoded off the render thread, shown with the
/// catalog's transitions, controlled by keyboard, touch and gamepad.
///
/// At most three photo textures live at once (previous, current, next): the next photo is
/// decoded and uploaded while the current one is on screen, so a transition never waits.
/// Simulation state is plain values (`Playlist`, `ShowMachine`, `TransitionCycle`); this
/// class joins them to the decode queue, the texture store and the transition player.
public final class SlideshowScene: Scene {
    /// A photo uploaded and placed, ready to show.
    struct LoadedPhoto {
        let layer: ImageLayer
    }

    /// A photo change waiting for its decode (the user outran the prefetch).
    struct PendingChange {
        let path: PhotoPath
        let direction: NavigationDirection
        let origin: Vec2?
        let isFirst: Bool
    }

    public let config: SlideshowConfig
    let roots: [String]
    var playlist: Playlist
    public internal(set) var machine: ShowMachine
    let player = TransitionPlayer()
    var transitions: TransitionCycle
    var loaded: [PhotoPath: LoadedPhoto] = [:]
    var inFlight: Set<PhotoPath> = []
    /// Bumped when the output size changes; decodes made for an older size are dropped.
    var generation = 0
    var pending: PendingChange?
    var transitionFrom: PhotoPath?
    var skippedPaths: Set<PhotoPath> = []
    var unavailableTransitions: Set<String> = []
    var gestures = GestureTracker()
    var bounds = Rect(width: 1, height: 1)
    var now = 0.0
    var lastRescan = 0.0
    var pauseNoticeUntil = -1.0
    var lastCycle = 0
    let metadata = MetadataStore()
    var preparer: PhotoPreparer?
    let rescanner: Rescanner
    let logger = Logger(label: "unwind.slideshow")
    let seed: UInt64
    var isDeterministic = false
    /// Block on a photo the show is waiting for instead of drawing on without it. Nil: only
    /// headless runs block, so their shows replay identically however fast decoding is.
    public var waitsForDecodes: Bool?
    var finished = false
    /// The latest transition request (tests check its direction and origin).
    var lastRequest: TransitionRequest?
    /// Hours and minutes for the clock overlay, in the user's time zone.
    lazy var clockFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    /// What the run did, for `--report`.
    public internal(set) var report = SlideshowReport()
    /// Photos fully on screen so far (transition finished or cut); `--capture` writes one
    /// PNG each time this grows.
    public internal(set) var fullyShownCount = 0

    /// - Parameters:
    ///   - roots: files and folders to show, scanned recursively.
    ///   - initialScan: a scan already made (the command checks for an empty folder first).
    ///   - records: the photos with their dates taken (the date orders, memories and date
    ///     filters need them); nil shows `initialScan`'s photos undated.
    public init(roots: [String], config: SlideshowConfig, initialScan: PhotoScanner.Result? = nil, records: [PhotoRecord]? = nil) {
        self.roots = roots
        self.config = config
        let seed = config.seed ?? UInt64.random(in: 0...UInt64.max)
        self.seed = seed
        let scan = initialScan ?? PhotoScanner(roots: roots).scan()
        let catalog = PhotoCatalog(records: records ?? [], filter: config.filter, today: config.today, recentDays: config.recentDays)
        self.playlist = Playlist(photos: records?.map(\.path) ?? scan.photos, order: config.order, seed: seed, catalog: catalog)
        self.machine = ShowMachine(interval: config.interval)
        self.transitions = TransitionCycle(requested: config.transitions, available: Self.defaultTransitions(config), seed: seed)
        self.rescanner = Rescanner(roots: roots)
        for problem in scan.skipped + scan.missing { skip(problem.path, reason: problem.reason) }
    }

    /// The catalog's wall-frame cycle (never an empty screen) minus any that blur: a blur
    /// needs blurred copies of each photo beside it (three more textures per photo), so it
    /// plays only when asked for by name and the default show keeps to three photo textures.
    static func defaultTransitions(_ config: SlideshowConfig) -> [String] {
        TransitionCatalog.defaultCycle.filter { name in
            let made = try? TransitionCatalog.make(name, options: config.transitionOptions(for: name, seed: nil))
            return ((made as? ComposableTransition)?.maxBlur ?? 0) == 0
        }
    }

    /// The local minute of the day, for `screen-hours`; tests replace it.
    public var minuteOfDay: () -> Int = {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: Date())
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }
    /// True outside the screen hours: the screen is black and the show holds.
    public internal(set) var isDark = false
    var lastHoursCheck = -1.0

    /// Ends the show once this many photo changes have been shown (soak runs, benchmarks).
    public var stopAfterPhotos: Int?

    /// Photos put on screen so far (the first one included).
    public internal(set) var photoChanges = 0
    /// Keep the per-photo history (`shown`, `transitions`, `rssPerCycle`) in `report`.
    /// Headless runs report it; a show running for months in a window turns it off so
    /// memory does not grow with every photo.
    public var keepsHistory = true

    public var isFinished: Bool { finished || stopAfterPhotos.map { photoChanges >= $0 } ?? false }

    /// The show's state (empty, loading, showing, transitioning, paused).
    public var state: ShowState { machine.state }

    /// The photo on screen or arriving.
    public var currentPath: PhotoPath? { playlist.current }

    /// Photo textures alive right now.
    public var photoTexturesAlive: Int { loaded.count }

    public func start(_ context: SceneContext) throws {
        isDeterministic = waitsForDecodes ?? context.isHeadless
        bounds = context.outputSize.rect
        preparer = PhotoPreparer(
            display: context.outputSize, maxTexture: context.maxTextureSize, fit: config.fit,
            background: config.background, limits: PhotoLimits(maxMegapixels: config.maxMegapixels), metadata: metadata,
            blurRadii: blurRadii())
        player.background = .black
        logger.info("slideshow: \(playlist.count) photos, \(config.order.rawValue) order, seed \(seed), transitions: \(transitions.names.isEmpty ? "none (cut)" : transitions.names.joined(separator: ", "))\(transitions.isRandom ? " (random)" : "")")
        if playlist.isEmpty {
            machine.becameEmpty()
        } else {
            beginFirstPhoto()
        }
    }

    public func tick(_ time: FixedTime, _ context: SceneContext) {
        now = time.elapsed
        player.tick(time)
        collectDecodes(context)
        if let change = pending { tryPerform(change, context) }
        if case .transitioning = machine.state, !player.isTransitioning {
            photoFullyShown()
        }
        checkScreenHours()
        if machine.isDue(at: now), !isDark {
            if playlist.count > 1 {
                navigate(.forward, origin: nil, context)
            } else {
                machine.photoShown(at: now)
            }
        }
        rescanIfDue(context)
        prefetch(context)
        releaseUnneeded(context)
    }

    public func draw(alpha: Double, size: Size) -> DrawList {
        var list = DrawList(clearColor: .black)
        if isDark { return list }
        player.draw(alpha: alpha, into: &list)
        drawOverlay(into: &list, size: size)
        return list
    }

    /// Once a second: goes dark outside the screen hours, and on coming back gives the photo
    /// on screen a fresh interval.
    func checkScreenHours() {
        guard let hours = config.screenHours, now - lastHoursCheck >= 1 || lastHoursCheck < 0 else { return }
        lastHoursCheck = now
        let dark = !hours.isOn(minuteOfDay: minuteOfDay())
        if dark != isDark {
            isDark = dark
            logger.info("screen hours \(hours): screen \(dark ? "off" : "on")")
            if !dark, case .showing = machine.state { machine.photoShown(at: now) }
        }
    }

    /// Marks a file as skipped: logged once, reported once, never tried again this run.
    func skip(_ path: PhotoPath, reason: String) {
        guard skippedPaths.insert(path).inserted else { return }
        report.skipped.append(SkippedFile(path: path, reason: reason))
        logger.warning("skipped \(path): \(reason)")
    }
}

extension SlideshowScene {
    /// True while a transition is on screen.
    public var isTransitioning: Bool { player.isTransitioning }

    /// Entities alive in the transition world (0 between photos: nothing leaks).
    public var transitionEntityCount: Int { player.entityCount }

    /// The transitions the show cycles through, in order.
    public var transitionNames: [String] { transitions.names }
}
