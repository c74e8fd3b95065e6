import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow
import UnwindTime
import UnwindTransitions

/// Plays the scene's part for a `ShowSession`, with no SDL and no files: decodes succeed at
/// once with made-up textures (or fail for the files listed as broken or gone), probes answer
/// from a table of shapes, rescans list `files`. Like a headless run, every request is
/// carried out within the tick that made it.
final class ShowDriver {
    let session: ShowSession
    /// The "folder": what a rescan finds.
    var files: [PhotoPath]
    /// Roots a rescan reports missing.
    var missingRoots: [PhotoPath] = []
    /// Files whose decode fails, with the reason.
    var broken: [PhotoPath: String] = [:]
    /// Stamps a rescan reports (for retries).
    var stamps: [PhotoPath: FileIdentity] = [:]
    var shapes: [PhotoPath: PhotoShape] = [:]
    /// Rescans answer as the library index does (only what changed since the last one)
    /// instead of with a whole scan.
    var usesIndex = false
    /// Files the fake index saw change since its last refresh (it reports them again).
    var changed: Set<PhotoPath> = []
    /// What the fake index listed at its last refresh.
    private var indexed: Set<PhotoPath>
    private(set) var notes: [ShowNote] = []
    /// `--sync`: the wall-clock time (seconds since 1970) at show time 0.
    var syncEpoch: Double?
    private(set) var textures: Set<TextureID> = []
    private(set) var maxTextures = 0
    private(set) var logs: [FailureBook.LogLine] = []
    private(set) var decoded: [Slide] = []
    private(set) var probed: [PhotoPath] = []
    private(set) var rescans = 0
    private(set) var quit = false
    private(set) var tick: Int64 = 0
    private var nextTexture: UInt32 = 1
    let size: Size
    let config: SlideshowConfig

    static func photos(_ count: Int, prefix: String = "/photos/p") -> [PhotoPath] {
        (1...count).map { PhotoPath("\(prefix)\(String(format: "%02d", $0)).jpg") }
    }

    /// Three photos that open with the 1.2 s fade-in from black and stay 600 s each, with
    /// decodes held until the test lets them go (a slow board's first photo).
    static func slowFirstPhoto() -> ShowDriver {
        var config = config(interval: 600, transitions: ["crossfade"])
        config.fadeIn = 1.2
        let driver = ShowDriver(files: photos(3), config: config)
        driver.holdsDecodes = true
        return driver
    }

    static func config(interval: Double = 1, order: PlaylistOrder = .name, transitions: [String] = ["crossfade"]) -> SlideshowConfig {
        var config = SlideshowConfig()
        config.interval = interval
        config.order = order
        config.transitions = transitions
        config.rescanInterval = 0
        config.speedy = true
        // Tests of the rest of the show start on the first photo; ShowFadeInTests covers the fade.
        config.fadeIn = 0
        return config
    }

    init(
        files: [PhotoPath], config: SlideshowConfig = ShowDriver.config(), seed: UInt64 = 1, size: Size = Size(width: 160, height: 90),
        roots: [PhotoPath] = ["/photos"]
    ) {
        self.files = files
        self.size = size
        self.config = config
        indexed = Set(files)
        let scan = PhotoScanner.Result(photos: NaturalOrder.sorted(files), skipped: [], missing: [])
        session = ShowSession(roots: roots, config: config, seed: seed, scan: scan, availableTransitions: TransitionCatalog.entries.map(\.name))
        carryOut()
    }

    /// Plays the scene's part for a session made by the test (resumed, with records).
    init(session: ShowSession, files: [PhotoPath], config: SlideshowConfig, size: Size = Size(width: 160, height: 90)) {
        self.session = session
        self.files = files
        self.size = size
        self.config = config
        indexed = Set(files)
        carryOut()
    }

    /// Starts the show (the scene's `start`).
    func start(style: MotionPath.Style = .pan, tintedCopies: Int = 0) {
        if let syncEpoch { session.observe(wallClock: syncEpoch + now) }
        session.start(size: size, motionStyle: style, tintedCopies: tintedCopies)
        carryOut()
    }

