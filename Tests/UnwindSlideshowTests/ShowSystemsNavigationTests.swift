import Testing
import UnwindDraw
import UnwindPhotos
import UnwindSlideshow

/// Transitions in a seeded show repeat exactly: blocks patterns included.
@Suite struct ShowSystemsNavigationTests {
    /// The photos' draw lists at every frame of a 4-second show at 30 fps.
    static func frames(seed: UInt64, transitions: [String]) -> [DrawList] {
        let driver = ShowDriver(
            files: ShowDriver.photos(3), config: ShowDriver.config(interval: 0.5, transitions: transitions), seed: seed,
            size: Size(width: 640, height: 360))
        driver.start()
        var lists: [DrawList] = []
        for _ in 0..<120 {
            for _ in 0..<4 { driver.step() }
            var list = DrawList()
            driver.session.drawPhotos(alpha: 0, into: &list)
            lists.append(list)
        }
        return lists
    }

    @Test func aSeededShowRepeatsBlocksFrameForFrame() {
        let a = Self.frames(seed: 7, transitions: ["blocks"]), b = Self.frames(seed: 7, transitions: ["blocks"])
        #expect(a == b, "same seed, same frames")
        let c = Self.frames(seed: 8, transitions: ["blocks"])
        #expect(a != c, "another seed, another pattern")
        #expect(a.contains { $0.count > 10 }, "the frames include blocks mid-transition")
    }

    @Test func eachChangeGetsItsOwnPattern() {
        let frames = Self.frames(seed: 7, transitions: ["blocks"])
        let mid = frames.filter { $0.count > 10 }
        #expect(Set(mid).count > 1)
    }

    /// With --verbose each photo that comes on screen is an info line naming it (the soak
    /// reads the show's timeline from them); skips stay the only warnings.
    @Test func eachPhotoOnScreenIsAnInfoLine() {
        let driver = ShowDriver(files: ShowDriver.photos(3), config: ShowDriver.config(interval: 1))
        driver.start()
        driver.run(seconds: 8)
        let showing = driver.logs.filter { $0.message.hasPrefix("showing ") }
        #expect(showing.map { String($0.message.split(separator: "/").last ?? "") } == driver.shownNames, "\(showing.map(\.message)) vs \(driver.shownNames)")
        #expect(showing.count >= 3 && showing.allSatisfy { $0.level == .info }, "\(showing)")
    }
}
