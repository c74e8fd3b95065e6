import Testing
import UnwindDraw
import UnwindSlideshow

/// The memory budget: systemd's MemoryMax= (cgroup v2 memory.max) first, else half the
/// machine; a decode that cannot fit in what the show leaves is refused with one line.
@Suite struct MemoryBudgetTests {
    @Test func cgroupLimitComesFirstThenHalfTheMachine() {
        let meminfo = "MemTotal:        1000000 kB\nMemFree:          500000 kB\n"
        #expect(MemoryBudget.detected(memoryMax: "268435456\n", meminfo: meminfo)?.limit == 268_435_456)
        #expect(MemoryBudget.detected(memoryMax: "max\n", meminfo: meminfo)?.limit == 512_000_000)
        #expect(MemoryBudget.detected(memoryMax: nil, meminfo: meminfo)?.limit == 512_000_000)
        #expect(MemoryBudget.detected(memoryMax: nil, meminfo: nil) == nil)
        #expect(MemoryBudget.detected(memoryMax: "9223372036854771712\n", meminfo: meminfo)?.limit == 512_000_000, "cgroup v1's 'no limit'")
    }

    @Test func aDecodeThatCannotFitIsRefusedWithTheNumbers() {
        let budget = MemoryBudget(megabytes: 256)
        let frame = Size(width: 1920, height: 1080)
        // 256 MB less the 64 MB base and three 8 MB frames: about 168 MB for one decode.
        #expect(budget.refusal(decodeBytes: 60 << 20, frame: frame) == nil)
        let refusal = budget.refusal(decodeBytes: 400 << 20, frame: frame)
        #expect(refusal?.contains("400 MB") == true && refusal?.contains("memory-limit") == true, "\(String(describing: refusal))")
    }
    /// Decoding two ahead (a headless show) needs the four frames held and two frames' room
    /// for each of two decodes (130 MB at 1080p), and frames of a 1440p screen at most: a 4K
    /// show keeps one decode at a time whatever its budget.
    @Test func twoDecodesAheadOnlyWhenTheBudgetHoldsThem() {
        let hd = Size(width: 1920, height: 1080), qhd = Size(width: 2560, height: 1440), uhd = Size(width: 3840, height: 2160)
        #expect(MemoryBudget(megabytes: 256).decodesTwoAhead(frame: hd))
        #expect(!MemoryBudget(megabytes: 120).decodesTwoAhead(frame: hd), "64 MB base and eight 8 MB frames do not fit in 120 MB")
        #expect(MemoryBudget(megabytes: 512).decodesTwoAhead(frame: qhd))
        #expect(!MemoryBudget(megabytes: 256).decodesTwoAhead(frame: uhd), "eight 33 MB frames do not fit beside the base in 256 MB")
        #expect(!MemoryBudget(megabytes: 16384).decodesTwoAhead(frame: uhd), "a 4K frame is over the two-ahead frame size")
        var warm = MemoryBudget(megabytes: 140)
        #expect(warm.decodesTwoAhead(frame: hd))
        warm.tintedCopies = 2
        #expect(!warm.decodesTwoAhead(frame: hd), "two tinted copies more do not fit in 140 MB")
    }

    @Test func thePeakIsTheProcessFourScreenFramesAndOneFullDecode() {
        let budget = MemoryBudget.peakBytes(screenPixels: 1920 * 1080, largestPhotoPixels: 24_000_000)
        let expected = MemoryBudget.base + 4 * 4 * 1920 * 1080 + 4 * 24_000_000
        #expect(budget == expected, "got \(budget), expected \(expected)")
        let larger = MemoryBudget.peakBytes(screenPixels: 3840 * 2160, largestPhotoPixels: 24_000_000)
        #expect(larger - budget == 16 * (3840 * 2160 - 1920 * 1080), "a 4K screen costs four more frames of its size")
    }

    @Test func availableMemoryIsReadFromMemAvailable() {
        let meminfo = "MemTotal:        3884564 kB\nMemFree:          201132 kB\nMemAvailable:    2512340 kB\nBuffers: 1 kB\n"
        #expect(MemoryBudget.availableBytes(meminfo: meminfo) == 2_512_340 * 1024)
        #expect(MemoryBudget.availableBytes(meminfo: "MemTotal: 100 kB\n") == nil, "an old kernel without MemAvailable")
        #expect(MemoryBudget.availableBytes(meminfo: nil) == nil)
    }

