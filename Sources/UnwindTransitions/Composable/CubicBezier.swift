/// A timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), solved
/// for y at a given x the way WebKit's `UnitBezier` does: Newton steps, then bisection.
public struct CubicBezier: Sendable, Hashable {
    /// The two control points; x is clamped to 0...1 so the curve stays a function of time.
    public let x1, y1, x2, y2: Double

    /// A curve through control points (x1, y1) and (x2, y2); x outside 0...1 is clamped, y may overshoot.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Core Animation's easeIn.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// Core Animation's easeOut.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// Core Animation's easeInEaseOut.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    /// y at x = `t`, accurate to about 1e-7.
    public func value(at t: Double) -> Double {
        sample(y1, y2, solveParameter(forX: t))
    }

    private func sample(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    private func solveParameter(forX x: Double) -> Double {
        let epsilon = 1e-7
        var s = x
        for _ in 0..<8 {
            let error = sample(x1, x2, s) - x
            if abs(error) < epsilon { return s }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        while hi - lo > epsilon {
            let value = sample(x1, x2, s)
            if abs(value - x) < epsilon { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
