/// Orders file names the way people count: `img2` before `img10`, case-insensitively,
/// so a camera folder plays in the order it was shot rather than in byte order.
public enum NaturalOrder {
    /// True when `a` sorts before `b`.
    public static func less(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// -1, 0 or 1. Digit runs compare by value (then by length, so `01` follows `1`), other
    /// runs compare case-insensitively; exact byte order breaks remaining ties.
    public static func compare(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                let startI = i, startJ = j
                while i < x.count, isDigit(x[i]) { i += 1 }
                while j < y.count, isDigit(y[j]) { j += 1 }
                let runA = trimZeros(x[startI..<i]), runB = trimZeros(y[startJ..<j])
                if runA.count != runB.count { return runA.count < runB.count ? -1 : 1 }
                for (p, q) in zip(runA, runB) where p != q { return p.value < q.value ? -1 : 1 }
                let lengthA = i - startI, lengthB = j - startJ
                if lengthA != lengthB { return lengthA < lengthB ? -1 : 1 }
                continue
            }
            let p = folded(x[i]), q = folded(y[j])
            if p != q { return p < q ? -1 : 1 }
            i += 1
            j += 1
        }
        if x.count - i != y.count - j { return (x.count - i) < (y.count - j) ? -1 : 1 }
        return a == b ? 0 : (Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) ? -1 : 1)
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool {
        s.value >= 48 && s.value <= 57
    }

    private static func trimZeros(_ run: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        let trimmed = run.drop { $0.value == 48 }
        return trimmed.isEmpty ? run.suffix(1) : trimmed
    }

    private static func folded(_ s: Unicode.Scalar) -> UInt32 {
        (s.value >= 65 && s.value <= 90) ? s.value + 32 : s.value
    }
}
