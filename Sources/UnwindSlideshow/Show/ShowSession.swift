import UnwindDraw
import UnwindECS
import UnwindMedia
import UnwindPhotos
import UnwindTime
import UnwindTransitions

/// One running slideshow as an ECS world: the show's state as resources, the slides on
/// screen as slot entities, advanced by `ShowSystems` on fixed ticks.
///
/// Everything that comes from outside goes in through this type (actions, uploads, decode
/// failures, scans, probe results, the time of day); everything the show wants done comes
/// out as `ShowRequest`s. Nothing here touches SDL, the file system or a wall clock, so the
/// whole show is tested without a display (`Tests/UnwindSlideshowTests`).
public final class ShowSession {
    let world = World()
    private let schedule = ShowSystems.schedule()
    private let settleSchedule = ShowSystems.settleSchedule()

    /// - Parameters:
    ///   - roots: the files and folders shown.
    ///   - seed: fixes the shuffle, the transitions' patterns and the motion.
    ///   - scan: the first scan of `roots`.
    ///   - records: the photos with their dates (the library index, or a scan that read
    ///     them); nil shows `scan`'s photos undated.
    ///   - resuming: the cycle and place a show saved before a restart: the show carries on
    ///     after the photo that was on screen.
    ///   - availableTransitions: the names the default cycle is built from.
    public init(
        roots: [PhotoPath], config: SlideshowConfig, seed: UInt64, scan: PhotoScanner.Result, records: [PhotoRecord]? = nil,
        resuming saved: SavedCycle? = nil, availableTransitions: [String]
    ) {
        let memory = config.memoryLimit.map { MemoryBudget(megabytes: $0) } ?? MemoryBudget.detected()
        world.setResource(ShowSetup(config: config, seed: seed, roots: roots, availableTransitions: availableTransitions, memory: memory))
        world.setResource(ShowRun())
        world.setResource(Stage())
        world.setResource(ShowMachine(interval: config.interval))
        world.setResource(TransitionCycle(requested: config.transitions, available: availableTransitions, seed: seed))
        world.setResource(Loading())
        world.setResource(Lookahead())
        var screen = ScreenState(hours: config.screenHours, presence: config.screen.presence)
        screen.brightness = config.screen.brightness
        world.setResource(screen)
        world.setResource(ShowInbox())
        world.setResource(ShowOutbox())
        world.setResource(SlideshowReport())
        world.setResource(FixedTime())
        world.setResource(TransitionBudget())
        var book = FailureBook()
        for problem in scan.skipped + scan.missing { world.log(book.record(problem.path, reason: problem.reason, kind: .scan)) }
        world.setResource(book)
        var progress = ShowProgress()
        progress.missingRoots = scan.missing.map(\.path)
        progress.filesFound = scan.photos.count + scan.skipped.count
        progress.today = config.today
        world.setResource(progress)
        // The date orders, memories and date filters need each photo's date: from `records`
        // (the library index, or a scan that read them); without records photos are undated.
        var catalog = PhotoCatalog(records: records ?? [], filter: config.filter, today: config.today, recentDays: config.recentDays)
        catalog.favorites = config.favorites
        let photos = records?.map(\.path) ?? scan.photos
        world.setResource(ShowSequence(playlist: Playlist(resuming: saved, photos: photos, order: config.order, seed: seed, catalog: catalog)))
        if let group = config.remote.syncGroup {
            world.setResource(SyncState(group: GroupSync(group: group, interval: config.interval)))
        }
    }

    /// Starts the show in a view of `size`: the first slide, or the empty message.
    /// - Parameters:
    ///   - motionStyle: `.panZoom`, or `.pan` on whole pixels where scaling costs too much
    ///     (`SlideshowScene.motionStyle`).
    ///   - tintedCopies: frame-sized copies the renderer keeps for the evening tint
    ///     (`MemoryBudget.tintedCopies`), which the memory budget counts.
    public func start(size: Size, motionStyle: MotionPath.Style = .pan, tintedCopies: Int = 0) {
        world.run.motionStyle = motionStyle
        world.run.tintedCopies = tintedCopies
        world.stage.bounds = size.rect
        let config = world.setup.config
        world.sequence.pairing = config.pair == .portrait && size.width > size.height && !isSynced
        // A refresh that arrived before the start (a stale index brought up to date) counts
        // before the first slide is chosen.
        ShowSystems.scans(world)
        guard world.loading.pending == nil else { return }
        if world.sequence.isEmpty {
            world.machine.becameEmpty()
        } else {
            ShowSystems.beginFirstSlide(in: world)
        }
    }

