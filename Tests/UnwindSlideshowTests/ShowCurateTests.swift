import Testing
import UnwindDraw
import UnwindInput
import UnwindPhotos
import UnwindSlideshow

/// Hiding the photo on screen and marking favourites: from every input, remembered through
/// the show's notes, and what each does to the cycles.
@Suite struct ShowCurateTests {
    @Test func aHiddenPhotoIsNeverShownAgain() throws {
        let files = ShowDriver.photos(5)
        let driver = ShowDriver(files: files, config: ShowDriver.config(interval: 1))
        driver.start()
        driver.run(seconds: 2.5)
        let hidden = try #require(driver.session.currentSlide?.first)
        driver.send(.hideCurrent)
        driver.run(seconds: 2)
        #expect(driver.session.currentSlide?.first != hidden, "the next photo comes at once")
        #expect(driver.session.report.hidden == [hidden])
        #expect(driver.notes.contains(.hidden(hidden)), "the library index is told: \(driver.notes)")
        #expect(driver.logs.contains { $0.message.contains("hidden: \(hidden)") })
        let before = driver.session.report.shown.count
        driver.run(seconds: 30)
        let later = driver.session.report.shown.dropFirst(before)
        #expect(!later.contains(hidden), "not in later cycles: \(later)")
        #expect(Set(later) == Set(files).subtracting([hidden]), "every other photo still comes")
        #expect(driver.session.status.photosKnown == 4)
    }

    @Test func hidingTheLastPhotosEmptiesTheShow() {
        let driver = ShowDriver(files: ShowDriver.photos(2), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 1)
        #expect(driver.session.status.photosKnown == 2)
        driver.send(.hideCurrent)
        driver.run(seconds: 2)
        #expect(driver.session.status.photosKnown == 1)
        #expect(driver.session.report.shown.count == 2, "the other photo came on screen: \(driver.shownNames)")
        driver.send(.hideCurrent)
        driver.run(seconds: 1)
        #expect(driver.session.status.state == .empty)
        #expect(driver.session.report.hidden.count == 2)
    }

    @Test func favouriteMarksAndTakesAway() throws {
        let driver = ShowDriver(files: ShowDriver.photos(3), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 1)
        let photo = try #require(driver.session.currentSlide?.first)
        driver.send(.favoriteCurrent(nil))
        #expect(driver.session.status.currentIsFavorite)
        driver.send(.favoriteCurrent(true))
        driver.send(.favoriteCurrent(nil))
        #expect(!driver.session.status.currentIsFavorite)
        #expect(
            driver.notes.filter { if case .favorite = $0 { true } else { false } } == [.favorite(photo, true), .favorite(photo, false)],
            "marking twice is one note")
    }

    @Test func keysGamepadAndRemoteAskForTheSameActions() {
        var controls = ShowControls(kiosk: true, quitChord: KeyChord(modifiers: [.control, .alt], key: .character("q")))
        let view = Size(width: 100, height: 100)
        func key(_ c: String) -> InputEvent { .key(KeyEvent(key: .character(c), isPressed: true)) }
        #expect(controls.actions(for: key("h"), view: view) == [.hideCurrent])
        #expect(controls.actions(for: key("l"), view: view) == [.favoriteCurrent(nil)])
        #expect(controls.actions(for: .gamepadButton(GamepadButtonEvent(id: 0, button: .back, isPressed: true)), view: view) == [.hideCurrent])
        #expect(controls.actions(for: .gamepadButton(GamepadButtonEvent(id: 0, button: .x, isPressed: true)), view: view) == [.favoriteCurrent(nil)])
        #expect(controls.actions(for: .remote(.hideCurrent), view: view) == [.hideCurrent])
        #expect(controls.actions(for: .remote(.favoriteCurrent(false)), view: view) == [.favoriteCurrent(false)])
    }

    @Test func favouritesComeTwiceACycleInShuffle_andFirstInTheirOrder() {
        let photos = (1...20).map { PhotoPath("/p/\($0).jpg") }
        let favorites: Set<PhotoPath> = [photos[3], photos[11]]
        var catalog = PhotoCatalog()
        catalog.favorites = favorites
        var shuffle = Playlist(photos: photos, order: .shuffle, seed: 5, catalog: catalog)
        var seen: [PhotoPath: Int] = [:]
        for _ in 0..<shuffle.count { seen[shuffle.advance(.forward) ?? PhotoPath("/none"), default: 0] += 1 }
        #expect(shuffle.count == 22)
        #expect(seen[photos[3]] == 2 && seen[photos[11]] == 2 && seen[photos[0]] == 1, "\(seen)")
        var first = Playlist(photos: photos, order: .favorites, seed: 5, catalog: catalog)
        let opening = Set([first.advance(.forward), first.advance(.forward)].compactMap { $0 })
        #expect(opening == favorites)
        #expect(first.count == 20, "each photo once")
        var plain = Playlist(photos: photos, order: .shuffle, seed: 5)
        #expect(plain.count == 20, "no favourites: shuffle as before")
        _ = plain.advance(.forward)
    }
}
