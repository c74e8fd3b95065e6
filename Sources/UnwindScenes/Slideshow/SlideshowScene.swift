import Foundation
import Logging
import UnwindDraw
import UnwindInput
import UnwindLibrary
import UnwindLocalization
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindRuntime
import UnwindSlideshow
import UnwindTime
import UnwindTransitions

/// The kiosk slideshow on screen: thin glue between the show (`ShowSession`, an ECS world in
/// `UnwindSlideshow`) and the platform.
///
/// Each frame it turns input into `ShowAction`s, feeds finished decodes, probes and scans
/// into the show, runs its systems, and carries out what they ask for: decode this slide,
/// upload it, release that texture, rescan, log. At most three slide textures live at once
/// (previous, current, next): the next slide is decoded and uploaded while the current one is
/// on screen, so a transition never waits.
public final class SlideshowScene: Scene {
    /// The settings the show was started with (file merged with command line, validated).
    public let config: SlideshowConfig
    /// The show itself, readable by tests and status publishers.
    public let session: ShowSession
    let roots: [String]
    let seed: UInt64
    private var controls: ShowControls
    /// True when prepared slides carry JPEG thumbnails, for the remote control.
    let makesThumbnails: Bool
    /// JPEG thumbnails of the slides prepared last, newest last: the three the show holds
    /// (previous, current, next) and one arriving. Render thread only.
    var thumbnails: [(path: PhotoPath, jpeg: Data)] = []
    var overlay: ShowOverlay
    /// EXIF facts of the photos of prepared slides, until the show forgets them. Render thread only.
    var metadata: [PhotoPath: PhotoMetadata] = [:]
    /// Each prepared photo's id in its source (a network feed's for its cached files).
    var mediaIDs: [PhotoPath: MediaID] = [:]
    /// Slides being prepared on the decode thread: each job returns one prepared slide or one
    /// failure. Two lanes in a headless show (`start`), which decodes two slides ahead.
    private(set) var decodes = DecodeQueue<Result<PreparedSlide, DecodeFailure>>()
    /// The memory the decodes in flight claimed (`PhotoPreparer.reservations`).
    let reservations = DecodeReservations()
    var preparer: PhotoPreparer?
    let feed: LibraryFeed
    let prober = ShapeProber()
    /// Headers the prober read, by photo, until the photo's decode takes them. Render thread only.
    var knownHeaders: [PhotoPath: KnownHeader] = [:]
    /// The clips whose slides are uploaded, by texture: each plays into its streaming texture
    /// while the show has it on stage.
    var players: [TextureID: ClipPlayer] = [:]
    /// Clips that played and left the screen, for the report (the last `historyLimit`).
    var clipsPlayed: [(play: Int, clip: ClipShown)] = []
    /// Plays of clips started so far, numbering each play for the report's order.
    var clipPlays = 0
    /// Clips whose midpoint has been drawn so far; `--capture` writes a `-mid.png` each time
    /// this grows (the frame drawn then is the clip at half its length).
    public internal(set) var clipMidpoints = 0
    /// The renderer's textures, for updating the clips' streaming textures at draw time.
    var streamingTextures: TextureStore?
    /// The clips' sound (`video-sound`); nil when it is off or no audio device opened.
    var clipSound: ClipSound?
    /// The audio device for `video-sound` by SDL driver and device name (SDL's `disk` driver
    /// and its file in tests); nil: SDL's default.
    public var soundDevice: (driver: String, name: String)?
    /// Stream frames the clips' sound rendered before `finishSound` closed its device: SDL's
    /// `disk` driver's file ends with exactly these (tests line the file up with the show).
    public internal(set) var soundFramesWritten: Int64?
    /// Each clip's time at the last frame, to tell a running clip from one that stands.
    var lastClipSeconds: [TextureID: Double] = [:]
    /// Seconds of one fixed tick.
    var tickSeconds = 1.0 / 120
    /// Decodes in flight, by request id.
    var requested: [Int: Slide] = [:]
    /// When each decode in flight was asked for, in show seconds (deterministic runs take
    /// them in at the latest an interval later).
    var requestedAt: [Int: Double] = [:]
    let logger = Logger(label: "unwind.slideshow")
    var isDeterministic = false
    /// The evening tint's frame-sized copies the renderer keeps (`MemoryBudget.tintedCopies`):
    /// two on the software renderer with a warm schedule, counted in the memory budget.
    public internal(set) var tintedCopies = 0
    var now = 0.0
    private var lastMinuteCheck = -1.0
    private var lastDayCheck = -1.0
    /// Block on a slide the show is waiting for instead of drawing on without it. Nil: only
    /// headless runs block, so their shows replay identically however fast decoding is.
    public var waitsForDecodes: Bool?
    /// Slides decoded at once, 1 or 2 (`ShowSession.decodesAhead`). Nil: two in a headless
    /// show whose memory budget leaves room (`MemoryBudget.decodesTwoAhead`), since it waits
    /// for every decode; one in a window, whose decodes are done long before they are needed.
    public var decodeLanes: Int?
    /// How Ken Burns moves photos; nil picks `Self.motionStyle(softwareRenderer:size:)`.
    public var motionStyle: MotionPath.Style?
    /// Headless `--sync` runs: the wall-clock time (seconds since 1970) at show time 0; a
    /// window reads the real clock.
    public var syncEpoch: Double = 0
    /// Hours and minutes for the clock overlay, in the user's time zone.
    /// Dates taken as captions write them, in the overlay's language.
    lazy var captionDate = CaptionDate(language: overlay.catalog.language)
    /// Where photos were taken, named in the overlay's language; nil unless captions show places.
    lazy var places = config.overlay.contains(.place) ? PlaceLookup(language: overlay.catalog.language) : nil

