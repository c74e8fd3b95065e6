import UnwindConfig
import UnwindControl
import UnwindDraw
import UnwindInput
import UnwindMedia
import UnwindPhotos
import UnwindTransitions

/// Everything a show can be told, from the config file and the command line (which wins).
public struct SlideshowConfig: Equatable, Sendable {
    /// What fills the screen around a fitted photo.
    public enum Background: String, Sendable, CaseIterable {
        /// Plain black bars.
        case black
        /// A blurred, dimmed copy of the same photo, as photo frames do.
        case blur
    }

    /// Text drawn over the photo.
    public enum OverlayItem: String, Sendable, CaseIterable {
        /// The photo's file name.
        case name
        /// The folder the photo is in, as its album.
        case album
        /// The date it was taken, from EXIF.
        case date
        /// The town and country where it was taken, from its GPS position and the bundled
        /// offline gazetteer ("Lisbon, Portugal").
        case place
        /// The current time.
        case clock
        /// "3 years ago today" on a photo taken on today's date in an earlier year.
        case memory
    }

    /// How photos move while they are shown.
    public enum Motion: String, Sendable, CaseIterable {
        /// Still photos.
        case off
        /// Ken Burns: a slow pan (and zoom where the renderer scales cheaply), direction from the seed.
        case kenburns
        /// Ken Burns that ends on what matters: the EXIF subject area, else the most detailed region.
        case kenburnsSmart = "kenburns-smart"
    }

    /// What a Live Photo's or a Motion Photo's motion does when the photo comes on screen.
    public enum LivePhotoMode: String, Sendable, CaseIterable {
        /// The still only.
        case off
        /// The motion plays once, then the show rests on the still.
        case once
        /// The motion plays over and over while the photo is shown.
        case loop
    }

    /// Which photos share the screen.
    public enum Pairing: String, Sendable, CaseIterable {
        /// One photo at a time.
        case off
        /// Two consecutive portrait photos side by side on a landscape screen.
        case portrait
    }

    /// Settings for one transition by name (`[transition.blocks]` in the config file).
    public struct TransitionOverride: Equatable, Sendable {
        /// Seconds the transition takes; nil keeps its own (or its speedy) duration.
        public var duration: Double?
        /// Speedy timing for this transition alone; nil follows the global `speedy`.
        public var speedy: Bool?
        /// Tile size in pixels for tiled transitions (blocks); nil keeps the default.
        public var tileEdge: Float?
        /// An override that changes only the settings given; the rest stay as the transition has them.
        public init(duration: Double? = nil, speedy: Bool? = nil, tileEdge: Float? = nil) {
            self.duration = duration
            self.speedy = speedy
            self.tileEdge = tileEdge
        }
    }

