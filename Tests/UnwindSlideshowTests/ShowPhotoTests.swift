import Testing
import UnwindDraw
import UnwindInput
import UnwindPhotos
import UnwindSlideshow

/// A photo out of turn: an upload from the phone comes next, one tapped under "recently
/// shown" comes at once; the rest of the cycle keeps its order.
@Suite struct ShowPhotoTests {
    @Test func placeNext_movesOrAddsWithoutRepeatingTheCycle() {
        let photos = (1...6).map { PhotoPath("/p/\($0).jpg") }
        var list = Playlist(photos: photos, order: .name, seed: 1)
        list.advance(.forward)
        list.advance(.forward)
        #expect(list.current == photos[1])
        let moved = list.placeNext(photos[4])
        #expect(moved)
        #expect(list.cycle == [photos[0], photos[1], photos[4], photos[2], photos[3], photos[5]], "moved, not copied")
        #expect(list.current == photos[1])
        let onScreen = list.placeNext(photos[1])
        #expect(!onScreen, "the photo on screen stays where it is")
        let again = list.placeNext(photos[0])
        #expect(again, "one shown already comes again next")
        #expect(list.current == photos[1], "the photo on screen keeps its place: \(list.cycle)")
        let next = list.peek(.forward)
        #expect(next == photos[0])
        let upload = PhotoPath("/uploads/new.jpg")
        list.placeNext(upload)
        let nextUpload = list.peek(.forward)
        #expect(nextUpload == upload)
        #expect(list.count == 7)
        var fresh = Playlist(photos: photos, order: .shuffle, seed: 3)
        fresh.placeNext(upload)
        let first = fresh.advance(.forward)
        #expect(first == upload, "before the first photo when the show has not started")
    }

    @Test func anUpload_isTheNextPhoto() throws {
        let driver = ShowDriver(files: ShowDriver.photos(5), config: ShowDriver.config(interval: 2))
        driver.start()
        driver.run(seconds: 0.5)
        let upload = PhotoPath("/photos/uploads/beach.jpg")
        driver.files.append(upload)
        let before = driver.session.report.shown.count
        driver.send(.showPhoto(upload, now: false))
        #expect(driver.session.report.shown.count == before, "not at once: the photo on screen has its time")
        driver.run(seconds: 3)
        #expect(driver.session.report.shown.dropFirst(before).first == upload, "\(driver.shownNames)")
        driver.run(seconds: 10)
        #expect(driver.session.report.shown.filter { $0 == upload }.count == 1, "once in this cycle")
    }

    @Test func theRemoteCommand_isTheAction() {
        var controls = ShowControls(kiosk: false, quitChord: KeyChord(modifiers: [.control, .alt], key: .character("q")))
        let view = Size(width: 100, height: 100)
        #expect(controls.actions(for: .remote(.showPhoto(path: "/u/a.jpg", now: true)), view: view) == [.showPhoto(PhotoPath("/u/a.jpg"), now: true)])
        #expect(controls.actions(for: .remote(.showPhoto(path: "", now: true)), view: view).isEmpty)
    }

    @Test func aTappedPhoto_comesAtOnce() throws {
        let files = ShowDriver.photos(6)
        let driver = ShowDriver(files: files, config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.showPhoto(files[4], now: true))
        driver.run(seconds: 3)
        #expect(driver.session.currentSlide?.first == files[4], "\(driver.shownNames)")
    }
}
