import UnwindDraw
import UnwindTransitions
import UnwindInput
import UnwindPhotos

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
        /// The date it was taken, from EXIF.
        case date
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

    /// Which photos share the screen.
    public enum Pairing: String, Sendable, CaseIterable {
        /// One photo at a time.
        case off
        /// Two consecutive portrait photos side by side on a landscape screen.
        case portrait
    }

    /// Settings for one transition by name (`[transition.blocks]` in the config file).
    public struct TransitionOverride: Equatable, Sendable {
        public var duration: Double?
        public var speedy: Bool?
        public var tileEdge: Float?
        public init(duration: Double? = nil, speedy: Bool? = nil, tileEdge: Float? = nil) {
            self.duration = duration
            self.speedy = speedy
            self.tileEdge = tileEdge
        }
    }

    public var paths: [String] = []
    public var interval: Double = 10
    /// Transition names in turn; empty for the default cycle, `["random"]` for random picks.
    public var transitions: [String] = []
    public var order: PlaylistOrder = .shuffle
    public var seed: UInt64?
    public var fit: FitMode = .fit
    public var background: Background = .blur
    public var speedy = false
    public var overlay: [OverlayItem] = []
    /// Seconds between folder rescans (new and deleted files); 0 turns rescanning off.
    public var rescanInterval: Double = 30
    public var maxMegapixels: Double = 100
    /// Milliseconds a transition's frames may take on this device before it is replaced by a
    /// cheaper one; nil: one and a half of the display's frames; 0: never replace.
    public var frameBudget: Double?
    public var kiosk = false
    public var quitChord = KeyChord(modifiers: [.control, .alt], key: .character("q"))
    public var fullscreen = true
    /// When the screen shows photos; nil for always.
    public var screenHours: ScreenHours?
    public var overrides: [String: TransitionOverride] = [:]
    /// HTTP API, MQTT and group sync; all off by default.
    public var remote = RemoteOptions()
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
    /// Ken Burns on or off (off for now by default).
    public var motion: Motion = .off
    /// How far Ken Burns zooms (pans over), as a fraction of the screen: 0.1 is 10 %.
    public var motionZoom = 0.1
    /// Show portrait photos in pairs.
    public var pair: Pairing = .off
    /// The range `motionZoom` must lie in.
    public static let motionZoomRange = 0.02...0.5

    public init() {}

    /// True when the show needs each photo's date taken (a date order or a date filter).
    public var needsDates: Bool { order.needsDates || filter.needsDates }

    /// The options a named transition is made with: global speedy, then its override.
    public func transitionOptions(for name: String, seed: UInt64?) -> TransitionOptions {
        var options = TransitionOptions(speedy: speedy, seed: seed)
        if let o = overrides[name] {
            if let speedy = o.speedy { options.speedy = speedy }
            if let duration = o.duration { options.duration = duration }
            if let edge = o.tileEdge { options.tileEdge = edge }
        }
        return options
    }
}
