import Foundation
import Testing
import UnwindSlideshow
import UnwindSlideshowTesting

/// Seeded, generated header cases over every format: intact files must be sized exactly as
/// they were built (so bombs are refused by the limit), and damaged ones must give a header
/// or a reason, never a trap or a hang. `UNWIND_FUZZ_CASES` and `UNWIND_FUZZ_SEED` run it
/// longer by hand.
@Suite struct ImageHeaderFuzzTests {
    static var caseCount: Int { ProcessInfo.processInfo.environment["UNWIND_FUZZ_CASES"].flatMap(Int.init) ?? 400 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["UNWIND_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_122 }

    @Test func generatedHeadersNeverTrapAndBombsNeverPass() throws {
        let limits = PhotoLimits(maxMegapixels: 100)
        var intact = 0, damaged = 0, refusedBombs = 0, readable = 0
        for (index, item) in ImageHeaderCases(seed: Self.seed).prefix(Self.caseCount).enumerated() {
            let context = "case \(index) (seed \(Self.seed)): \(item.format) \(item.declaredWidth)×\(item.declaredHeight)"
            let header: ImageHeader?
            do {
                header = try ImageHeader.parse(bytes: item.bytes)
                readable += 1
            } catch {
                header = nil
                #expect(!error.description.isEmpty, "\(context): an empty reason")
            }
            if item.mutated {
                damaged += 1
                if let header { #expect(header.width > 0 && header.height > 0, "\(context): \(header)") }
                continue
            }
            intact += 1
            let built = try #require(header, "\(context): an intact file must be sized")
            #expect(built.width == item.declaredWidth && built.height == item.declaredHeight, "\(context): read \(built)")
            if Double(item.declaredWidth) * Double(item.declaredHeight) > 100_000_000 {
                #expect(limits.refusal(for: built) != nil, "\(context): an over-limit image got through")
                refusedBombs += 1
            }
        }
        #expect(intact > 0 && damaged > 0 && refusedBombs > 0, "intact \(intact), damaged \(damaged), bombs \(refusedBombs), readable \(readable)")
    }
}