    /// The schedule's system labels in run order.
    public var systemLabels: [String] { schedule.labels }

    // MARK: Input

    /// Queues an action for the next tick.
    public func send(_ action: ShowAction) {
        world.withResource(ShowInbox.self) { $0.actions.append(action) }
    }

    /// A decode finished and its surface was uploaded.
    public func uploaded(_ upload: Upload) {
        world.withResource(ShowInbox.self) { $0.uploads.append(upload) }
    }

    /// True while the show still waits for a decode (not dropped by a resize): the scene
    /// uploads only those.
    public func isAwaiting(request: Int) -> Bool {
        let loading = world.loading
        return loading.decodes[request].map { $0.generation == loading.generation } ?? false
    }

    /// The slide a change is waiting for, if any (a deterministic run waits for its decode).
    public var pendingSlide: Slide? { world.loading.pending?.target }

    /// A decode failed.
    public func failed(_ failure: DecodeFailure) {
        world.withResource(ShowInbox.self) { $0.failures.append(failure) }
    }

    /// A rescan finished.
    public func scanned(_ result: PhotoScanner.Result) {
        world.withResource(ShowInbox.self) { $0.scans.append(.scan(result)) }
    }

    /// A refresh of the library index finished: the photos that came, changed or went.
    public func changed(_ changes: PhotoChanges) {
        world.withResource(ShowInbox.self) { $0.scans.append(.changes(changes)) }
    }

    /// A photo's shape was probed.
    public func probed(_ path: PhotoPath, shape: PhotoShape) {
        world.withResource(ShowInbox.self) { $0.shapes.append((path, shape)) }
    }

    /// The local date (the scene looks about once a minute). On a new day `on-this-day`
    /// brings that day's memories forward; `--today` fixes the day and this does nothing.
    public func observe(today day: CalendarDay) {
        guard world.setup.config.today == nil, world.progress.today != day else { return }
        let first = world.progress.today == nil
        world.progress.today = day
        guard !first else { return }
        var sequence = world.sequence
        if sequence.rollOver(to: day) { world.log("a new day: \(day)'s memories come next") }
        world.sequence = sequence
    }

    /// The wall-clock time of this tick in seconds since 1970, for `--sync` (a window gives
    /// the real clock, a headless run a fixed epoch plus show time). Ignored without sync.
    public func observe(wallClock seconds: Double) {
        world.withResource(SyncState.self) { $0.wallClock = seconds }
    }

    /// Watches transition frames against `budget` milliseconds (nil: not at all); windowed
    /// runs give one and a half of the display's frames, or `frame-budget`.
    public func watchFrames(budget: Double?) {
        world.budget.budget = budget
    }

    /// A frame drawn on the device took `milliseconds` (frame to frame); counted when a
    /// transition was on screen.
    public func observeFrame(milliseconds: Double) {
        guard world.stage.player.isTransitioning else { return }
        world.withResource(TransitionBudget.self) { $0.frame(milliseconds) }
    }

    /// Transitions dropped on this device and what plays instead (nil: a cut).
    public var droppedTransitions: [String: String?] { world.budget.dropped }

    /// True when the show follows a `--sync` group.
    public var isSynced: Bool { world.resource(SyncState.self) != nil }

    /// The local minute of the day, for the screen hours.
    public func observe(minuteOfDay: Int) {
        world.screen.observe(minuteOfDay: minuteOfDay)
    }

    /// Resident memory sampled after a `.sampleMemory` request.
    public func recordMemory(_ bytes: Int) {
        world.showReport.noteCycle(rss: bytes)
    }

    /// Keep the per-slide history (`shown`, `transitions`, `rssPerCycle`) in the report.
    public var keepsHistory: Bool {
        get { world.run.keepsHistory }
        set { world.run.keepsHistory = newValue }
    }

    /// How many slides may decode at once: 1 (a window, where a decode is done long before
    /// its interval ends), or 2 in a headless show, which runs show time as fast as frames are
    /// drawn and so waits for every decode: then the slide after next decodes beside the next
    /// one instead of the previous slide being kept for Back (`ShowSystems.wantedSlides`).
    public var decodesAhead: Int {
        get { world.run.decodesAhead }
        set { world.run.decodesAhead = max(1, newValue) }
    }

