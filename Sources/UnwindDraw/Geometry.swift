/// A 2-D point or vector in pixels (or normalised texture units for uv).
public struct Vec2: Hashable, Sendable {
    public var x: Float
    public var y: Float

    @inlinable
    public init(_ x: Float, _ y: Float) {
        self.x = x
        self.y = y
    }

    public static let zero = Vec2(0, 0)

    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Vec2, s: Float) -> Vec2 { Vec2(a.x * s, a.y * s) }

    /// Euclidean length.
    @inlinable public var length: Float { (x * x + y * y).squareRoot() }
}

/// An axis-aligned rectangle in pixels, origin at the top left, y down (SDL's convention).
public struct Rect: Hashable, Sendable {
    public var x: Float
    public var y: Float
    public var width: Float
    public var height: Float

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

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Float { x }
    @inlinable public var minY: Float { y }
    @inlinable public var maxX: Float { x + width }
    @inlinable public var maxY: Float { y + height }
    @inlinable public var center: Vec2 { Vec2(x + width / 2, y + height / 2) }
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
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }

    /// The rectangle at the origin with this size.
    public var rect: Rect { Rect(width: Float(width), height: Float(height)) }
}
