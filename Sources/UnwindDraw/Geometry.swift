/// A 2-D point or vector in pixels (or normalised texture units for uv).
public struct Vec2: Hashable, Sendable {
    /// Horizontal component; pixels grow to the right.
    public var x: Float
    /// Vertical component; pixels grow downwards.
    public var y: Float

    /// A vector from its components.
    @inlinable
    public init(_ x: Float, _ y: Float) {
        self.x = x
        self.y = y
    }

    /// The origin, and the default uv.
    public static let zero = Vec2(0, 0)

    /// Component-wise sum: a point moved by an offset.
    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    /// Component-wise difference: the offset from `b` to `a`.
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    /// Both components scaled by `s`.
    @inlinable public static func * (a: Vec2, s: Float) -> Vec2 { Vec2(a.x * s, a.y * s) }

    /// Euclidean length.
    @inlinable public var length: Float { (x * x + y * y).squareRoot() }
}

/// An axis-aligned rectangle in pixels, origin at the top left, y down (SDL's convention).
public struct Rect: Hashable, Sendable {
    /// Left edge.
    public var x: Float
    /// Top edge.
    public var y: Float
    /// Extent to the right; zero or negative means empty.
    public var width: Float
    /// Extent downwards; zero or negative means empty.
    public var height: Float

    /// A rectangle with its top-left corner at `x`, `y`.
    @inlinable
    public init(x: Float, y: Float, width: Float, height: Float) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle from the origin with the given size.
    @inlinable
    public init(width: Float, height: Float) {
        self.init(x: 0, y: 0, width: width, height: height)
    }

    /// The empty rectangle at the origin; what `intersection` returns when nothing overlaps.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge, same as `x`.
    @inlinable public var minX: Float { x }
    /// Top edge, same as `y`.
    @inlinable public var minY: Float { y }
    /// Right edge (exclusive).
    @inlinable public var maxX: Float { x + width }
    /// Bottom edge (exclusive).
    @inlinable public var maxY: Float { y + height }
    /// The middle point; a rotated quad turns about its destination's centre.
    @inlinable public var center: Vec2 { Vec2(x + width / 2, y + height / 2) }
    /// True when it covers no area.
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether a point lies inside (min edges inclusive, max edges exclusive).
    @inlinable
    public func contains(_ p: Vec2) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rectangles, `.zero` when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A pixel size.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width` by `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WxH`, as logs and error messages print sizes.
    public var description: String { "\(width)x\(height)" }

    /// The rectangle at the origin with this size.
    public var rect: Rect { Rect(width: Float(width), height: Float(height)) }
}
