/// A k-d tree over places on the unit sphere: the nearest of ~34,000 places in a few
/// microseconds (`unwind-bench places`), where scanning them all takes about a millisecond.
/// The tree is implicit: `order` holds place indices so that each range's middle element
/// splits the rest along the range's axis (x, y, z by depth); nothing else is stored.
struct PlaceTree: Sendable {
    private let points: [SpherePoint]
    private let order: [Int]

    /// Builds the tree over `points` (indices into the caller's places).
    init(points: [SpherePoint]) {
        self.points = points
        var order = Array(points.indices)
        Self.build(&order, points: points, range: 0..<order.count, depth: 0)
        self.order = order
    }

    private static func build(_ order: inout [Int], points: [SpherePoint], range: Range<Int>, depth: Int) {
        guard range.count > 1 else { return }
        let axis = depth % 3
        let mid = range.lowerBound + range.count / 2
        select(&order, points: points, range: range, nth: mid, axis: axis)
        build(&order, points: points, range: range.lowerBound..<mid, depth: depth + 1)
        build(&order, points: points, range: (mid + 1)..<range.upperBound, depth: depth + 1)
    }

    /// Quickselect (Hoare's): afterwards `order[nth]` is the element a sort by `axis` would
    /// put there, with no greater one before it and no smaller one after. Linear on
    /// average, where sorting every range made building the tree take most of its load time.
    private static func select(_ order: inout [Int], points: [SpherePoint], range: Range<Int>, nth: Int, axis: Int) {
        var low = range.lowerBound, high = range.upperBound - 1
        while low < high {
            let pivot = points[order[(low + high) / 2]][axis]
            var i = low, j = high
            while i <= j {
                while points[order[i]][axis] < pivot { i += 1 }
                while points[order[j]][axis] > pivot { j -= 1 }
                if i <= j {
                    order.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if nth <= j {
                high = j
            } else if nth >= i {
                low = i
            } else {
                return
            }
        }
    }

    /// The index of the point nearest `target` and its squared chord distance; nil when empty.
    func nearest(to target: SpherePoint) -> (index: Int, squaredChord: Double)? {
        guard !order.isEmpty else { return nil }
        var best = (index: order[0], squaredChord: Double.infinity)
        search(target, range: 0..<order.count, depth: 0, best: &best)
        return best
    }

    private func search(_ target: SpherePoint, range: Range<Int>, depth: Int, best: inout (index: Int, squaredChord: Double)) {
        guard !range.isEmpty else { return }
        let mid = range.lowerBound + range.count / 2
        let index = order[mid]
        let distance = points[index].squaredChord(to: target)
        if distance < best.squaredChord { best = (index, distance) }
        let axis = depth % 3
        let offset = target[axis] - points[index][axis]
        let near = offset < 0 ? range.lowerBound..<mid : (mid + 1)..<range.upperBound
        let far = offset < 0 ? (mid + 1)..<range.upperBound : range.lowerBound..<mid
        search(target, range: near, depth: depth + 1, best: &best)
        // The far side can only hold something nearer if the splitting plane is nearer.
        if offset * offset < best.squaredChord { search(target, range: far, depth: depth + 1, best: &best) }
    }

    /// The indices of every point within `squaredChord` of `target`.
    func within(_ squaredChord: Double, of target: SpherePoint) -> [Int] {
        var found: [Int] = []
        collect(target, squaredChord, range: 0..<order.count, depth: 0, into: &found)
        return found
    }

    private func collect(_ target: SpherePoint, _ limit: Double, range: Range<Int>, depth: Int, into found: inout [Int]) {
        guard !range.isEmpty else { return }
        let mid = range.lowerBound + range.count / 2
        let index = order[mid]
        if points[index].squaredChord(to: target) <= limit { found.append(index) }
        let offset = target[depth % 3] - points[index][depth % 3]
        if offset <= 0 || offset * offset <= limit { collect(target, limit, range: range.lowerBound..<mid, depth: depth + 1, into: &found) }
        if offset >= 0 || offset * offset <= limit { collect(target, limit, range: (mid + 1)..<range.upperBound, depth: depth + 1, into: &found) }
    }
}
