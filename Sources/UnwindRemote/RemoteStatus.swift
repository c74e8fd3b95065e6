/// What the show tells the outside world, published by the show each frame (or when it
/// changes) and read by the HTTP and MQTT servers from the `StatusBoard`. Field names are the
/// JSON of `GET /api/status`.
public struct RemoteStatus: Codable, Equatable, Sendable {
    /// The photo on screen (path), nil before the first one.
    public var current: String?
    /// The photo that comes next, when known.
    public var next: String?
    /// Date the current photo was taken (EXIF, ISO 8601), when known.
    public var currentDate: String?
    /// True while the show holds the current photo; MQTT's pause button toggles it.
    public var paused: Bool
    /// Seconds each photo stays on screen.
    public var interval: Double
    /// Transition names played in turn (`["random"]` when random).
    public var transitions: [String]
    /// The photo order (`PlaylistOrder`'s raw value: `name`, `shuffle`, `date`, ...).
    public var order: String
    /// False while the screen is switched off, for Home Assistant's switch and the control page.
    public var screenOn: Bool
    /// Seconds since the show started.
    public var uptime: Double
    /// 95th percentile of recent frame times, milliseconds.
    public var frameTimeP95Ms: Double
    /// Photos found in the folders.
    public var photosKnown: Int
    /// Files skipped (unreadable, too large, not images).
    public var photosSkipped: Int
    /// Group name when synced (`--sync`), else nil.
    public var syncGroup: String?
    /// Why the screen is dark (`hours`, `switched-off`, `absent`, `idle`) or `on`: the screen
    /// state Home Assistant's screen sensor shows. Nil from shows that do not say.
    public var screenState: String?
    /// The display-power backend that turns the panel off (`dpms`, `backlight`, `command`,
    /// ...), or `none` when the panel stays lit behind black frames.
    public var displayPower: String?
    /// The photo on screen is a favourite (the page's star, Home Assistant).
    public var currentFavorite = false

    /// A status as the show fills it each frame; the defaults describe a show with no photo yet.
    public init(
        current: String? = nil, next: String? = nil, currentDate: String? = nil, paused: Bool = false,
        interval: Double = 10, transitions: [String] = [], order: String = "shuffle", screenOn: Bool = true,
        uptime: Double = 0, frameTimeP95Ms: Double = 0, photosKnown: Int = 0, photosSkipped: Int = 0,
        syncGroup: String? = nil
    ) {
        self.current = current
        self.next = next
        self.currentDate = currentDate
        self.paused = paused
        self.interval = interval
        self.transitions = transitions
        self.order = order
        self.screenOn = screenOn
        self.uptime = uptime
        self.frameTimeP95Ms = frameTimeP95Ms
        self.photosKnown = photosKnown
        self.photosSkipped = photosSkipped
        self.syncGroup = syncGroup
    }

    /// The current photo's file name without folders (what a phone or Home Assistant shows).
    public var currentName: String? {
        current.map { path in path.split(separator: "/").last.map(String.init) ?? path }
    }
}