    lazy var clockFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    /// - Parameters:
    ///   - roots: files and folders to show, scanned recursively.
    ///   - initialScan: a scan already made (the command checks for an empty folder first).
    ///   - records: the photos with their dates taken (the date orders, memories and date
    ///     filters need them); nil shows `initialScan`'s photos undated.
    ///   - resuming: the cycle and place saved by the last run (`PhotoLibrary.restoreCycle`).
    ///   - library: the library index the show refreshes and records into; nil keeps one
    ///     in memory for this run (`--index off`).
    ///   - catalog: the on-screen language; nil reads it from the locale environment.
    public init(
        roots: [String], config: SlideshowConfig, initialScan: PhotoScanner.Result? = nil, records: [PhotoRecord]? = nil,
        resuming: SavedCycle? = nil, library: LibraryWorker? = nil, makesThumbnails: Bool = false, catalog: Catalog? = nil
    ) {
        self.makesThumbnails = makesThumbnails
        self.roots = roots
        self.config = config
        // Frames of a sync group draw the same Ken Burns paths and transition patterns.
        let seed = config.seed ?? config.remote.syncGroup.map(GroupSync.seed(forGroup:)) ?? UInt64.random(in: 0...UInt64.max)
        self.seed = seed
        let scan = initialScan ?? PhotoScanner(roots: roots).scan()
        session = ShowSession(
            roots: roots.map { PhotoPath($0) }, config: config, seed: seed, scan: scan, records: records, resuming: resuming,
            availableTransitions: Self.defaultTransitions(config))
        controls = ShowControls(kiosk: config.kiosk, quitChord: config.quitChord)
        feed = LibraryFeed(
            worker: library ?? LibraryWorker(library: .inMemory(reason: "no index given")), roots: roots.map { PhotoPath($0) },
            excluded: config.filter.excludedFolders)
        let log: ShowOverlay.LogLocation = ProcessInfo.processInfo.environment["JOURNAL_STREAM"] != nil ? .journal(unit: "unwind-slideshow") : .standardError
        let language = catalog ?? Self.catalogFromEnvironment()
        overlay = ShowOverlay(
            items: config.overlay, catalog: language, roots: roots, rescanInterval: config.rescanInterval, log: log,
            leaveHint: config.kiosk ? nil : language("Esc or B: back"))
        for case .log(let line) in session.takeRequests() { write(line) }
    }

