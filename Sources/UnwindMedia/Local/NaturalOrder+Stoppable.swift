import UnwindPhotos

/// The name sort of a whole scan, stoppable: a show stopped by SIGTERM right after listing
/// tens of thousands of photos must not sort them all first (seconds in a debug build under
/// load, past the 0.7 s watchdog) only to throw the order away as it ends.
extension NaturalOrder {
    /// How many keys are made, names sorted or merged between two asks of the stop.
    public static let stopStride = 2048

    /// `paths` in natural order (as `sorted(_:)`), or nil once `stop` says true: it is asked
    /// every `stopStride` steps of the work, so a stop ends the sort within a few
    /// milliseconds. A bottom-up merge sort of indices over keys made once per path.
    /// - Complexity: O(n log n) comparisons; O(n) for names already in order.
    public static func sorted(_ paths: [PhotoPath], until stop: (() -> Bool)?) -> [PhotoPath]? {
        let step = stopStride
        var keys: [[UInt32]] = []
        keys.reserveCapacity(paths.count)
        for start in stride(from: 0, to: paths.count, by: step) {
            if stop?() == true { return nil }
            for path in paths[start..<min(start + step, paths.count)] {
                keys.append(Array(String(decoding: path.bytes, as: UTF8.self).unicodeScalars.lazy.map(\.value)))
            }
        }
        let less = { (i: Int, j: Int) -> Bool in
            let c = compare(keys[i], keys[j])
            return c != 0 ? c < 0 : paths[i].bytes.lexicographicallyPrecedes(paths[j].bytes)
        }
        var order = Array(paths.indices)
        for start in stride(from: 0, to: order.count, by: step) {
            if stop?() == true { return nil }
            order[start..<min(start + step, order.count)].sort(by: less)
        }
        var merged = order
        var width = step
        while width < order.count {
            for start in stride(from: 0, to: order.count, by: 2 * width) {
                let middle = min(start + width, order.count), end = min(start + 2 * width, order.count)
                guard merge(order, start, middle, end, into: &merged, less: less, until: stop) else { return nil }
            }
            swap(&order, &merged)
            width *= 2
        }
        return order.map { paths[$0] }
    }

    /// Merges the sorted runs `source[start..<middle]` and `source[middle..<end]` into the same
    /// place of `target`; false once `stop` says true (asked every `stopStride` elements).
    private static func merge(
        _ source: [Int], _ start: Int, _ middle: Int, _ end: Int, into target: inout [Int], less: (Int, Int) -> Bool, until stop: (() -> Bool)?
    ) -> Bool {
        // Runs already in order (a listing that came sorted) are copied, not merged.
        if middle == end || !less(source[middle], source[middle - 1]) {
            target.replaceSubrange(start..<end, with: source[start..<end])
            return true
        }
        var i = start, j = middle, k = start
        while i < middle, j < end {
            if (k - start) % stopStride == 0, stop?() == true { return false }
            if less(source[j], source[i]) {
                target[k] = source[j]
                j += 1
            } else {
                target[k] = source[i]
                i += 1
            }
            k += 1
        }
        target.replaceSubrange(k..<(k + middle - i), with: source[i..<middle])
        k += middle - i
        target.replaceSubrange(k..<(k + end - j), with: source[j..<end])
        return true
    }
}
