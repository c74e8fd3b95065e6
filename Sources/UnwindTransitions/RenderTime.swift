import UnwindDraw
import UnwindTime

/// The moment a frame shows, handed to draw systems as a world resource: the last tick
/// plus the interpolation fraction, so an exported frame k lands exactly at t = k/fps.
public struct RenderTime: Sendable {
    /// The last tick that ran.
    public var time: FixedTime
    /// Fraction of a tick past it, 0..<1.
    public var alpha: Double

    /// The moment `alpha` of a tick past `time`.
    public init(time: FixedTime, alpha: Double) {
        self.time = time
        self.alpha = alpha
    }

    /// Simulation seconds at this frame.
    public var seconds: Double { (Double(time.tick) + alpha) / Double(time.rate) }

    /// Seconds since `startTick` at this frame (the last tick plus the interpolation
    /// fraction): where every draw system evaluates its curves.
    public func seconds(since startTick: Int64) -> Double {
        (Double(time.tick - startTick) + alpha) / Double(time.rate)
    }
}

/// The draw list being built this frame; draw systems append to it in order.
public struct FrameCanvas: Sendable {
    /// The frame so far; a draw system appends its commands in the order it wants them painted.
    public var list: DrawList

    /// A canvas continuing `list`, which already holds what lies underneath (the current image).
    public init(list: DrawList) {
        self.list = list
    }
}
