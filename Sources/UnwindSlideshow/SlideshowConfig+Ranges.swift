import UnwindConfig

/// The values each slideshow setting may take, the same in the config file and on the
/// command line (docs/kiosk.md lists them). Every bound keeps the show running and within
/// its frame budget: no setting can freeze it inside one transition, stall it on a
/// million-tile frame, or reach a conversion that traps.
extension SlideshowConfig {
    /// The bounds, as one namespace so validation and docs/kiosk.md can name each setting's range
    /// (`SlideshowRanges`, in UnwindConfig so the remote and MQTT check values without the show).
    public typealias Ranges = SlideshowRanges

    /// Checks every numeric setting against `Ranges`, naming the first bad one; the command
    /// line's values are checked here after they are merged over the file's.
    public func validate() throws(SettingError) {
        try Ranges.interval.check("interval", interval)
        try Ranges.rescanInterval.check("rescan-interval", rescanInterval)
        try Ranges.maxMegapixels.check("max-megapixels", maxMegapixels)
        try Ranges.fadeIn.check("fade-in", fadeIn)
        try Ranges.videoMaxSeconds.check("video-max-seconds", videoMaxSeconds)
        if let memoryLimit { try Ranges.memoryLimit.check("memory-limit", memoryLimit) }
        if let frameBudget { try Ranges.frameBudget.check("frame-budget", frameBudget) }
        for (name, override) in overrides.sorted(by: { $0.key < $1.key }) {
            if let duration = override.duration { try Ranges.transitionDuration.check("transition.\(name).duration", duration) }
            if let edge = override.tileEdge { try Ranges.tileEdge.check("transition.\(name).tile-edge", Double(edge)) }
        }
    }
}
