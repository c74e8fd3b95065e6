import Testing
import UnwindDraw
import UnwindSlideshow

/// A window whose size arrives after the first decode was asked for (a Wayland compositor's
/// first configure) still gets its first photo: the decode made for the old size is dropped
/// and asked for again at the new one.
@Suite struct ShowFirstPhotoResizeTests {
    @Test func aResizeWhileTheFirstPhotoDecodesStillShowsIt() throws {
        let driver = ShowDriver.slowFirstPhoto()
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.resize(Size(width: 1280, height: 720)))
        driver.run(seconds: 0.5)
        driver.holdsDecodes = false
        driver.run(seconds: 3)
        #expect(driver.shownNames.count == 1, "the first photo is on screen after the resize: \(driver.shownNames)")
    }
}
