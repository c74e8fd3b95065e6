import UnwindECS
import UnwindTime

/// Where a tile is in its life: covering the new image, fading out, or gone.
public enum TilePhase: Sendable, Equatable {
    case waiting, fading, done
}

/// A tile's fade from opaque to invisible: linear over `fade` seconds, starting `delay`
/// seconds after the transition started.
///
/// The delay is `nil` until the delay system of the tile's kind (blocks, spiral) sets it;
/// until then the tile stays opaque, which is exact at the transition's first instant.
public struct TileFade: Component, Sendable, Equatable {
    /// The tick the transition started at; local time 0.
    public var startTick: Int64
    /// Seconds of local time before the fade starts; `nil` until assigned.
    public var delay: Double?
    /// Seconds from opaque to invisible.
    public var fade: Double
    /// State as of the last tick, set by the fade system (cleanup despawns `.done` tiles).
    public var phase: TilePhase = .waiting

    /// A tile fade starting at `startTick`, waiting `delay` seconds (once set), fading over `fade`.
    public init(startTick: Int64, delay: Double? = nil, fade: Double) {
        self.startTick = startTick
        self.delay = delay
        self.fade = fade
    }

    /// Opacity at `t` seconds of local time: 1 before the delay, 0 after delay + fade.
    public func opacity(at t: Double) -> Float {
        guard let delay else { return 1 }
        if t < delay { return 1 }
        if t >= delay + fade { return 0 }
        return Float(1 - (t - delay) / fade)
    }

    /// The phase at a tick: done from the first tick at or after delay + fade (an integer
    /// comparison), otherwise waiting or fading by local time.
    public func phase(at time: FixedTime) -> TilePhase {
        guard let delay else { return .waiting }
        if time.tick >= startTick &+ time.ticks(inSeconds: delay + fade) { return .done }
        return time.seconds(since: startTick) < delay ? .waiting : .fading
    }
}

/// Advances every tile's phase to the current tick. Opacity is a function of time that the
/// draw system evaluates at the frame's exact time, so nothing is accumulated: no drift
/// however many ticks a frame runs.
public func tileFadeSystem(_ world: World) {
    guard let time = world.resource(FixedTime.self) else { return }
    world.forEach(TileFade.self) { _, fade in
        fade.phase = fade.phase(at: time)
    }
}
