import UnwindDraw
import UnwindRandom

/// Ken Burns as a function of time: which part of a photo's texture fills its place on
/// screen at each moment of the photo's time there (transitions in and out included), so
/// the motion never stops or jumps and is exact at any frame time.
///
/// The texture is prepared larger than its place on screen (by the zoom amount), so every
/// window lies inside the photo: `fill` never shows the backdrop or black at the edges.
public struct MotionPath: Equatable, Sendable {
    /// How the window may change.
    public enum Style: String, Sendable, Equatable {
        /// A window of constant size on whole pixels (sub-rect panning): each frame is a plain
        /// copy, which SDL's software renderer draws in about a millisecond at 1080p, where
        /// scaling a 1080p photo costs over 10 ms.
        case pan
        /// Pan and zoom between the whole texture and a window of the on-screen size: smooth
        /// on renderers that scale for free (OpenGL, GLES).
        case panZoom
    }

    /// The window at the start, in texture pixels.
    public var from: Rect
    /// The window at the end.
    public var to: Rect
    /// Seconds from start to end; the window holds at `to` afterwards.
    public var duration: Double
    /// Round the window's origin to whole pixels (keeps `.pan` a plain copy).
    public var snapsToPixels: Bool

    /// A straight path between two windows; `kenBurns` makes the show's.
    public init(from: Rect, to: Rect, duration: Double, snapsToPixels: Bool) {
        self.from = from
        self.to = to
        self.duration = duration
        self.snapsToPixels = snapsToPixels
    }

    /// The window `seconds` into the motion (clamped to the path's ends).
    public func window(at seconds: Double) -> Rect {
        let t = Float(duration > 0 ? min(max(seconds / duration, 0), 1) : 1)
        var r = Rect(
            x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t,
            width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
        if snapsToPixels {
            r.x = r.x.rounded()
            r.y = r.y.rounded()
        }
        return r
    }

    /// The eight ways a pan can go (unit steps in x and y).
    static let directions: [(Float, Float)] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]

    /// A Ken Burns path for one photo.
    /// - Parameters:
    ///   - texture: the prepared texture's size.
    ///   - rest: the window the photo shows at rest (centred, the size of its place on screen).
    ///   - seed: picks the direction (and, for `.panZoom`, in or out): same seed, same motion.
    ///   - focus: what matters in the photo (0...1 of the texture), if known: the motion ends
    ///     centred on it.
    public static func kenBurns(texture: Size, rest: Rect, style: Style, seed: UInt64, focus: Vec2? = nil, duration: Double) -> MotionPath {
        var random = SplitMix64(seed: seed)
        let tw = Float(texture.width), th = Float(texture.height)
        let rangeX = max(0, tw - rest.width), rangeY = max(0, th - rest.height)
        let direction = directions[Int(random.next() % UInt64(directions.count))]
        func origin(_ ux: Float, _ uy: Float) -> Vec2 {
            Vec2(rangeX * (0.5 + 0.5 * ux), rangeY * (0.5 + 0.5 * uy))
        }
        var start = origin(-direction.0, -direction.1), end = origin(direction.0, direction.1)
        if let focus {
            let centred = Vec2(
                min(max(focus.x * tw - rest.width / 2, 0), rangeX), min(max(focus.y * th - rest.height / 2, 0), rangeY))
            let opposite = Vec2(rangeX - centred.x, rangeY - centred.y)
            // A subject near the middle gives little way to go; keep the seeded sweep then.
            if (opposite - centred).length > 0.5 * max(rangeX, rangeY) {
                start = opposite
                end = centred
            }
        }
        let near = Rect(x: end.x, y: end.y, width: rest.width, height: rest.height)
        switch style {
        case .pan:
            return MotionPath(from: Rect(x: start.x, y: start.y, width: rest.width, height: rest.height), to: near, duration: duration, snapsToPixels: true)
        case .panZoom:
            let whole = widest(aspectOf: rest, in: texture)
            let zoomsIn = focus != nil || random.next() & 1 == 0
            return zoomsIn
                ? MotionPath(from: whole, to: near, duration: duration, snapsToPixels: false)
                : MotionPath(from: Rect(x: start.x, y: start.y, width: rest.width, height: rest.height), to: whole, duration: duration, snapsToPixels: false)
        }
    }

    /// The largest centred window of `rest`'s shape inside the texture.
    static func widest(aspectOf rest: Rect, in texture: Size) -> Rect {
        let tw = Float(texture.width), th = Float(texture.height)
        guard rest.width > 0, rest.height > 0 else { return Rect(width: tw, height: th) }
        let scale = min(tw / rest.width, th / rest.height)
        let w = rest.width * scale, h = rest.height * scale
        return Rect(x: (tw - w) / 2, y: (th - h) / 2, width: w, height: h)
    }
}
