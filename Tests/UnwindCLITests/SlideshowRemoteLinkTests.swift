import Testing

@testable import UnwindCLI

/// The remote status's frame time: a p95 over the last few hundred frames only, so it says
/// what the show does now and a kiosk keeps no history.
@Suite struct SlideshowRemoteLinkTests {
    @Test func theP95FollowsTheRecentFramesOnly() {
        var times = RecentFrameTimes(capacity: 100)
        #expect(times.p95 == 0, "no frames yet")
        for i in 1...100 { times.record(Double(i)) }
        #expect(times.p95 == 95, "the 95th of 1...100")
        for _ in 0..<100 { times.record(2) }
        #expect(times.p95 == 2, "a slow spell a hundred frames ago is forgotten")
        for _ in 0..<5 { times.record(40) }
        #expect(times.p95 == 2, "five slow frames of a hundred are the top 5 %")
        times.record(50)
        #expect(times.p95 == 40, "six are more than 5 %: the p95 sees them")
    }
}
