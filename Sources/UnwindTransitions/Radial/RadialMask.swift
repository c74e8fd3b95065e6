import Foundation
import UnwindDraw
import UnwindECS

/// The shape of a radial mask at one moment.
public struct RadialMaskState: Sendable, Hashable {
    /// The mask's oval, as its bounding rectangle in view pixels.
    public var oval: Rect
    /// Alpha of the fade-colour overlay (0 when there is none or the delay still runs).
    public var fadeAlpha: Float
    /// Half the oval's width: the circle's radius once the start rect's size is gone.
    public var radius: Float { oval.width / 2 }
}

/// A circular mask over one image: the entity a radial transition spawns.
public struct RadialMask: Component, Sendable {
    /// The settings (kind, timing, softness, fade) this mask plays.
    public let transition: RadialMaskTransition
    /// The image inside the circle (the new one for reveal, the old one for unreveal).
    public let masked: ImageLayer
    /// Drawn whole underneath the circle (the old image for reveal); `nil` for unreveal,
    /// where the player draws the new image underneath.
    public let under: ImageLayer?
    /// The view: the fade overlay covers it and the mask is clipped to it.
    public let bounds: Rect
    /// The oval the mask grows from (reveal) or shrinks into (unreveal).
    public let startRect: Rect
    /// The radius that covers the whole view from the start rect's centre.
    public let fullRadius: Float
    /// The tick at which this mask's local time is 0.
    public let startTick: Int64

    /// A mask for one run of `transition`; works out `fullRadius` from `startRect` and `bounds`.
    public init(transition: RadialMaskTransition, masked: ImageLayer, under: ImageLayer?, bounds: Rect, startRect: Rect, startTick: Int64) {
        self.transition = transition
        self.masked = masked
        self.under = under
        self.bounds = bounds
        self.startRect = startRect
        self.startTick = startTick
        self.fullRadius = Self.coveringRadius(from: startRect.center, of: bounds) + transition.edgeWidth / 2
    }

    /// Distance from `center` to the farthest corner of `bounds`: the smallest circle
    /// around `center` that covers the view.
    public static func coveringRadius(from center: Vec2, of bounds: Rect) -> Float {
        let dx = max(abs(center.x - bounds.minX), abs(center.x - bounds.maxX))
        let dy = max(abs(center.y - bounds.minY), abs(center.y - bounds.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The mask at `seconds` after the transition started.
    public func state(at seconds: Double) -> RadialMaskState {
        let t = transition
        let moving = t.animationDuration > 0 ? (seconds - t.delay) / t.animationDuration : (seconds >= t.delay ? 1 : 0)
        let m = min(max(moving, 0), 1)
        let full = Rect(x: startRect.center.x - fullRadius, y: startRect.center.y - fullRadius, width: 2 * fullRadius, height: 2 * fullRadius)
        let oval: Rect
        var fade: Float = 0
        switch t.kind {
        case .reveal:
            oval = Self.mix(startRect, full, Float(AnimationCurve.easeIn.value(at: m)))
            if t.fadeColor != nil, seconds >= t.delay { fade = 0.01 + 0.99 * Float(AnimationCurve.easeInOut.value(at: m)) }
        case .unreveal:
            oval = Self.mix(full, startRect, Float(AnimationCurve.easeOut.value(at: m)))
            if t.fadeColor != nil { fade = seconds < t.delay ? 1 : 1 - 0.99 * Float(AnimationCurve.easeInOut.value(at: m)) }
        }
        return RadialMaskState(oval: oval, fadeAlpha: fade)
    }

    private static func mix(_ a: Rect, _ b: Rect, _ p: Float) -> Rect {
        Rect(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p, width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }
}
