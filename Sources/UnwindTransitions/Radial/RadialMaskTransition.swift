import UnwindDraw
import UnwindECS
import UnwindTime

/// Which way the circular mask moves.
public enum RevealKind: String, Sendable, Hashable {
    /// The new image appears inside a circle that grows from the start rect to cover the view.
    case reveal
    /// The old image shrinks into a circle toward the start rect, uncovering the new one.
    case unreveal
}

/// CircularRevealKit's radial present/dismiss as a transition: a circular mask over one
/// image, growing (easeIn) or shrinking (easeOut), with an optional delay, fade colour and
/// soft edge.
public struct RadialMaskTransition: Transition {
    /// CircularRevealKit's `DEFAULT_CIRCULAR_ANIMATION_DURATION`.
    public static let defaultDuration = 0.5
    /// Speedy timing: quick enough for fast browsing, still long enough to read as a circle.
    public static let speedyDuration = 0.3

    /// Reveal (grow the new image) or unreveal (shrink the old one).
    public let kind: RevealKind
    /// Seconds the mask moves (after `delay`).
    public let animationDuration: Double
    /// Seconds the old image holds before the mask starts.
    public let delay: Double
    /// The oval the mask starts from (reveal) or ends in (unreveal); `nil` uses the
    /// request's touch point, or a zero-size rect at the view's centre.
    public let startRect: Rect?
    /// Width of the soft edge in pixels (0: just the anti-aliased `feather`).
    public let softness: Float
    /// Width of the anti-aliasing ramp on the mask's edge (`Feather.defaultWidth`; 0 gives
    /// the stair-stepped edge of a plain mesh, kept for comparison in the benchmark).
    public let feather: Float
    /// Colour the uncovered image fades through, CircularRevealKit's `fadeColor`.
    public let fadeColor: Color?

    /// A radial transition; negative durations, delays and widths are taken as 0.
    public init(
        kind: RevealKind, duration: Double = RadialMaskTransition.defaultDuration, delay: Double = 0, startRect: Rect? = nil, softness: Float = 0,
        feather: Float = Feather.defaultWidth, fadeColor: Color? = nil
    ) {
        self.kind = kind
        self.animationDuration = max(duration, 0)
        self.delay = max(delay, 0)
        self.startRect = startRect
        self.softness = max(softness, 0)
        self.feather = max(feather, 0)
        self.fadeColor = fadeColor
    }

    /// The band the edge actually fades across: the soft edge, or the anti-aliasing ramp
    /// when that is wider.
    public var edgeWidth: Float { max(softness, feather) }

    /// Builds one from command-line or config options.
    public init(kind: RevealKind, options: TransitionOptions) {
        let duration = options.duration ?? (options.speedy ? Self.speedyDuration : Self.defaultDuration)
        let start = options.originRect ?? options.origin.map { Rect(x: $0.x, y: $0.y, width: 0, height: 0) }
        self.init(
            kind: kind, duration: duration, delay: options.delay, startRect: start, softness: options.softness, feather: options.feather,
            fadeColor: options.fadeColor)
    }

    /// The catalog name of this kind.
    public var name: String { kind == .reveal ? "radial" : "radial-unreveal" }
    /// Delay plus animation: the player ends the transition then.
    public var duration: Double { delay + animationDuration }

    /// Spawns the mask entity; a touch origin in the request wins over the configured start rect.
    public func spawn(in world: World, root: Entity, request: TransitionRequest, start: FixedTime) {
        let touch = request.origin.map { Rect(x: $0.x, y: $0.y, width: 0, height: 0) }
        let startRect = touch ?? self.startRect ?? Rect(x: request.bounds.center.x, y: request.bounds.center.y, width: 0, height: 0)
        switch kind {
        case .reveal:
            _ = world.modify(ActiveTransition.self, of: root) { $0.drawsIncomingImage = true }
            let mask = RadialMask(
                transition: self, masked: request.to, under: request.from, bounds: request.bounds, startRect: startRect, startTick: start.tick)
            world.spawn(mask, TransitionMember(root: root))
        case .unreveal:
            guard let from = request.from else { return }
            let mask = RadialMask(transition: self, masked: from, under: nil, bounds: request.bounds, startRect: startRect, startTick: start.tick)
            world.spawn(mask, TransitionMember(root: root))
        }
    }
}
