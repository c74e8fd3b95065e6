import UnwindDraw

/// A point in a view's own rectangle, (0, 0) top left to (1, 1) bottom right: what a
/// scale grows from.
public struct UnitPoint: Sendable, Hashable {
    /// Horizontal position: 0 at the left edge, 1 at the right.
    public var x: Double
    /// Vertical position: 0 at the top edge, 1 at the bottom.
    public var y: Double

    /// A point at (`x`, `y`) of the unit square; values outside 0...1 lie outside the view.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The middle; the default anchor.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Named anchors the command line accepts (`scale:0.5@topLeading`).
    public static let named: [(String, UnitPoint)] = [
        ("center", .center), ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("trailing", .trailing), ("bottomLeading", .bottomLeading),
        ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]
}

/// How one image is drawn at one moment of a composable transition: the properties
/// SwiftUI's transition modifiers set on a view.
///
/// Everything but `anchor` is animatable: opacity, scale, offset, rotation and blur
/// interpolate together as one vector.
public struct ViewProperties: Sendable, Hashable, Animatable {
    /// 0 invisible ... 1 opaque.
    public var opacity: Double
    /// Uniform scale about `anchor`; 1 is the image's own size.
    public var scale: Double
    /// The fixed point of `scale`, in the image's unit square.
    public var anchor: UnitPoint
    /// Displacement in view pixels, x right and y down.
    public var offsetX: Double
    /// Vertical displacement in view pixels, down positive.
    public var offsetY: Double
    /// Clockwise degrees about the image's centre.
    public var rotation: Double
    /// Gaussian-like blur radius in pixels.
    public var blur: Double

    /// Properties with the given changes from identity (opaque, full size, in place, upright, sharp).
    public init(
        opacity: Double = 1, scale: Double = 1, anchor: UnitPoint = .center, offsetX: Double = 0, offsetY: Double = 0, rotation: Double = 0, blur: Double = 0
    ) {
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.rotation = rotation
        self.blur = blur
    }

    /// The image as it is when no transition touches it.
    public static let identity = ViewProperties()

    /// Opacity, scale, offsets, rotation and blur as one nested pair, so one interpolation moves them all.
    public typealias AnimatableData = AnimatablePair<
        AnimatablePair<Double, Double>, AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
    >

    /// (opacity, scale), ((offsetX, offsetY), (rotation, blur)).
    public var animatableData: AnimatableData {
        get {
            AnimatablePair(AnimatablePair(opacity, scale), AnimatablePair(AnimatablePair(offsetX, offsetY), AnimatablePair(rotation, blur)))
        }
        set {
            opacity = newValue.first.first
            scale = newValue.first.second
            offsetX = newValue.second.first.first
            offsetY = newValue.second.first.second
            rotation = newValue.second.second.first
            blur = newValue.second.second.second
        }
    }

    /// Both effects applied to one view: opacities and scales multiply, offsets, rotations
    /// and blur radii add; the anchor is that of the first part that scales.
    public func combined(with other: ViewProperties) -> ViewProperties {
        ViewProperties(
            opacity: opacity * other.opacity,
            scale: scale * other.scale,
            anchor: scale != 1 || other.scale == 1 ? anchor : other.anchor,
            offsetX: offsetX + other.offsetX,
            offsetY: offsetY + other.offsetY,
            rotation: rotation + other.rotation,
            blur: blur + other.blur)
    }

    /// Where `rect` lands: scaled about the anchor, then offset. Rotation is left to the quad.
    public func apply(to rect: Rect) -> Rect {
        let s = Float(max(scale, 0))
        let ax = rect.x + rect.width * Float(anchor.x), ay = rect.y + rect.height * Float(anchor.y)
        return Rect(
            x: ax + (rect.x - ax) * s + Float(offsetX), y: ay + (rect.y - ay) * s + Float(offsetY),
            width: rect.width * s, height: rect.height * s)
    }
}