    // MARK: Running

    /// Runs one fixed tick of every system.
    public func step(_ time: FixedTime) {
        world.setResource(time)
        schedule.run(world)
    }

    /// Takes in outcomes that arrived within this tick (a deterministic run waited for its
    /// decodes) and carries the show as far as they allow, without advancing time.
    public func settle() {
        settleSchedule.run(world)
    }

    /// The requests left since the last call, in order.
    public func takeRequests() -> [ShowRequest] {
        world.withResource(ShowOutbox.self) { outbox in
            defer { outbox.requests.removeAll() }
            return outbox.requests
        } ?? []
    }

    /// Appends the photos of this frame, `alpha` of a tick past the last one: the slide on
    /// screen and any transition, with Ken Burns applied. Nothing while the screen is dark.
    public func drawPhotos(alpha: Double, into list: inout DrawList) {
        guard !world.progress.isDark else { return }
        var photos = DrawList(clearColor: list.clearColor)
        world.stage.player.draw(alpha: alpha, into: &photos)
        list.append(contentsOf: photos.shiftingSamples(ShowSystems.sampleShifts(world, alpha: alpha)))
    }

    /// The clips on stage, by texture, with the time in each whose picture this frame shows
    /// (`alpha` of a tick past the last one); the scene updates their streaming textures.
    public func clipTimes(alpha: Double) -> [TextureID: Double] {
        world.progress.isDark ? [:] : ShowSystems.clipTimes(world, alpha: alpha)
    }

    // MARK: Reading

    /// The show at a glance (overlay, status publishing).
    public var status: ShowStatus { ShowStatus.read(world) }

    /// What the run did so far; `skipped` lists files not shown now, in the order they failed.
    public var report: SlideshowReport {
        var report = world.showReport
        report.skipped = world.failures.skipped
        let darkNow = world.progress.isDark ? max(0, world.now - world.progress.darkSince) : 0
        report.screenOffSeconds = (report.screenOffSeconds ?? 0) + darkNow
        return report
    }

    /// The timing rules' state (due, paused).
    public var machine: ShowMachine { world.machine }
    /// Empty, loading, showing, transitioning or paused.
    public var state: ShowState { world.machine.state }
    /// The slide on screen or arriving.
    public var currentSlide: Slide? { world.sequence.current }
    /// True while a transition is on screen.
    public var isTransitioning: Bool { world.stage.player.isTransitioning }
    /// Entities alive in the transition world (0 between slides: nothing leaks).
    public var transitionEntityCount: Int { world.stage.player.entityCount }
    /// The transitions the show cycles through, in order.
    public var transitionNames: [String] { world.transitionCycle.names }
    /// True when the next transition is drawn at random from `transitionNames`.
    public var transitionsAreRandom: Bool { world.transitionCycle.isRandom }
    /// The latest transition request.
    public var lastRequest: TransitionRequest? { world.stage.lastRequest }
    /// Slide changes put on screen so far (the first included).
    public var photoChanges: Int { world.progress.photoChanges }
    /// Slides fully on screen so far.
    public var fullyShownCount: Int { world.progress.fullyShown }
    /// True while the screen is dark and the show holds.
    public var isDark: Bool { world.progress.isDark }
    /// The brightness schedule's level now (1 without one), for a backlight to follow.
    public var brightnessLevel: Double { world.screen.level }

    /// Whether the show lays black over its frames for the brightness schedule: false once a
    /// backlight dims the panel itself.
    public var dimsInSoftware: Bool {
        get { world.screen.dimsInSoftware }
        set { world.screen.dimsInSoftware = newValue }
    }

    /// Why the screen is dark (hours, switch, presence, idle), or `.on`.
    public var screenReason: ScreenState.Reason { world.screen.reason }
    /// True once a quit was asked for.
    public var isFinished: Bool { world.progress.finished }
    /// Slide textures alive (slots).
    public var slotCount: Int { world.count(of: PhotoSlot.self) }
    /// The slots on screen with their roles and motion, for tests and contact sheets.
    public var stagedSlots: [(slot: PhotoSlot, role: OnStage.Role, motion: Motion?)] {
        var out: [(slot: PhotoSlot, role: OnStage.Role, motion: Motion?)] = []
        world.forEach(PhotoSlot.self, OnStage.self) { entity, slot, stage in
            out.append((slot: slot, role: stage.role, motion: world.get(Motion.self, for: entity)))
        }
        return out
    }
}
