import Testing
import UnwindInput

@testable import UnwindScenes

/// How a headless show carries out its decodes: a finished prefetch is taken in when the show
/// needs the slide (or an interval after asking), not at the next tick, so decodes overlap
/// the frames; and a `next` while the slide is still out moves the show one photo.
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
}
