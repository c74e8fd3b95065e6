import Testing
import UnwindInput

@testable import UnwindScenes

/// How a headless show carries out its decodes: a finished prefetch is taken in when the show
/// needs the slide (or as many intervals after asking as it decodes ahead), not at the next
/// tick, so decodes overlap the frames; and a `next` while the slide is still out moves the
/// show one photo.
@Suite(.serialized) struct SlideshowSceneRequestsTests {
    @Test func aPrefetchIsTakenInWhenTheShowNeedsIt() throws {
        var outstanding: [Int: Int] = [:]
        let (scene, _) = try SlideshowControlsTests.run(
            frames: 60, script: [30: SlideshowControlsTests.key(.right)],
            observe: { scene, frame in outstanding[frame] = scene.requested.count })
        // Interval 100 s: nothing but the key needs the next slide before frame 30. A headless
        // show decodes two ahead (SlideshowDecodeLanesTests): the next slide and the one after.
        #expect(outstanding[20] == 2, "the next two slides asked for and not yet taken in at frame 20: \(outstanding.sorted { $0.key < $1.key })")
        #expect(SlideshowControlsTests.names(scene) == ["p0.png", "p1.png"], "one key, one photo: \(SlideshowControlsTests.names(scene))")
        #expect(outstanding[50] == 2, "after it, the two after it are asked for and wait likewise: \(outstanding.sorted { $0.key < $1.key })")
    }

    /// The slide after next is asked for two intervals before it is shown; taking it in one
    /// interval after asking made the render thread wait for a decode it did not need yet
    /// (a 24 MP one outlasts an interval's frames headless). It stays out until the show needs
    /// it, and no longer than two intervals.
    @Test func theSlideAfterNextIsTakenInWhenItIsNeededNotAnIntervalAfterAsking() throws {
        var out: [Int: Set<String>] = [:]
        _ = try SlideshowControlsTests.run(
            config: SlideshowTestSupport.config(interval: 2), frames: 240, script: [:],
            observe: { scene, frame in out[frame] = Set(scene.requested.values.map { $0.first.lastComponent.description }) })
        let asked = out.filter { $0.value.contains("p2.png") }.keys
        guard let first = asked.min(), let last = asked.max() else {
            Issue.record("p2 was never asked for: \(out.sorted { $0.key < $1.key })")
            return
        }
        // 30 frames a second, 60 an interval.
        #expect(last - first >= 90, "p2 out from frame \(first) to \(last): taken in before it was needed")
        #expect(last - first <= 121, "p2 out from frame \(first) to \(last): longer than two intervals")
        #expect(out.values.map(\.count).max() == 2, "two decodes out at most: \(out.sorted { $0.key < $1.key })")
    }
}
