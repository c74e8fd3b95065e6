/// The values each slideshow setting may take, the same in the config file, on the command
/// line, over HTTP and over MQTT (docs/kiosk.md lists them). Kept here, below the show, so the
/// remote and MQTT modules check a value exactly as the config does without importing the show.
public enum SlideshowRanges {
    /// Seconds a photo stays: 1 s to a day.
    public static let interval = SettingRange(1...86_400)
    /// Seconds between folder rescans: 0 (off), or 1 s to a week.
    public static let rescanInterval = SettingRange(1...604_800, zeroMeansOff: true)
    /// Milliseconds a transition frame may take before the transition is replaced by a
    /// cheaper one: 0 (off), or more than 0 and at most a second.
    public static let frameBudget = SettingRange(.above(0), upTo: 1000, zeroMeansOff: true)
    /// Seconds the first photo fades in from black: 0 (a cut) to 10.
    public static let fadeIn = SettingRange(0...10)
    /// Seconds a clip plays at most: 1 s to an hour.
    public static let videoMaxSeconds = SettingRange(1...3600)
    /// A clip's volume, percent of its own level.
    public static let videoVolume = 0...100
    /// Largest photo decoded, in megapixels: a 500 MP photo is 2 GB decoded.
    public static let maxMegapixels = SettingRange(.above(0), upTo: 500)
    /// Memory the show may use, MiB: 64 MB (a decode-free minimum) to 1 TiB.
    public static let memoryLimit = SettingRange(64...1_048_576)
    /// A `[transition.NAME] duration`, seconds: longer would hold the show in one transition.
    public static let transitionDuration = SettingRange(.above(0), upTo: 60)
    /// A tile transition's tile edge in pixels: 16 px gives 8,160 tiles at 1080p (frames of
    /// a few ms, docs/performance.md); 4 px gave 130,000 tiles and 80–150 ms frames.
    public static let tileEdge = SettingRange(16...4096)
    /// Entries in `paths`.
    public static let maxPaths = 1000
    /// Entries in `transitions`.
    public static let maxTransitions = 256
}