    /// Runs ticks for `seconds` of show time.
    func run(seconds: Double) {
        let ticks = Int64((seconds * Double(FixedTimestep.defaultRate)).rounded())
        for _ in 0..<ticks { step() }
    }

    /// One fixed tick, and its requests.
    func step() {
        tick += 1
        if let syncEpoch { session.observe(wallClock: syncEpoch + now) }
        session.step(FixedTime(tick: tick, rate: FixedTimestep.defaultRate))
        carryOut()
    }

    /// Sends an action and runs one tick.
    func send(_ action: ShowAction) {
        session.send(action)
        step()
    }

    /// True when a file is in the folder and its root is not missing.
    func isPresent(_ file: PhotoPath) -> Bool {
        files.contains(file) && !missingRoots.contains { root in file.description.hasPrefix(root.description + "/") }
    }

    /// Show time in seconds.
    var now: Double { Double(tick) / Double(FixedTimestep.defaultRate) }

    /// The first photo of each slide change, in order (the report's `shown` lists both photos
    /// of a pair).
    var shownNames: [String] { session.report.shown.map { $0.lastComponent.description } }

    /// While true, decodes are kept unanswered (a slow board's first photo); set back to
    /// false, the kept ones are answered on the next tick.
    var holdsDecodes = false
    private var held: [ShowRequest] = []

    private func carryOut() {
        for _ in 0..<8 {
            var waited = false
            var requests = session.takeRequests()
            if !holdsDecodes {
                requests = held + requests
                held = []
            }
            for request in requests {
                if holdsDecodes, case .decode = request {
                    held.append(request)
                    continue
                }
                switch request {
                case .decode(let slide, let id):
                    decoded.append(slide)
                    waited = true
                    if let bad = slide.photos.first(where: { broken[$0] != nil || !isPresent($0) }) {
                        let gone = !isPresent(bad)
                        session.failed(
                            DecodeFailure(
                                request: id, path: bad, error: DecodeError(.decode, broken[bad] ?? "No such file or directory"), gone: gone, stamp: stamps[bad])
                        )
                    } else {
                        let texture = TextureID(rawValue: nextTexture)
                        nextTexture += 1
                        textures.insert(texture)
                        maxTextures = max(maxTextures, textures.count)
                        let overscan = ShowLayout.overscan(config)
                        let frame = Size(width: Int((Double(size.width) * overscan).rounded()), height: Int((Double(size.height) * overscan).rounded()))
                        session.uploaded(Upload(request: id, texture: texture, size: frame))
                    }
                case .probe(let path):
                    probed.append(path)
                    session.probed(path, shape: shapes[path] ?? .landscape)
                    waited = true
                case .release(let texture):
                    textures.remove(texture)
                case .rescan(let stamping):
                    rescans += 1
                    let present = files.filter(isPresent)
                    var found: [PhotoPath: FileIdentity] = [:]
                    for path in present where stamping.contains(path) { found[path] = stamps[path] }
                    let missing = missingRoots.map { SkippedFile(path: $0, reason: "no such file or folder") }
                    if usesIndex {
                        let now = Set(present)
                        let added = NaturalOrder.sorted(Array(now.subtracting(indexed).union(changed.intersection(now))))
                        let removed = NaturalOrder.sorted(Array(indexed.subtracting(now)))
                        indexed = now
                        changed = []
                        session.changed(
                            PhotoChanges(
                                added: added.map { PhotoRecord(path: $0) }, removed: removed, missing: missing, stamps: found))
                    } else {
                        session.scanned(PhotoScanner.Result(photos: NaturalOrder.sorted(present), skipped: [], missing: missing, stamps: found))
                    }
                    waited = true
                case .note(let note):
                    notes.append(note)
                case .log(let line):
                    logs.append(line)
                case .sampleMemory:
                    session.recordMemory(1_000_000)
                case .quit:
                    quit = true
                case .forget, .toggleFullscreen, .transitionsChanged:
                    break
                }
            }
            guard waited else { return }
            session.settle()
        }
    }
}
