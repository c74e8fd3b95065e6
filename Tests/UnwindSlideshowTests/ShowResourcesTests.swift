import Testing
import UnwindMedia
import UnwindPhotos
import UnwindTime

@testable import UnwindSlideshow

/// The show's resources are made in one place, `ShowSession.init`; the accessors stop the
/// program on a missing one instead of inventing a default, so this checks that none is missing.
@Suite struct ShowResourcesTests {
    @Test func theSessionMakesEveryResourceTheSystemsRead() {
        let photos: [PhotoPath] = ["/photos/a.jpg", "/photos/b.jpg"]
        let config = ShowDriver.config(interval: 37)
        let session = ShowSession(
            roots: ["/photos"], config: config, seed: 1, scan: PhotoScanner.Result(photos: photos, skipped: [], missing: []),
            availableTransitions: ["crossfade"])
        let world = session.world
        let made: [(String, Bool)] = [
            ("ShowSetup", world.hasResource(ShowSetup.self)), ("Stage", world.hasResource(Stage.self)),
            ("ShowSequence", world.hasResource(ShowSequence.self)), ("ShowMachine", world.hasResource(ShowMachine.self)),
            ("TransitionCycle", world.hasResource(TransitionCycle.self)), ("Loading", world.hasResource(Loading.self)),
            ("FailureBook", world.hasResource(FailureBook.self)), ("ScreenState", world.hasResource(ScreenState.self)),
            ("ShowProgress", world.hasResource(ShowProgress.self)), ("SlideshowReport", world.hasResource(SlideshowReport.self)),
            ("ShowInbox", world.hasResource(ShowInbox.self)), ("FixedTime", world.hasResource(FixedTime.self)),
            ("TransitionBudget", world.hasResource(TransitionBudget.self)),
        ]
        #expect(made.filter { !$0.1 }.map(\.0) == [], "resources the session did not make")
        #expect(session.machine.interval == 37, "the interval is the config's, not a default's")
    }
}
