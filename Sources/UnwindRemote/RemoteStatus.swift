import UnwindControl

/// What the show tells the outside world, published by the show each frame (or when it
/// changes) and read by the HTTP and MQTT servers from the `StatusBoard`. Field names are the
/// JSON of `GET /api/status`: the fixed `Fields` and, beside them in the same object, each
/// live setting of the control schema by its key (`interval`, `transitions`, `order`, ...), so
/// a setting added to the schema is reported, and can be sent back, with no change here.
@dynamicMemberLookup
public struct RemoteStatus: Codable, Equatable, Sendable {
    /// Everything but the settings; read and written through the status itself (`status.current`).
    public struct Fields: Codable, Equatable, Sendable {
        /// The photo on screen (path), nil before the first one.
        public var current: String?
        /// The photo that comes next, when known.
        public var next: String?
        /// Date the current photo was taken (EXIF, ISO 8601), when known.
        public var currentDate: String?
        /// True while the show holds the current photo; MQTT's pause button toggles it.
        public var paused: Bool = false
        /// False while the screen is switched off, for Home Assistant's switch and the control page.
        public var screenOn: Bool = true
        /// Seconds since the show started.
        public var uptime: Double = 0
        /// 95th percentile of recent frame times, milliseconds.
        public var frameTimeP95Ms: Double = 0
        /// Photos found in the folders.
        public var photosKnown: Int = 0
        /// Files skipped (unreadable, too large, not images).
        public var photosSkipped: Int = 0
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
        /// The photo on screen by its id in its source: `share:/server/path` for a network
        /// photo (whose `current` is only its cache file), the path for a local one.
        public var currentID: String?

        /// A show with no photo yet.
        public init() {}
    }

    /// The fixed fields.
    public var fields = Fields()
    /// The live settings as the show runs them.
    public var settings = ShowSettingValues()

    /// A status as the show fills it each frame; the defaults describe a show with no photo yet.
    public init(
        current: String? = nil, next: String? = nil, currentDate: String? = nil, paused: Bool = false,
        settings: ShowSettingValues = ShowSettingValues(), screenOn: Bool = true,
        uptime: Double = 0, frameTimeP95Ms: Double = 0, photosKnown: Int = 0, photosSkipped: Int = 0,
        syncGroup: String? = nil
    ) {
        fields.current = current
        fields.next = next
        fields.currentDate = currentDate
        fields.paused = paused
        self.settings = settings
        fields.screenOn = screenOn
        fields.uptime = uptime
        fields.frameTimeP95Ms = frameTimeP95Ms
        fields.photosKnown = photosKnown
        fields.photosSkipped = photosSkipped
        fields.syncGroup = syncGroup
    }

    /// A fixed field, as `status.current`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }

    /// One flat JSON object: the fixed fields, then each setting by its key.
    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        try settings.encode(to: encoder)
    }

    /// Reads the flat object back; a setting it lacks keeps its default.
    public init(from decoder: any Decoder) throws {
        fields = try Fields(from: decoder)
        settings = try ShowSettingValues(from: decoder)
    }

    /// The current photo's file name without folders (what a phone or Home Assistant shows).
    public var currentName: String? {
        fields.current.map { path in path.split(separator: "/").last.map(String.init) ?? path }
    }
}
