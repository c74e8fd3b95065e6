import Foundation
import UnwindDraw

/// An Archimedean spiral (r = startRadius + spacing · θ / 2π) as a polyline centred on the
/// origin, with the cumulative length at every point.
///
/// Progress is measured by physical length, not by point index: points crowd near the
/// centre, so index-based progress would make the line race on the outer turns and crawl
/// on the inner ones, and the finger would feel the difference.
public struct SpiralPath: Sendable {
    /// Points from the centre outwards, in spiral units.
    public let points: [Vec2]
    /// `cumulativeLengths[i]` is the length from point 0 to point i; strictly increasing.
    public let cumulativeLengths: [Float]
    /// Radius of the last point.
    public let outerRadius: Float

    /// Builds the spiral; `pointsPerRotation` sets the resolution (at least 8).
    public init(startRadius: Double, spacing: Double, rotations: Double, pointsPerRotation: Int) {
        let count = max(2, Int((rotations * Double(max(pointsPerRotation, 8))).rounded(.up)) + 1)
        let thetaEnd = rotations * 2 * Double.pi
        var points: [Vec2] = []
        points.reserveCapacity(count)
        for i in 0..<count {
            let theta = thetaEnd * Double(i) / Double(count - 1)
            let r = startRadius + spacing * theta / (2 * Double.pi)
            // Start at twelve o'clock and turn clockwise on screen (y grows downwards).
            points.append(Vec2(Float(r * sin(theta)), Float(-r * cos(theta))))
        }
        var lengths: [Float] = [0]
        lengths.reserveCapacity(count)
        var total: Double = 0
        for i in 1..<count {
            total += Double((points[i] - points[i - 1]).length)
            lengths.append(Float(total))
        }
        self.points = points
        self.cumulativeLengths = lengths
        self.outerRadius = Float(startRadius + spacing * rotations)
    }

    /// The spiral described by a visual config.
    public init(_ config: SpiralVisualConfig) {
        self.init(startRadius: config.startRadius, spacing: config.spacing, rotations: config.rotations, pointsPerRotation: config.pointsPerRotation)
    }

    /// Length of the whole spiral.
    public var totalLength: Float { cumulativeLengths[cumulativeLengths.count - 1] }

    /// The spec's `setProgress`: the first point whose cumulative length is at least
    /// `totalLength × progress` (progress clamped to 0...1).
    ///
    /// - Complexity: O(log n), a binary search over the cumulative lengths.
    public func index(atProgress progress: Float) -> Int {
        index(atLength: totalLength * min(max(progress, 0), 1))
    }

    /// The first point whose cumulative length is at least `length`.
    ///
    /// - Complexity: O(log n).
    public func index(atLength length: Float) -> Int {
        var low = 0, high = cumulativeLengths.count - 1
        while low < high {
            let mid = (low + high) / 2
            if cumulativeLengths[mid] >= length { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The point `length` along the spiral, interpolated inside its segment so the head
    /// moves smoothly rather than jumping from point to point.
    public func position(atLength length: Float) -> Vec2 {
        let l = min(max(length, 0), totalLength)
        let i = index(atLength: l)
        guard i > 0 else { return points[0] }
        let l0 = cumulativeLengths[i - 1], l1 = cumulativeLengths[i]
        let t = l1 > l0 ? (l - l0) / (l1 - l0) : 1
        return points[i - 1] + (points[i] - points[i - 1]) * t
    }

    /// The point at a progress fraction.
    public func position(atProgress progress: Float) -> Vec2 {
        position(atLength: totalLength * min(max(progress, 0), 1))
    }

    /// The spiral's points from the start up to `length`, ending exactly at it: the filled
    /// part of the line.
    public func prefix(toLength length: Float) -> [Vec2] {
        let l = min(max(length, 0), totalLength)
        guard l > 0 else { return [] }
        let i = index(atLength: l)
        var result = Array(points[0..<i])
        result.append(position(atLength: l))
        return result
    }

    /// The spiral's points from `length` to the end, starting exactly at it: the part of the
    /// track the filled line does not cover.
    public func suffix(fromLength length: Float) -> [Vec2] {
        let l = min(max(length, 0), totalLength)
        guard l < totalLength else { return [] }
        let i = index(atLength: l)
        var result = [position(atLength: l)]
        result.append(contentsOf: points[(cumulativeLengths[i] > l ? i : i + 1)...])
        return result
    }
}