    /// Photo files and folders to show, as given; folders are scanned recursively.
    public var paths: [String] = []
    /// The settings a running show can change (interval, transitions, order, ...), held once
    /// by the control schema's keys; `interval`, `transitions` and `order` read them.
    public var live = ShowSettingValues()
    /// Fixes every random choice (shuffle, transitions, motion) so a run can be repeated; nil for a fresh one.
    public var seed: UInt64?
    /// Whether photos are fitted whole (with a background around them) or fill the screen cropped.
    public var fit: FitMode = .fit
    /// What fills the bars around a fitted photo.
    public var background: Background = .blur
    /// Every transition with its short (speedy) timing, unless its override says otherwise.
    public var speedy = false
    /// Text items drawn over the photo, in this order; empty for none.
    public var overlay: [OverlayItem] = []
    /// Seconds between folder rescans (new and deleted files); 0 turns rescanning off.
    public var rescanInterval: Double = 30
    /// Photos larger than this (millions of pixels) are refused from their header, before a decoder can allocate for them.
    public var maxMegapixels: Double = 100
    /// Memory the show may use, in MiB (`memory-limit`); nil: the cgroup's `memory.max`,
    /// else half the machine's memory (`MemoryBudget.detected`).
    public var memoryLimit: Double?
    /// Milliseconds a transition's frames may take on this device before it is replaced by a
    /// cheaper one; nil: one and a half of the display's frames; 0: never replace.
    public var frameBudget: Double?
    /// Seconds the show's first photo takes to fade in from black; 0 opens with a cut.
    public var fadeIn = 1.2
    /// The longest a clip plays before the next transition starts (`video-max-seconds`); a
    /// longer clip is cut off there.
    public var videoMaxSeconds = 60.0
    /// Live and Motion Photos: play their motion once (default), in a loop, or not at all (`live-photos`).
    public var livePhotos = LivePhotoMode.once
    /// Plays a clip's sound through the audio device (`video-sound`); off by default, as a
    /// frame in a living room is mostly watched in passing.
    public var videoSound = false
    /// The clips' volume, 0...100 (`video-volume`): a linear gain on the clip's own level.
    public var videoVolume = 100
    /// Kiosk lock: Esc, Q, B and the fullscreen key cannot leave; only `quitChord` or a signal ends the show.
    public var kiosk = false
    /// The key chord that quits, kiosk or not (Ctrl+Alt+Q unless configured).
    public var quitChord = KeyChord(modifiers: [.control, .alt], key: .character("q"))
    /// Start full screen (the frame's normal state); false opens a window, for desktops and debugging.
    public var fullscreen = true
    /// How the panel is mounted (`rotate`, degrees clockwise): the show is laid out turned.
    public var rotate: PanelRotation = .none
    /// When the screen shows photos; nil for always.
    public var screenHours: ScreenHours?
    /// How the screen sleeps: display-power backend, presence sensors, idle timeout.
    public var screen = ScreenSettings()
    /// Per-transition settings keyed by transition name, applied over the global ones.
    public var overrides: [String: TransitionOverride] = [:]
    /// HTTP API, MQTT and group sync; all off by default.
    public var remote = RemoteOptions()
    /// User, password file, CA file and cache size for network folders in `paths`.
    public var network = NetworkFolderOptions()
    /// Where the library index lives (`state-dir`); nil for `$STATE_DIRECTORY`,
    /// `$XDG_STATE_HOME/unwind` or `~/.local/state/unwind`.
    public var stateDirectory: String?
    /// Keep a library index across restarts (`index = false`, `--index off`: scan into
    /// memory at every start, as before the index existed).
    public var index = true
    /// Which photos are in the show: dates taken and excluded folders.
    public var filter = PhotoFilter()
    /// A fixed "today" for the memories (`--today`); nil for the local date.
    public var today: CalendarDay?
    /// Photos taken this many days back or less count as recent (`recent` order).
    public var recentDays = 30
    /// The favourites the library index remembers (not a config key: marked from the page,
    /// the keyboard, the gamepad or MQTT); see `FavoriteOrder`.
    public var favorites: Set<PhotoPath> = []
    /// Ken Burns on or off (off for now by default).
    public var motion: Motion = .off
    /// How far Ken Burns zooms (pans over), as a fraction of the screen: 0.1 is 10 %.
    public var motionZoom = 0.1
    /// Show portrait photos in pairs.
    public var pair: Pairing = .off
    /// The range `motionZoom` must lie in.
    public static let motionZoomRange = 0.02...0.5

    /// The defaults, before the config file and command line are applied.
    public init() {}

    /// True when the show needs each photo's date taken (a date order or a date filter).
    public var needsDates: Bool { order.needsDates || filter.needsDates }

    /// The options a named transition is made with: the governing style's timing (calm when
    /// no transitions are named), unless the show is speedy; then its `[transition.NAME]` override.
    public func transitionOptions(for name: String, seed: UInt64?) -> TransitionOptions {
        var options = TransitionOptions(speedy: speedy, seed: seed)
        if !speedy, let step = TransitionStyle.governing(transitions)?.step(for: name) {
            options.duration = step.duration
            options.curve = step.curve
        }
        if let o = overrides[name] {
            if let speedy = o.speedy {
                options.speedy = speedy
                if speedy { options.duration = nil }
            }
            if let duration = o.duration { options.duration = duration }
            if let edge = o.tileEdge { options.tileEdge = edge }
        }
        return options
    }
}
