import Foundation
import Testing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport

@testable import UnwindSlideshow

/// What the overlay says: a pause mark while paused, an empty message that says what
/// happened, both photos of a pair named, all in the user's language.
@Suite struct ShowOverlayTests {
    static let size = Size(width: 640, height: 360)

    static func catalog(_ language: String) throws -> Catalog {
        let path = Repository.path("po/\(language).po")
        return Catalog(language: language, entries: try PoParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path))
    }

    static func overlay(
        _ catalog: Catalog = .english, items: [SlideshowConfig.OverlayItem] = [], rescan: Double = 30, log: ShowOverlay.LogLocation = .standardError
    ) -> ShowOverlay {
        ShowOverlay(items: items, catalog: catalog, roots: ["/srv/photos"], rescanInterval: rescan, log: log)
    }

    static func texts(_ list: DrawList) -> [String] {
        list.commands.compactMap { if case .text(let run) = $0, run.color == .white { run.string } else { nil } }
    }

    static func fills(_ list: DrawList) -> Int {
        list.commands.filter { if case .fillRect = $0 { true } else { false } }.count
    }

    static func draw(_ driver: ShowDriver, _ overlay: ShowOverlay = overlay()) -> DrawList {
        var list = DrawList()
        overlay.draw(driver.session.status, size: size, date: { _ in "2024-06-01 14:03" }, clock: "12:34", into: &list)
        return list
    }

    @Test func thePauseMarkStaysForAsLongAsTheShowIsPaused() {
        let driver = ShowDriver(files: ShowDriver.photos(3), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.run(seconds: 0.5)
        driver.send(.pause)
        #expect(Self.texts(Self.draw(driver)) == ["Paused"], "spelled out at first")
        driver.run(seconds: 2.5)
        let later = Self.draw(driver)
        #expect(Self.texts(later).isEmpty && Self.fills(later) == 4, "then two bars and their shadows: \(later.commands)")
        driver.run(seconds: 600)
        #expect(Self.fills(Self.draw(driver)) == 4, "still there ten minutes on")
        driver.send(.resume)
        #expect(Self.texts(Self.draw(driver)) == ["Playing"])
        driver.run(seconds: 2.5)
        #expect(Self.fills(Self.draw(driver)) == 0, "gone once playing")
    }

    @Test func anEmptyFolderSaysWhereToPutPhotos() {
        let driver = ShowDriver(files: [])
        driver.start()
        #expect(Self.texts(Self.draw(driver)) == ["No photos to show in /srv/photos", "Add JPEG, PNG, WebP or other photos there; looking again every 5 s."])
    }

    @Test func theEmptyScreenSaysHowToLeaveUnlessItIsAKiosk() {
        let driver = ShowDriver(files: [])
        driver.start()
        var leaving = Self.overlay()
        leaving.leaveHint = "Esc or B: back"
        #expect(Self.texts(Self.draw(driver, leaving)).last == "Esc or B: back", "the way back under the message")
        #expect(!Self.texts(Self.draw(driver)).contains("Esc or B: back"), "a kiosk's overlay has no hint")
    }

    @Test func aMissingFolderSaysItDoesNotExist() {
        let scan = PhotoScanner.Result(photos: [], skipped: [], missing: [SkippedFile(path: "/srv/photos", reason: "no such file or folder")])
        let session = ShowSession(roots: ["/srv/photos"], config: ShowDriver.config(), seed: 1, scan: scan, availableTransitions: [])
        session.start(size: Self.size)
        var list = DrawList()
        Self.overlay(rescan: 0).draw(session.status, size: Self.size, date: { _ in nil }, clock: nil, into: &list)
        #expect(Self.texts(list) == ["The folder /srv/photos does not exist", "Connect the disk or fix the path; rescanning is off."])
    }

    @Test func filesThatAllFailSayHowManyAndWhereTheLogIs() {
        let files = ShowDriver.photos(3)
        let driver = ShowDriver(files: files)
        for file in files { driver.broken[file] = "not an image" }
        driver.start()
        driver.run(seconds: 0.5)
        let service = Self.draw(driver, Self.overlay(log: .journal(unit: "unwind-slideshow")))
        #expect(Self.texts(service) == ["3 files were found but none could be shown", "See why in the log: journalctl -u unwind-slideshow"])
        #expect(Self.texts(Self.draw(driver)).last == "See why in the log on standard error.")
    }

    @Test func bothPhotosOfAPairAreNamed() {
        var config = ShowDriver.config(interval: 100)
        config.pair = .portrait
        let files = ShowDriver.photos(2)
        let driver = ShowDriver(files: files, config: config, size: Self.size)
        for file in files { driver.shapes[file] = .portrait }
        driver.start()
        driver.run(seconds: 0.5)
        let list = Self.draw(driver, Self.overlay(items: [.name, .date, .clock]))
        let runs = list.commands.compactMap { if case .text(let run) = $0, run.color == .white { run } else { nil } }
        let names = runs.filter { $0.string.hasSuffix(".jpg") }
        #expect(names.map(\.string) == ["p01.jpg", "p02.jpg"], "both names: \(runs.map(\.string))")
        #expect(names.count == 2 && names[0].position.x < 320 && names[1].position.x > 320, "each under its own photo: \(names.map(\.position))")
        #expect(runs.filter { $0.string == "2024-06-01 14:03" }.count == 2 && runs.contains { $0.string == "12:34" })
    }

    @Test(arguments: [
        ("de", "Pausiert", "Keine Fotos zum Anzeigen in /srv/photos"), ("fr", "En pause", "Aucune photo à afficher dans /srv/photos"),
        ("es", "En pausa", "No hay fotos que mostrar en /srv/photos"),
    ])
    func theFrameSpeaksTheUsersLanguage(language: String, paused: String, emptyMessage: String) throws {
        let catalog = try Self.catalog(language)
        let driver = ShowDriver(files: ShowDriver.photos(2), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.send(.pause)
        #expect(Self.texts(Self.draw(driver, Self.overlay(catalog))) == [paused])
        let nothing = ShowDriver(files: [])
        nothing.start()
        #expect(Self.texts(Self.draw(nothing, Self.overlay(catalog))).first == emptyMessage)
        let broken = ShowDriver(files: ShowDriver.photos(2))
        for file in ShowDriver.photos(2) { broken.broken[file] = "bad" }
        broken.start()
        broken.run(seconds: 0.2)
        let line = Self.texts(Self.draw(broken, Self.overlay(catalog))).first ?? ""
        #expect(line.hasPrefix("2 ") || line.contains(" 2 "), "\(language) plural with the count: \(line)")
        #expect(!line.contains("files were found"), "translated: \(line)")
    }

    @Test func aMemoryIsCaptionedInTheUsersLanguage() throws {
        var config = ShowDriver.config(interval: 100)
        config.today = CalendarDay(year: 2024, month: 6, day: 1)
        let driver = ShowDriver(files: ShowDriver.photos(2), config: config)
        driver.start()
        driver.run(seconds: 0.5)
        let taken = try #require(PhotoDate(exif: "2021:06:01 12:00:00"))
        let other = try #require(PhotoDate(exif: "2021:06:02 12:00:00"))
        func texts(_ catalog: Catalog, _ date: PhotoDate) -> [String] {
            var list = DrawList()
            Self.overlay(catalog, items: [.memory]).draw(
                driver.session.status, size: Self.size, date: { _ in nil }, clock: nil, taken: { _ in date }, into: &list)
            return Self.texts(list)
        }
        #expect(texts(.english, taken) == ["3 years ago today"])
        #expect(texts(.english, other).isEmpty, "not a memory: no line")
        #expect(texts(try Self.catalog("de"), taken) == ["Heute vor 3 Jahren"])
        #expect(texts(try Self.catalog("ru"), taken) == ["3 года назад в этот день"])
        let fiveYears = try #require(PhotoDate(exif: "2019:06:01 12:00:00"))
        #expect(texts(try Self.catalog("ru"), fiveYears) == ["5 лет назад в этот день"], "Russian's third plural form")
        let oneYear = try #require(PhotoDate(exif: "2023:06:01 12:00:00"))
        #expect(texts(try Self.catalog("fr"), oneYear) == ["Il y a 1 an aujourd'hui"])
    }
    @Test func theMemoryLeadsThenTheAlbumThenTheDate() throws {
        var config = ShowDriver.config(interval: 100)
        config.today = CalendarDay(year: 2024, month: 6, day: 1)
        let driver = ShowDriver(files: ["/photos/Summer in Lisbon/IMG_2041.JPG"], config: config, roots: ["/photos"])
        driver.start()
        driver.run(seconds: 0.5)
        let taken = try #require(PhotoDate(exif: "2021:06:01 12:00:00"))
        var list = DrawList()
        Self.overlay(items: [.date, .album, .memory]).draw(
            driver.session.status, size: Self.size, date: { _ in "1 June 2021" }, clock: nil, taken: { _ in taken }, into: &list)
        let runs = list.commands.compactMap { if case .text(let run) = $0, run.color == .white { run } else { nil } }
        #expect(runs.map(\.string) == ["3 years ago today", "Summer in Lisbon", "1 June 2021"], "headline, album, date: \(runs.map(\.string))")
        #expect(runs.count == 3 && runs[0].size > runs[1].size, "the memory is the headline: \(runs.map(\.size))")
        #expect(runs.allSatisfy { $0.position.y > Float(Self.size.height) / 2 }, "at the bottom")
    }

    @Test func thePlaceSharesTheDatesLine() {
        let driver = ShowDriver(files: ["/photos/Summer in Lisbon/IMG_2041.JPG"], config: ShowDriver.config(interval: 100), roots: ["/photos"])
        driver.start()
        driver.run(seconds: 0.5)
        func texts(_ items: [SlideshowConfig.OverlayItem], date: String?, place: String?) -> [String] {
            var list = DrawList()
            Self.overlay(items: items).draw(driver.session.status, size: Self.size, date: { _ in date }, clock: nil, place: { _ in place }, into: &list)
            return list.commands.compactMap { if case .text(let run) = $0, run.color == .white { run.string } else { nil } }
        }
        #expect(texts([.date, .place], date: "1 June 2021", place: "Lisbon, Portugal") == ["1 June 2021 · Lisbon, Portugal"])
        #expect(texts([.place, .date], date: nil, place: "Lisbon, Portugal") == ["Lisbon, Portugal"], "undated: the place alone")
        #expect(texts([.date], date: "1 June 2021", place: "Lisbon, Portugal") == ["1 June 2021"], "place not asked for")
    }

    @Test func aCaptionLeavesWithItsPhotoAndTheNextArrivesWithIts() {
        var config = ShowDriver.config(interval: 2)
        config.speedy = false
        let driver = ShowDriver(files: ShowDriver.photos(2), config: config)
        driver.start()
        driver.run(seconds: 2.1)
        #expect(driver.session.status.leaving != nil, "a transition is running")
        func opacities() -> [String: UInt8] {
            var list = DrawList()
            Self.overlay(items: [.name]).draw(driver.session.status, size: Self.size, date: { _ in nil }, clock: nil, into: &list)
            var out: [String: UInt8] = [:]
            for case .text(let run) in list.commands where run.color.r == 255 { out[run.string] = run.color.a }
            return out
        }
        let early = opacities()
        #expect((early["p01.jpg"] ?? 0) > 128 && early["p02.jpg"] == nil, "early on the leaving photo's caption shows, fading: \(early)")
        driver.run(seconds: 0.6)
        let late = opacities()
        #expect(late["p01.jpg"] == nil && (late["p02.jpg"] ?? 0) > 0, "late the arriving caption fades in: \(late)")
        driver.run(seconds: 1)
        #expect(opacities() == ["p02.jpg": 255], "then it stays, opaque")
    }

    @Test func aLongAlbumNameIsCutInsideTheScreen() {
        let long = String(repeating: "Grandma's eightieth birthday in the garden ", count: 3)
        let cut = ShowOverlay.ellipsized(long, size: 20, width: 300)
        #expect(cut.hasSuffix("…") && Float(cut.count) * 20 * 0.56 <= 300, "\(cut)")
        #expect(ShowOverlay.ellipsized("Lisbon", size: 20, width: 300) == "Lisbon")
    }
    @Test func thePairingCodeComesAtTheStartAndOnPOrY() {
        let driver = ShowDriver(files: ShowDriver.photos(2), config: ShowDriver.config(interval: 100))
        driver.start()
        driver.send(.showPairing(seconds: 60))
        driver.run(seconds: 1)
        var overlay = Self.overlay()
        overlay.pairing = PairingCard(size: 21, modules: (0..<441).map { $0 % 3 == 0 }, address: "http://192.168.1.20:8080/")
        func card() -> Bool {
            Self.draw(driver, overlay).commands.contains { if case .fillRect(_, let c) = $0 { c == .white } else { false } }
        }
        #expect(card(), "shown at the start")
        driver.run(seconds: 60)
        #expect(!card(), "gone after a minute")
        var controls = ShowControls(kiosk: false, quitChord: SlideshowConfig().quitChord)
        let p = controls.actions(for: .key(KeyEvent(key: .character("p"), isPressed: true)), view: Self.size)
        let y = controls.actions(for: .gamepadButton(GamepadButtonEvent(id: 0, button: .y, isPressed: true)), view: Self.size)
        #expect(p == [.togglePairing] && y == [.togglePairing], "P and gamepad Y ask for it: \(p) \(y)")
        driver.send(.togglePairing)
        #expect(card(), "back on P")
        driver.send(.togglePairing)
        #expect(!card(), "and away again")
        #expect(!Self.draw(driver).commands.contains { if case .fillRect(_, let c) = $0 { c == .white } else { false } }, "no card without a remote")
    }
}
