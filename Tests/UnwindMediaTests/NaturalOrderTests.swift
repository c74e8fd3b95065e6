import Testing
import UnwindMedia
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