    /// Shows `card` (the remote's address as a QR code) for `seconds` now, and whenever the
    /// user presses P or gamepad Y.
    public func offerPairing(_ card: PairingCard, seconds: Double) {
        overlay.pairing = card
        session.send(.showPairing(seconds: seconds))
    }

    /// The catalog of the user's language, English when there is none (or it is broken: the
    /// show must go on; the breathing trainer reports broken catalogs).
    static func catalogFromEnvironment() -> Catalog {
        (try? LocaleCatalog.load()) ?? .english
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

    /// Ends the show once this many slide changes have been shown (soak runs, benchmarks).
    public var stopAfterPhotos: Int?

    /// Keep the per-slide history (`shown`, `transitions`, `rssPerCycle`) in `report`.
    /// Headless runs report it; a show running for months in a window turns it off so
    /// memory does not grow with every photo.
    public var keepsHistory: Bool {
        get { session.keepsHistory }
        set { session.keepsHistory = newValue }
    }

    /// Ken Burns pans and zooms, smoothly on fractional pixels, wherever the renderer scales a
    /// screen of photo well inside the frame budget: every GPU renderer, and SDL's software
    /// renderer up to 1920×1200, where Unwind's own stretch keeps a pan-and-zoom show at
    /// 5.2–5.3 ms CPU p95 at 1080p, transitions included (docs/performance.md). Above that the
    /// software renderer pans on whole pixels, a plain copy a frame: a 4K frame stretched costs
    /// four times as much.
    public static func motionStyle(softwareRenderer: Bool, size: Size) -> MotionPath.Style {
        softwareRenderer && size.width * size.height > softwareZoomPixels ? .pan : .panZoom
    }

    /// The largest frame (1920×1200) the software renderer zooms Ken Burns photos on.
    public static let softwareZoomPixels = 1920 * 1200

    /// Sets up decoding for the output size, starts the frame-budget watch in a window, and begins the show.
    public func start(_ context: SceneContext) throws {
        isDeterministic = waitsForDecodes ?? context.isHeadless
        streamingTextures = context.textures
        if config.videoSound { openClipSound() }
        let size = context.outputSize
        tintedCopies = MemoryBudget.tintedCopies(softwareRenderer: context.usesSoftwareRenderer, schedule: config.screen.brightness)
        preparer = makePreparer(for: size, maxTexture: context.maxTextureSize)
        let lanes = min(2, max(1, decodeLanes ?? (isDeterministic && (preparer?.memory?.decodesTwoAhead(frame: size) ?? true) ? 2 : 1)))
        if lanes > 1 {
            decodes = DecodeQueue(lanes: lanes)
            session.decodesAhead = lanes
        }
        session.observe(today: config.today ?? CalendarDay.local())
        // A window watches transition frames against the display (a headless run's frame
        // times are not the device's, and must not change what it shows).
        if !isDeterministic, config.frameBudget != 0 {
            session.watchFrames(budget: config.frameBudget ?? TransitionBudget.budget(forRefreshRate: context.displayRefreshRate ?? 60))
        }
        refreshAtStart()
        observeWallClock()
        session.start(
            size: size, motionStyle: motionStyle ?? Self.motionStyle(softwareRenderer: context.usesSoftwareRenderer, size: size), tintedCopies: tintedCopies)
        let names = session.transitionNames
        let cycle = names.isEmpty ? "none (cut)" : names.joined(separator: ", ")
        logger.info(
            "slideshow: \(session.status.photosKnown) photos, \(config.order.rawValue) order, seed \(seed), transitions: \(cycle)\(config.transitions == ["random"] ? " (random)" : "")"
        )
        carryOut(context)
    }

    /// Applies the input the runner took for this tick (live, and recorded with it, or a
    /// replay's; remote commands are input like keys, so a replay repeats them too).
    func applyInput(_ events: [InputEvent], _ context: SceneContext) {
        for event in events {
            if ShowControls.wakes(event) { session.send(.wake) }
            for action in controls.actions(for: event, view: context.outputSize) {
                if case .resize = action {
                    resize(context)
                } else {
                    session.send(action)
                }
            }
        }
    }

    /// One show step: input, finished decodes and probes, library changes, clock, then the systems' requests.
    public func tick(_ time: FixedTime, input: [InputEvent], _ context: SceneContext) {
        now = time.elapsed
        tickSeconds = time.delta
        applyInput(input, context)
        collectDecodes(context)
        for probe in prober.take() { probed(probe) }
        takeLibraryChanges()
        if lastMinuteCheck < 0 || now - lastMinuteCheck >= 1 {
            lastMinuteCheck = now
            session.observe(minuteOfDay: minuteOfDay())
        }
        if !isDeterministic, config.today == nil, now - lastDayCheck >= 60 {
            lastDayCheck = now
            session.observe(today: CalendarDay.local())
        }
        observeWallClock()
        session.step(time)
        carryOut(context)
    }

    /// After each frame (windowed runs): a frame drawn right after the last one, during a
    /// transition, counts against the transition's frame budget.
    public func frameDone(_ timing: FrameTiming) {
        if let interval = timing.interval { session.observeFrame(milliseconds: interval) }
    }

    /// Tells a synced show the wall-clock time of this tick.
    func observeWallClock() {
        guard session.isSynced else { return }
        session.observe(wallClock: isDeterministic ? syncEpoch + now : Date().timeIntervalSince1970)
    }

    /// The slide or transition and the overlay; black outside screen hours.
    public func draw(alpha: Double, size: Size) -> DrawList {
        var list = DrawList(clearColor: .black)
        playClipSound(alpha: alpha)
        if session.isDark { return list }
        playClips(alpha: alpha)
        session.drawPhotos(alpha: alpha, into: &list)
        let clock = config.overlay.contains(.clock) ? clockFormatter.string(from: Date()) : nil
        overlay.draw(
            session.status, size: size, date: { [metadata, captionDate] in metadata[$0]?.takenDate.map { captionDate.string($0.day) } }, clock: clock,
            taken: { [metadata] in metadata[$0]?.takenDate }, place: { [metadata] in metadata[$0]?.place }, into: &list)
        return list
    }

    /// The output changed size (fullscreen toggled, window resized): slides are prepared for
    /// the new size from now on. Decodes in flight are left to the session, which alone knows
    /// whether the size really changed (`isAwaiting`): a resize to the size the stage already
    /// has (SDL's Wayland driver reports one at the first configure) keeps them. Forgetting
    /// them here dropped the first photo's decode while the session still waited for it, and
    /// the show stayed black for good.
    func resize(_ context: SceneContext) {
        let size = context.outputSize
        guard size.width > 0, size.height > 0 else { return }
        preparer = makePreparer(for: size, maxTexture: context.maxTextureSize)
        session.send(.resize(size))
    }

    /// The decode-thread work for slides in a view of `size`: with Ken Burns, the frame is
    /// larger by the zoom amount so the motion never runs out of picture.
    func makePreparer(for size: Size, maxTexture: Size) -> PhotoPreparer {
        let overscan = ShowLayout.overscan(config)
        let frame = Size(width: Int((Double(size.width) * overscan).rounded()), height: Int((Double(size.height) * overscan).rounded()))
        var memory = config.memoryLimit.map { MemoryBudget(megabytes: $0) } ?? MemoryBudget.detected()
        memory?.tintedCopies = tintedCopies
        var preparer = PhotoPreparer(
            display: frame, maxTexture: maxTexture, fit: config.fit, background: config.background,
            limits: PhotoLimits(maxMegapixels: config.maxMegapixels), blurRadii: blurRadii(), makesThumbnails: makesThumbnails,
            memory: memory, places: places, videoMaxSeconds: config.videoMaxSeconds, livePhotos: config.livePhotos)
        preparer.displayCopies = feed.photoFeeds
        preparer.videoSound = clipSound != nil
        preparer.reader = SDLImageReader()
        preparer.decodesInParallel = isDeterministic
        preparer.reservations = reservations
        return preparer
    }

    /// Radii of the blurred copies to prepare with each slide: none unless a transition in
    /// the cycle blurs. Three levels (2, 8, 32 px) instead of `BlurPyramid`'s five keep the
    /// memory of three slides in bounds on a small board; the blur cross-fades between them.
    func blurRadii() -> [Double] {
        let most =
            session.transitionNames.compactMap { name in
                (try? TransitionCatalog.make(name, options: config.transitionOptions(for: name, seed: nil))) as? ComposableTransition
            }.map(\.maxBlur).max() ?? 0
        return BlurLevel.radii(forMaxBlur: most, from: [2, 8, 32])
    }
}

extension SlideshowScene {
    /// What the run did, for `--report`.
    public var report: SlideshowReport {
        var report = session.report
        let playing = players.values.compactMap { player in player.record.map { (play: player.playNumber, clip: $0) } }
        report.clips = (clipsPlayed + playing).sorted { $0.play < $1.play }.map(\.clip)
        return report
    }
    /// Slides fully on screen so far (transition finished or cut); `--capture` writes one
    /// PNG each time this grows.
    public var fullyShownCount: Int { session.fullyShownCount }
    /// Slides put on screen so far (the first one included).
    public var photoChanges: Int { session.photoChanges }
    /// True when the show quit or shown `stopAfterPhotos` photos (headless runs).
    public var isFinished: Bool { session.isFinished || stopAfterPhotos.map { photoChanges >= $0 } ?? false }
    /// The show's timing rules (state, pause).
    public var machine: ShowMachine { session.machine }
    /// The show's state (empty, loading, showing, transitioning, paused).
    public var state: ShowState { session.state }
    /// True outside the screen hours (or switched off): the screen is black and the show holds.
    public var isDark: Bool { session.isDark }
    /// Dark, and no decode or upload still on its way: the runner may sleep on input.
    public var isAsleep: Bool { session.isDark && requested.isEmpty }
    /// The first photo of the slide on screen or arriving.
    public var currentPath: PhotoPath? { session.currentSlide?.first }
    /// Slide textures alive right now.
    public var photoTexturesAlive: Int { session.slotCount }
    /// True while a transition is on screen.
    public var isTransitioning: Bool { session.isTransitioning }
    /// Entities alive in the transition world (0 between photos: nothing leaks).
    public var transitionEntityCount: Int { session.transitionEntityCount }
    /// The transitions the show cycles through, in order.
    public var transitionNames: [String] { session.transitionNames }
    /// The JPEG thumbnail of the slide starting with `path`, when the scene makes them and
    /// prepared that slide lately.
    public func thumbnail(for path: PhotoPath) -> Data? { thumbnails.last { $0.path == path }?.jpeg }
    /// The EXIF date a photo was taken, once its slide was prepared.
    public func takenDate(of path: PhotoPath) -> PhotoDate? { metadata[path]?.takenDate }
    /// The id of a photo in its source, as its preparation found it: a network photo's
    /// `source:key` (its cache file is only where it is kept), else the path's local id.
    public func mediaID(of path: PhotoPath) -> MediaID { mediaIDs[path] ?? MediaID(local: path) }
    /// Slides being prepared or prepared and not yet collected (benchmarks tell decode-bound frames by it).
    public var decodesInFlight: Int { decodes.outstanding }
    /// The latest transition request (tests check its direction and origin).
    var lastRequest: TransitionRequest? { session.lastRequest }
}
