import Testing
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// Rescans: broken files retried when they change, vanished files back when found, a folder
/// that goes away for a few seconds costs nothing, and no failure is logged twice. Each runs
/// twice: with whole scans, and with the changes a library index reports (`usesIndex`).
@Suite struct ShowSystemsRescanTests {
    static func config(rescan: Double, interval: Double = 1) -> SlideshowConfig {
        var config = ShowDriver.config(interval: interval)
        config.rescanInterval = rescan
        return config
    }

    @Test(arguments: [false, true]) func aBrokenFileIsSkippedOnceAndShownWhenReplaced(usesIndex: Bool) {
        let files = ShowDriver.photos(4)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 2))
        driver.usesIndex = usesIndex
        driver.broken[files[1]] = "the JPEG is truncated"
        driver.stamps[files[1]] = FileIdentity(size: 10, modified: 1, changed: 1)
        driver.start()
        driver.run(seconds: 12)
        #expect(!driver.shownNames.contains("p02.jpg"), "a broken file is not shown: \(driver.shownNames)")
        let lines = driver.logs.filter { $0.message.contains("p02.jpg") }
        #expect(lines.count == 1, "one line for the failure, not one per rescan: \(lines)")
        #expect(driver.session.report.skipped.map(\.path) == [files[1]])
        // The copy finishes: new size and mtime.
        driver.broken[files[1]] = nil
        driver.stamps[files[1]] = FileIdentity(size: 5000, modified: 2, changed: 2)
        driver.run(seconds: 12)
        #expect(driver.shownNames.contains("p02.jpg"), "shown once it changed: \(driver.shownNames)")
        #expect(driver.session.report.skipped.isEmpty, "no longer skipped: \(driver.session.report.skipped)")
    }

    @Test(arguments: [false, true]) func aFileThatStaysBrokenIsNotRetriedEveryRescan(usesIndex: Bool) {
        let files = ShowDriver.photos(3)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 1))
        driver.usesIndex = usesIndex
        driver.broken[files[2]] = "not an image"
        driver.stamps[files[2]] = FileIdentity(size: 10, modified: 1, changed: 1)
        driver.start()
        driver.run(seconds: 20)
        let attempts = driver.decoded.filter { $0.photos.contains(files[2]) }.count
        #expect(attempts == 1, "decoded once, then left alone while unchanged: \(attempts)")
        #expect(driver.rescans >= 15)
    }

    @Test(arguments: [false, true]) func aFileStillBeingCopiedIsLoggedOnce(usesIndex: Bool) {
        let files = ShowDriver.photos(3)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 1))
        driver.usesIndex = usesIndex
        driver.broken[files[0]] = "the PNG is truncated"
        driver.start()
        for size in 1...10 {
            driver.stamps[files[0]] = FileIdentity(size: Int64(size * 1000), modified: Int64(size), changed: Int64(size))
            driver.run(seconds: 2)
        }
        let attempts = driver.decoded.filter { $0.photos.contains(files[0]) }.count
        #expect(attempts >= 5, "retried as it grows: \(attempts) attempts")
        #expect(driver.logs.filter { $0.message.contains("p01.jpg") }.count == 1, "one line however often it is retried")
    }

    /// Issue 16's story: 13 photos on a NAS, the folder gone for 8 s and back. Within one
    /// rescan every photo is in the cycle again, and none was ever called broken.
    @Test(arguments: [false, true]) func aFolderThatVanishesForEightSecondsComesBackWhole(usesIndex: Bool) {
        let files = ShowDriver.photos(13)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 30, interval: 0.5))
        driver.usesIndex = usesIndex
        driver.start()
        driver.run(seconds: 3)
        driver.missingRoots = ["/photos"]
        driver.run(seconds: 8)
        let skipped = driver.session.report.skipped
        #expect(skipped.allSatisfy { $0.path == "/photos" || $0.reason.contains("No such file") }, "vanished, not broken: \(skipped)")
        let warnings = driver.logs.filter { $0.level == .warning }
        #expect(!warnings.contains { $0.message.contains("/photos/p") }, "no photo logged as broken: \(warnings)")
        #expect(
            driver.logs.filter { $0.message.contains("its photos stay in the show") }.count == 1,
            "the missing folder is logged once: \(driver.logs.map(\.message))")
        driver.missingRoots = []
        let back = driver.now
        driver.run(seconds: 6)
        #expect(
            driver.session.status.photosKnown == 13, "every photo is back within one rescan (5 s while some are missing): \(driver.session.status.photosKnown)")
        let changesBefore = driver.session.report.shown.count
        driver.run(seconds: 13 * 1.5)
        let after = Set(driver.session.report.shown.dropFirst(changesBefore))
        #expect(after.count == 13, "the next cycle shows all 13: \(after.count) distinct after \(back) s")
        #expect(driver.session.report.skipped.isEmpty, "nothing skipped once the folder is back: \(driver.session.report.skipped)")
        #expect(driver.logs.contains { $0.message == "/photos is back" })
    }

    @Test(arguments: [false, true]) func aMissingRootKeepsThePhotoOnScreen(usesIndex: Bool) {
        let files = ShowDriver.photos(4)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 1, interval: 100))
        driver.usesIndex = usesIndex
        driver.start()
        driver.run(seconds: 1)
        driver.missingRoots = ["/photos"]
        driver.run(seconds: 3)
        #expect(driver.session.state != .empty, "the slide on screen stays while the share is away")
        #expect(driver.session.stagedSlots.count == 1)
    }

    @Test(arguments: [false, true]) func emptyShowsWhyAndFindsPhotosAddedLater(usesIndex: Bool) {
        let driver = ShowDriver(files: [], config: Self.config(rescan: 2))
        driver.usesIndex = usesIndex
        driver.start()
        #expect(driver.session.state == .empty)
        #expect(driver.session.status.emptyReason == .noPhotos)
        driver.files = ShowDriver.photos(2)
        driver.run(seconds: 6)
        #expect(driver.shownNames.first == "p01.jpg", "picked up by a rescan: \(driver.shownNames)")
    }

    @Test func emptyBecauseEveryFileIsBrokenSaysHowMany() {
        let files = ShowDriver.photos(3)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 0))
        for file in files { driver.broken[file] = "not an image" }
        driver.start()
        driver.run(seconds: 1)
        #expect(driver.session.state == .empty)
        #expect(driver.session.status.emptyReason == .unusable(3), "got \(String(describing: driver.session.status.emptyReason))")
    }

    @Test func aBrokenFileTheIndexSawChangeIsTriedAgainAtOnce() {
        let files = ShowDriver.photos(3)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 2))
        driver.usesIndex = true
        driver.broken[files[1]] = "the JPEG is truncated"
        driver.start()
        driver.run(seconds: 6)
        #expect(!driver.shownNames.contains("p02.jpg"))
        // inotify saw the copy finish: the index lists it again, with no stamp asked for.
        driver.broken[files[1]] = nil
        driver.changed = [files[1]]
        driver.run(seconds: 6)
        #expect(driver.shownNames.contains("p02.jpg"), "shown once the index saw it change: \(driver.shownNames)")
        #expect(driver.session.report.skipped.isEmpty, "\(driver.session.report.skipped)")
    }

    @Test func aStillBrokenUnchangedFileStaysSkippedWhenTheIndexReportsItNew() {
        // One photo and one header bomb; the index is built (or a folder listed again) and
        // reports both as new while the bomb's stamp has not changed.
        let files = ShowDriver.photos(2)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 2))
        driver.usesIndex = true
        driver.broken[files[1]] = "the PNG is 30000×30000, over the 100-megapixel limit"
        driver.stamps[files[1]] = FileIdentity(size: 57, modified: 1, changed: 1)
        driver.start()
        driver.run(seconds: 3)
        #expect(driver.session.report.skipped.map(\.path) == [files[1]])
        let attempts = driver.decoded.filter { $0.photos.contains(files[1]) }.count
        for _ in 0..<4 {
            driver.changed = Set(files)
            for _ in 0..<(2 * 120) {
                driver.step()
                #expect(driver.session.status.photosSkipped == 1, "photosSkipped flickered at tick \(driver.tick)")
                #expect(driver.session.report.skipped.map(\.path) == [files[1]])
            }
        }
        #expect(driver.decoded.filter { $0.photos.contains(files[1]) }.count == attempts, "an unchanged broken file is not decoded again")
        // It changes for real: tried again.
        driver.broken[files[1]] = nil
        driver.stamps[files[1]] = FileIdentity(size: 5000, modified: 2, changed: 2)
        driver.changed = [files[1]]
        driver.run(seconds: 8)
        #expect(driver.session.report.skipped.isEmpty)
        #expect(driver.shownNames.contains("p02.jpg"))
    }

    @Test func aRefreshThatFoundNothingChangesNothing() {
        let files = ShowDriver.photos(5)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 1, interval: 100))
        driver.usesIndex = true
        driver.start()
        driver.run(seconds: 5)
        #expect(driver.rescans >= 4)
        #expect(!driver.logs.contains { $0.message.hasPrefix("rescan:") }, "no rescan line when nothing changed: \(driver.logs.map(\.message))")
        #expect(driver.session.status.photosKnown == 5)
    }

    @Test func aDeletedPhotoLeavesAndAnAddedOneJoinsThroughTheIndex() {
        let files = ShowDriver.photos(6)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 1))
        driver.usesIndex = true
        driver.start()
        driver.run(seconds: 0.5)
        driver.files = files.filter { $0 != files[3] } + ["/photos/new.jpg"]
        driver.run(seconds: 1)
        #expect(driver.logs.contains { $0.message == "rescan: 1 new, 1 gone" }, "\(driver.logs.map(\.message))")
        driver.run(seconds: 12)
        #expect(driver.shownNames.contains("new.jpg") && !driver.shownNames.contains("p04.jpg"), "\(driver.shownNames)")
        #expect(driver.session.report.skipped.isEmpty, "a deleted photo is not a skipped one: \(driver.session.report.skipped)")
    }

    @Test func aFileWhoseHeaderTheIndexCannotReadLeavesTheShow() {
        let files = ShowDriver.photos(3)
        let driver = ShowDriver(files: files, config: Self.config(rescan: 0, interval: 1))
        driver.start()
        driver.session.changed(PhotoChanges(problems: [SkippedFile(path: files[2], reason: "not an image (no known header)")]))
        driver.run(seconds: 6)
        #expect(!driver.shownNames.contains("p03.jpg"), "\(driver.shownNames)")
        #expect(driver.session.report.skipped.map(\.path) == [files[2]])
        #expect(driver.logs.filter { $0.message.contains("p03.jpg") }.count == 1)
    }
}
