import Testing
import UnwindMedia
import UnwindPhotos
import UnwindRandom

@Suite struct NaturalOrderTests {
    @Test func numbersCompareByValue() {
        let names = ["img10.jpg", "img2.jpg", "img1.jpg", "IMG3.jpg", "img02.jpg", "a/img100.jpg", "a/img9.jpg"]
        let sorted = names.sorted(by: NaturalOrder.less)
        #expect(sorted == ["a/img9.jpg", "a/img100.jpg", "img1.jpg", "img2.jpg", "img02.jpg", "IMG3.jpg", "img10.jpg"], "got \(sorted)")
    }

    @Test func orderIsStrictAndTotal() {
        let names = ["x1", "x01", "x001", "X1", "x1a", "x1 ", "x", "x10", "x9"]
        for a in names {
            #expect(!NaturalOrder.less(a, a), "\(a) < \(a) must be false")
            for b in names where a != b {
                #expect(NaturalOrder.less(a, b) != NaturalOrder.less(b, a), "exactly one of \(a) < \(b), \(b) < \(a)")
            }
        }
    }

    @Test func hugeDigitRunsDoNotOverflow() {
        #expect(NaturalOrder.less("p99999999999999999999999", "p100000000000000000000000"))
    }
}

extension NaturalOrderTests {
    @Test func bulkSortAgreesWithPairwiseOrder() {
        var generator = SplitMix64(seed: 8)
        let names = (0..<500).map { _ in
            "d\(Int.random(in: 0...3, using: &generator))/IMG_\(String(repeating: "0", count: Int.random(in: 0...2, using: &generator)))\(Int.random(in: 0...200, using: &generator)).\(["jpg", "JPG", "png"][Int.random(in: 0...2, using: &generator)])"
        }
        #expect(NaturalOrder.sorted(names) == names.sorted(by: NaturalOrder.less))
    }
}

extension NaturalOrderTests {
    /// 30,000 paths, as a big first scan lists them (shuffled, as `readdir` gives them).
    static func scanSizedPaths() -> [PhotoPath] {
        var generator = SplitMix64(seed: 30)
        return (0..<30_000).map { index in
            PhotoPath("/photos/f\(index % 150)/IMG_\(Int.random(in: 0...99_999, using: &generator)).\(["jpg", "JPG", "heic"][index % 3])")
        }.shuffled(using: &generator)
    }

    @Test func theStoppableSortGivesTheSameOrderAndAsksTheStopThroughout() {
        let paths = Self.scanSizedPaths()
        var asked = 0
        let sorted = NaturalOrder.sorted(
            paths,
            until: {
                asked += 1
                return false
            })
        #expect(sorted == NaturalOrder.sorted(paths))
        let expected = paths.map(\.description).sorted(by: NaturalOrder.less)
        #expect(sorted?.map(\.description) == expected, "the same order as the pairwise comparison")
        // Keys, the sorted runs and every merge ask: far more than once per 2,048 paths.
        #expect(asked >= 2 * paths.count / NaturalOrder.stopStride, "asked \(asked) times")
    }

    /// A stop at any point of the sort (making keys, sorting runs, the last merge) ends it
    /// there, without asking again.
    @Test(arguments: [1, 16, 30, 60])
    func aStopDuringTheSortEndsIt(at call: Int) {
        let paths = Self.scanSizedPaths()
        var asked = 0
        let sorted = NaturalOrder.sorted(
            paths,
            until: {
                asked += 1
                return asked >= call
            })
        #expect(sorted == nil, "stopped at ask \(call)")
        #expect(asked == call, "no ask after the stop: \(asked)")
    }
}
