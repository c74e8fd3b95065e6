import UnwindDraw

/// Finding where on the spiral a finger is.
extension SpiralPath {
    /// Where on the spiral a query landed.
    public struct Closest: Sendable, Equatable {
        /// Index of the nearest point.
        public var index: Int
        /// Length along the spiral of the nearest spot (projected onto the neighbouring
        /// segments, so it moves continuously between points).
        public var length: Float
        /// Distance from the query to that spot.
        public var distance: Float
        /// Whether the local window missed and the whole spiral was scanned.
        public var usedFullScan: Bool
    }

    /// Points searched on each side of the last known index; the spec's ±50.
    public static let localWindow = 50

    /// The spec's `closestProgress(to:)`: searches ±`localWindow` points around `lastIndex`
    /// and falls back to a full scan only when tracking is lost, meaning there is no last
    /// index or the best local point is farther than `lostDistance` from the query (the
    /// finger jumped to another turn or left the spiral).
    ///
    /// - Complexity: O(window) while tracking, O(n) when lost.
    public func closest(to query: Vec2, near lastIndex: Int?, lostDistance: Float) -> Closest {
        if let lastIndex {
            let low = max(0, lastIndex - Self.localWindow)
            let high = min(points.count - 1, lastIndex + Self.localWindow)
            let local = nearestIndex(to: query, in: low...high)
            if local.distanceSquared <= lostDistance * lostDistance {
                return refine(query, index: local.index, usedFullScan: false)
            }
        }
        return closestFullScan(to: query)
    }

    /// The nearest spot found by scanning every point.
    ///
    /// - Complexity: O(n).
    public func closestFullScan(to query: Vec2) -> Closest {
        refine(query, index: nearestIndex(to: query, in: 0...(points.count - 1)).index, usedFullScan: true)
    }

    /// Progress (0...1) of the nearest spot, for callers that think in fractions.
    public func closestProgress(to query: Vec2, near lastIndex: Int?, lostDistance: Float) -> Float {
        closest(to: query, near: lastIndex, lostDistance: lostDistance).length / totalLength
    }

    private func nearestIndex(to q: Vec2, in range: ClosedRange<Int>) -> (index: Int, distanceSquared: Float) {
        var best = range.lowerBound
        var bestD = Float.greatestFiniteMagnitude
        points.withUnsafeBufferPointer { p in
            for i in range {
                let dx = p[i].x - q.x, dy = p[i].y - q.y
                let d = dx * dx + dy * dy
                if d < bestD {
                    bestD = d
                    best = i
                }
            }
        }
        return (best, bestD)
    }

    /// Projects the query onto the two segments meeting at `index` and keeps the nearer.
    private func refine(_ q: Vec2, index: Int, usedFullScan: Bool) -> Closest {
        var best = Closest(index: index, length: cumulativeLengths[index], distance: (points[index] - q).length, usedFullScan: usedFullScan)
        for (a, b) in [(index - 1, index), (index, index + 1)] where a >= 0 && b < points.count {
            let seg = points[b] - points[a]
            let len2 = seg.x * seg.x + seg.y * seg.y
            guard len2 > 0 else { continue }
            let rel = q - points[a]
            let t = min(max((rel.x * seg.x + rel.y * seg.y) / len2, 0), 1)
            let d = (points[a] + seg * t - q).length
            if d < best.distance {
                best.distance = d
                best.length = cumulativeLengths[a] + (cumulativeLengths[b] - cumulativeLengths[a]) * t
            }
        }
        return best
    }
}
