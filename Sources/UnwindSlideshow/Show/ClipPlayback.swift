import UnwindDraw
import UnwindECS
import UnwindTime

/// A clip on stage and how far it has played: a slot component, like `Motion`, whose clock
/// runs on the show's fixed ticks while the clip is on screen and the show is not paused.
/// The scene asks the clip's decoder for the picture at `elapsed`, so a headless run and
/// its replay show the same frames; the next transition starts when it reaches `length`.
public struct ClipPlayback: Component, Sendable {
    /// Seconds the clip plays before the show moves on (its duration, capped).
    public var length: Double
    /// Seconds played so far.
    public var elapsed: Double = 0
    /// Whether the clock runs this tick (not paused, screen on).
    public var isRunning = true
    /// A clip holds the show until it ends; a Live or Motion Photo's motion plays within the
    /// photo's interval (once or in a loop, the scene's player decides).
    public var holdsShow = true

    /// A clip about to start.
    public init(length: Double, holdsShow: Bool = true) {
        self.length = length
        self.holdsShow = holdsShow
    }

    /// True once it has played to its end.
    public var hasEnded: Bool { elapsed >= length - 1e-9 }
}

extension ShowSystems {
    /// The slide on screen has had its time: a still its interval, a clip its whole length
    /// (a clip still playing holds the show however short the interval is).
    static func isDue(_ world: World) -> Bool {
        guard case .showing = world.machine.state else { return false }
        var clip: ClipPlayback?
        world.forEach(OnStage.self, ClipPlayback.self) { _, stage, playback in
            if stage.role == .showing, playback.holdsShow { clip = playback }
        }
        if let clip { return clip.hasEnded }
        return world.machine.isDue(at: world.now)
    }

    /// A show of one slide starts its time again: a clip on it plays again from its start.
    static func replayClips(_ world: World) {
        world.forEach(OnStage.self, ClipPlayback.self) { _, stage, playback in
            if stage.role == .showing { playback.elapsed = 0 }
        }
    }

    /// Each clip on stage, by texture, with the time its picture is at this frame (`alpha`
    /// of a tick past the last one).
    static func clipTimes(_ world: World, alpha: Double) -> [TextureID: Double] {
        let delta = world.required(FixedTime.self).delta
        var times: [TextureID: Double] = [:]
        world.forEach(PhotoSlot.self, ClipPlayback.self) { _, slot, clip in
            let seconds = clip.elapsed + (clip.isRunning ? alpha * delta : 0)
            times[slot.layer.texture] = clip.holdsShow ? min(clip.length, seconds) : seconds
        }
        return times
    }
}