    /// The process's own cgroup decides, in v2 and in v1, also inside a container that mounts
    /// its group as the root.
    @Test func theLimitIsReadFromTheProcesssOwnCgroup() {
        #expect(
            MemoryBudget.cgroupLimitFiles(procSelfCgroup: "0::/system.slice/unwind.service\n") == [
                "/sys/fs/cgroup/system.slice/unwind.service/memory.max", "/sys/fs/cgroup/unwind.service/memory.max", "/sys/fs/cgroup/memory.max",
            ])
        #expect(
            MemoryBudget.cgroupLimitFiles(procSelfCgroup: "5:cpu:/\n4:memory:/docker/abc/frame\n0::/\n") == [
                "/sys/fs/cgroup/memory/docker/abc/frame/memory.limit_in_bytes", "/sys/fs/cgroup/memory/abc/frame/memory.limit_in_bytes",
                "/sys/fs/cgroup/memory/frame/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory.max",
            ])
        #expect(MemoryBudget.cgroupLimitFiles(procSelfCgroup: "") == [])
    }

    /// A tight budget keeps no previous slide ready: between changes the show holds the photo
    /// on screen and the next, one frame less at its peak; Back still works, decoding again.
    @Test func aTightBudgetHoldsNoPreviousSlide() {
        func texturesBetweenChanges(memoryLimit: Double?) -> (Int, [String]) {
            var config = ShowDriver.config(interval: 4, order: .name)
            config.memoryLimit = memoryLimit
            let driver = ShowDriver(files: ShowDriver.photos(5), config: config, size: Size(width: 1920, height: 1080))
            driver.start()
            driver.run(seconds: 10)  // two changes, then resting on the third photo
            let held = driver.textures.count
            driver.send(.previous())
            driver.run(seconds: 3)
            return (held, driver.shownNames)
        }
        #expect(MemoryBudget(megabytes: 256).keepsPreviousReady(frame: Size(width: 1920, height: 1080)))
        #expect(MemoryBudget(megabytes: 256).keepsPreviousReady(frame: Size(width: 3840, height: 2160)))
        #expect(!MemoryBudget(megabytes: 192).keepsPreviousReady(frame: Size(width: 3840, height: 2160)), "at 4K 192 MB is tight")
        let roomy = texturesBetweenChanges(memoryLimit: 4096)
        let tight = texturesBetweenChanges(memoryLimit: 100)
        #expect(roomy.0 == 3, "previous, current and next ready: \(roomy.0)")
        #expect(tight.0 == 2, "current and next only: \(tight.0)")
        #expect(tight.1 == roomy.1, "Back shows the same photo either way: \(tight.1)")
        #expect(tight.1.last == "p02.jpg", "\(tight.1)")
    }

    /// On a software renderer a warm schedule keeps a tinted copy of each slide on screen: two
    /// frames the budget counts, so a decode gets less room and a limit that held the previous
    /// slide no longer does.
    @Test func tintedCopiesAreCounted() throws {
        let frame = Size(width: 1920, height: 1080), frameBytes = 1920 * 1080 * 4
        let warm = try #require(BrightnessSchedule(percentAt: [0: 100, 1200: 60], kelvinAt: [1200: 3000]))
        let neutral = try #require(BrightnessSchedule(percentAt: [0: 100, 1200: 60]))
        #expect(MemoryBudget.tintedCopies(softwareRenderer: true, schedule: warm) == 2)
        #expect(MemoryBudget.tintedCopies(softwareRenderer: false, schedule: warm) == 0, "a GPU tints as it draws")
        #expect(MemoryBudget.tintedCopies(softwareRenderer: true, schedule: neutral) == 0, "dimming only: no copies")
        #expect(MemoryBudget.tintedCopies(softwareRenderer: true, schedule: nil) == 0)

        var tinted = MemoryBudget(megabytes: 120)
        tinted.tintedCopies = 2
        let plain = MemoryBudget(megabytes: 120)
        #expect(plain.decodeAllowance(frame: frame) - tinted.decodeAllowance(frame: frame) == 2 * frameBytes)
        #expect(plain.keepsPreviousReady(frame: frame), "120 MiB holds four 1080p frames and a decode's room")
        #expect(!tinted.keepsPreviousReady(frame: frame), "not with two tinted copies beside them")
        let decode = plain.decodeAllowance(frame: frame) - frameBytes
        #expect(plain.refusal(decodeBytes: decode, frame: frame) == nil)
        #expect(tinted.refusal(decodeBytes: decode, frame: frame) != nil, "a decode that fits untinted is refused tinted")
        #expect(
            MemoryBudget.peakBytes(screenPixels: 1920 * 1080, largestPhotoPixels: 0, tintedCopies: 2)
                == MemoryBudget.peakBytes(screenPixels: 1920 * 1080, largestPhotoPixels: 0) + 2 * frameBytes)

        // The show itself: the same limit keeps the previous slide ready untinted, not tinted.
        func texturesBetweenChanges(tintedCopies: Int) -> Int {
            var config = ShowDriver.config(interval: 4, order: .name)
            config.memoryLimit = 120
            let driver = ShowDriver(files: ShowDriver.photos(5), config: config, size: frame)
            driver.start(tintedCopies: tintedCopies)
            driver.run(seconds: 10)
            return driver.textures.count
        }
        #expect(texturesBetweenChanges(tintedCopies: 0) == 3, "previous, current and next")
        #expect(texturesBetweenChanges(tintedCopies: 2) == 2, "current and next: the copies take the previous slide's room")
    }
}
