import UnwindPhotos

/// Orders file names the way people count: `img2` before `img10`, case-insensitively,
/// so a camera folder plays in the order it was shot rather than in byte order.
public enum NaturalOrder {
    /// True when `a` sorts before `b`.
    public static func less(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Sorts names, reading each name's characters once (10,000 photos sort in milliseconds).
    public static func sorted(_ names: [String]) -> [String] {
        let keys = names.map { Array($0.unicodeScalars.lazy.map(\.value)) }
        let order = keys.indices.sorted { i, j in
            let c = compare(keys[i], keys[j])
            return c != 0 ? c < 0 : Array(names[i].utf8).lexicographicallyPrecedes(Array(names[j].utf8))
        }
        return order.map { names[$0] }
    }

    /// Sorts paths by their names as people read them (undecodable bytes as U+FFFD), with
    /// byte order breaking ties, so the order is total even for names that are not UTF-8.
    public static func sorted(_ paths: [PhotoPath]) -> [PhotoPath] {
        // With no stop the sort always finishes; `paths` is never the answer.
        sorted(paths, until: nil) ?? paths
    }

    /// -1, 0 or 1. Digit runs compare by value (then by length, so `01` follows `1`), other
    /// runs compare case-insensitively; exact byte order breaks remaining ties.
    public static func compare(_ a: String, _ b: String) -> Int {
        let c = compare(Array(a.unicodeScalars.lazy.map(\.value)), Array(b.unicodeScalars.lazy.map(\.value)))
        if c != 0 || a == b { return c }
        return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) ? -1 : 1
    }

    static func compare(_ x: [UInt32], _ y: [UInt32]) -> Int {
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                let startI = i, startJ = j
                while i < x.count, isDigit(x[i]) { i += 1 }
                while j < y.count, isDigit(y[j]) { j += 1 }
                var a = startI, b = startJ
                while a < i - 1, x[a] == 48 { a += 1 }
                while b < j - 1, y[b] == 48 { b += 1 }
                if i - a != j - b { return i - a < j - b ? -1 : 1 }
                while a < i {
                    if x[a] != y[b] { return x[a] < y[b] ? -1 : 1 }
                    a += 1
                    b += 1
                }
                if i - startI != j - startJ { return i - startI < j - startJ ? -1 : 1 }
                continue
            }
            let p = folded(x[i]), q = folded(y[j])
            if p != q { return p < q ? -1 : 1 }
            i += 1
            j += 1
        }
        if x.count - i != y.count - j { return (x.count - i) < (y.count - j) ? -1 : 1 }
        return 0
    }

    private static func isDigit(_ v: UInt32) -> Bool {
        v >= 48 && v <= 57
    }

    private static func folded(_ v: UInt32) -> UInt32 {
        (v >= 65 && v <= 90) ? v + 32 : v
    }
}
