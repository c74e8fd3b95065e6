import Testing
import UnwindDraw
import UnwindPhotos
import UnwindSlideshow

/// Ken Burns on slides in a running show: the motion spans the whole time on screen,
/// holds while paused, and moves every sample of the photo, transitions included.
@Suite struct ShowMotionTests {
    static func driver(interval: Double = 2, transitions: [String] = ["crossfade"]) -> ShowDriver {
        var config = ShowDriver.config(interval: interval, transitions: transitions)
        config.motion = .kenburns
        return ShowDriver(files: ShowDriver.photos(3), config: config, size: Size(width: 200, height: 100))
    }

    @Test func motionCoversTheWholeTimeOnScreen() throws {
        let driver = Self.driver()
        driver.start()
        driver.step()
        let first = try #require(driver.session.stagedSlots.first?.motion)
        let crossfade = 0.0  // the first slide comes as a cut
        let outgoing = first.path.duration - 2 - crossfade
        #expect(outgoing > 0.1, "the duration includes the outgoing transition: \(first.path.duration)")
        #expect(first.path.snapsToPixels, "pans on whole pixels by default (software renderer)")
        let slot = try #require(driver.session.stagedSlots.first?.slot)
        #expect(slot.textureSize == Size(width: 220, height: 110), "prepared 10 % larger")
        #expect(slot.layer.source.width == 200 && slot.layer.source.height == 100, "one texel per pixel at rest: \(slot.layer.source)")
        driver.run(seconds: 2.2)
        let staged = driver.session.stagedSlots
        #expect(staged.count == 2, "both slides on stage mid-transition")
        #expect(staged.allSatisfy { $0.motion != nil }, "the leaving slide keeps moving")
        let leaving = try #require(staged.first { $0.role == .leaving }?.motion)
        #expect(leaving.elapsed > 2, "its clock ran through the interval: \(leaving.elapsed)")
    }

    @Test func everyWindowStaysInsideTheTexture() throws {
        let driver = Self.driver()
        driver.start()
        for _ in 0..<40 {
            driver.run(seconds: 0.25)
            for staged in driver.session.stagedSlots {
                let motion = try #require(staged.motion)
                let w = motion.path.window(at: motion.elapsed)
                let size = staged.slot.textureSize
                #expect(w.x >= 0 && w.y >= 0 && w.maxX <= Float(size.width) && w.maxY <= Float(size.height), "window \(w) in \(size)")
                #expect(w.x == w.x.rounded() && w.y == w.y.rounded(), "whole pixels: \(w)")
            }
        }
    }

    @Test func aPausedPhotoHoldsStill() throws {
        let driver = Self.driver(interval: 100)
        driver.start()
        driver.run(seconds: 1)
        driver.send(.pause)
        let before = try #require(driver.session.stagedSlots.first?.motion?.elapsed)
        driver.run(seconds: 3)
        let after = try #require(driver.session.stagedSlots.first?.motion?.elapsed)
        #expect(before == after, "motion holds while paused: \(before) → \(after)")
        driver.send(.resume)
        driver.run(seconds: 1)
        #expect((driver.session.stagedSlots.first?.motion?.elapsed ?? 0) > after)
    }

    @Test func theDrawListSamplesTheMovingWindow() throws {
        let driver = Self.driver(interval: 100)
        driver.start()
        driver.run(seconds: 3)
        let staged = try #require(driver.session.stagedSlots.first)
        let motion = try #require(staged.motion)
        var list = DrawList()
        driver.session.drawPhotos(alpha: 0.5, into: &list)
        guard case .quad(let quad) = try #require(list.commands.first) else {
            Issue.record("expected a quad, got \(list.commands)")
            return
        }
        let expected = motion.path.window(at: motion.elapsed + 0.5 / 120)
        #expect(quad.source == expected, "the quad samples the window at the frame's time: \(quad.source) vs \(expected)")
        #expect(quad.destination == Rect(width: 200, height: 100))
    }

    @Test func noMotionWhenOff() {
        let driver = ShowDriver(files: ShowDriver.photos(2))
        driver.start()
        driver.run(seconds: 0.5)
        #expect(driver.session.stagedSlots.allSatisfy { $0.motion == nil })
    }

    @Test func theSameSeedMovesTheSameWay() throws {
        func windows(seed: UInt64) -> [Rect] {
            var config = ShowDriver.config(interval: 1)
            config.motion = .kenburns
            let driver = ShowDriver(files: ShowDriver.photos(4), config: config, seed: seed, size: Size(width: 200, height: 100))
            driver.start()
            var out: [Rect] = []
            for _ in 0..<20 {
                driver.run(seconds: 0.3)
                for staged in driver.session.stagedSlots {
                    if let m = staged.motion { out.append(m.path.window(at: m.elapsed)) }
                }
            }
            return out
        }
        #expect(windows(seed: 5) == windows(seed: 5))
        #expect(windows(seed: 5) != windows(seed: 6))
    }
}
