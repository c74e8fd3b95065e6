import Testing
import UnwindPhotos
import UnwindSlideshow

/// A slow board in the running show: a transition whose frames keep missing the budget
/// leaves the cycle for a crossfade, with one log line, and a remote's new cycle keeps it out.
@Suite struct ShowSystemsBudgetTests {
    /// Runs `seconds`, feeding frame times as a window would: `slow` transitions take 40 ms a
    /// frame, the rest 10 ms (60 fps frames are every other tick).
    static func run(_ driver: ShowDriver, seconds: Double, slow: Set<String>) {
        let ticks = Int((seconds * 120).rounded())
        for i in 0..<ticks {
            driver.step()
            guard i % 2 == 0, driver.session.isTransitioning, let name = driver.session.report.transitions.last else { continue }
            driver.session.observeFrame(milliseconds: slow.contains(name) ? 40 : 10)
        }
    }

    @Test func aTransitionThatKeepsMissingIsReplacedByACrossfadeAndLoggedOnce() {
        let driver = ShowDriver(files: ShowDriver.photos(5), config: ShowDriver.config(interval: 1, transitions: ["blocks", "push-top"]))
        driver.session.watchFrames(budget: 25)
        driver.start()
        Self.run(driver, seconds: 40, slow: ["blocks"])
        let played = driver.session.report.transitions
        let blocks = played.indices.filter { played[$0] == "blocks" }
        #expect(blocks.count == 3, "played three times, then dropped: \(played)")
        let after = played.dropFirst((blocks.last ?? 0) + 1)
        #expect(!after.contains("blocks") && after.contains("crossfade") && after.contains("push-top"), "\(played)")
        #expect(driver.session.transitionNames == ["crossfade", "push-top"])
        let lines = driver.logs.filter { $0.message.contains("missed the frame budget") }
        #expect(lines.count == 1 && lines.first?.level == .warning, "one line: \(lines)")
        #expect(
            lines.first?.message.hasPrefix(
                "transition 'blocks' missed the frame budget on this device 3 times in a row (frames' p95 40.0 ms over 25.0 ms); crossfade plays instead")
                == true)
        driver.send(.set(key: "transitions", value: .names(["blocks", "spiral"])))
        #expect(driver.session.transitionNames == ["crossfade", "spiral"], "a remote's cycle keeps the dropped one out")
    }

    @Test func aShowThatMeetsTheBudgetKeepsItsCycle() {
        let driver = ShowDriver(files: ShowDriver.photos(5), config: ShowDriver.config(interval: 1, transitions: ["blocks", "push-top"]))
        driver.session.watchFrames(budget: 25)
        driver.start()
        Self.run(driver, seconds: 40, slow: [])
        #expect(driver.session.transitionNames == ["blocks", "push-top"])
        #expect(driver.session.droppedTransitions.isEmpty)
    }

    @Test func unwatchedShowsNeverDrop() {
        let driver = ShowDriver(files: ShowDriver.photos(5), config: ShowDriver.config(interval: 1, transitions: ["blocks"]))
        driver.start()
        Self.run(driver, seconds: 30, slow: ["blocks"])
        #expect(driver.session.transitionNames == ["blocks"], "headless runs and --frame-budget 0 keep every transition")
    }

    /// Load that passes (a backup, a big rescan) must not cost a wall frame a transition for
    /// good: an hour after the drop it plays again, announced by one info line.
    @Test func aDroppedTransitionPlaysAgainAnHourLaterWhenTheLoadHasPassed() {
        let driver = ShowDriver(files: ShowDriver.photos(5), config: ShowDriver.config(interval: 1, transitions: ["blocks", "push-top"]))
        driver.session.watchFrames(budget: 25)
        driver.start()
        Self.run(driver, seconds: 40, slow: ["blocks"])
        #expect(driver.session.transitionNames == ["crossfade", "push-top"])
        driver.send(.set(key: "interval", value: .number(30)))
        Self.run(driver, seconds: 3600, slow: [])
        #expect(driver.session.transitionNames == ["blocks", "push-top"], "blocks back after the hour")
        let tries = driver.logs.filter { $0.message == "transition 'blocks' gets another try (it missed the frame budget earlier)" }
        #expect(tries.count == 1 && tries.first?.level == .info, "\(tries)")
        driver.send(.set(key: "interval", value: .number(1)))
        Self.run(driver, seconds: 20, slow: [])
        #expect(driver.session.report.transitions.suffix(10).contains("blocks"), "and plays: \(driver.session.report.transitions.suffix(10))")
        #expect(driver.session.droppedTransitions.isEmpty)
    }
}
