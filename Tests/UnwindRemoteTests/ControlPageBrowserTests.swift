import Foundation
import Testing
import UnwindConfig
import UnwindControl
import UnwindInput
import UnwindLocalization
import UnwindMedia
import UnwindSync
import UnwindTestSupport

@testable import UnwindRemote

/// The control page in a real headless Chromium at phone size, driven through chromedriver's
/// WebDriver HTTP protocol against a fake show that advances its status: the caption as the
/// frame writes it, Next reaching the show, Apply in every order (also when the show started
/// in a memories order), an edit that a refresh does not overwrite, an error under its field
/// in plain words, and the page in the browser's language.
@Suite(.serialized) struct ControlPageBrowserTests {
    static let chromedriver = "/usr/bin/chromedriver"
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var browserPresent: Bool {
        FileManager.default.isExecutableFile(atPath: chromedriver) && chromium != nil
    }

    /// Runs `body` with a page open on a server over a fake show whose status starts as `initial`.
    static func withPage(
        initial: RemoteStatus, photos: [String], language: String = "en", configure: (inout RemoteAPI.Policy) -> Void = { _ in },
        _ body: (WebDriver, FakeShow) async throws -> Void
    ) async throws {
        let inbox = RemoteInbox()
        let board = StatusBoard(initial)
        let token = "browser-token-0123456789"
        var policy = RemoteAPI.Policy(token: try BearerToken(token))
        configure(&policy)
        let server = try RemoteHTTPServer(
            listen: ListenAddress(host: "127.0.0.1", port: 0), api: RemoteAPI(inbox: inbox, board: board, policy: policy))
        let port = try await server.start()
        let show = FakeShow(inbox: inbox, board: board, photos: photos)
        show.start()
        let driver = try await WebDriver.launch(chromium: Self.chromium ?? "", language: language)
        do {
            try await driver.open("http://127.0.0.1:\(port)/?token=\(token)")
            try await body(driver, show)
        } catch {
            await driver.quit()
            show.stop()
            await server.stop()
            throw error
        }
        await driver.quit()
        show.stop()
        await server.stop()
    }

    static let photos = ["/photos/Alps 2023/IMG_0001.JPG", "/photos/Beach/IMG_0002.JPG", "/photos/City/IMG_0003.JPG"]

    @Test(.enabled(if: browserPresent, "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"))
    func theCaptionNextAndAnErrorUnderItsField() async throws {
        let status = RemoteStatus(
            current: Self.photos[0], next: Self.photos[1], currentDate: "2023-11-24T09:15:00", settings: ShowSettingValues(transitions: ["calm"]),
            photosKnown: 3)
        try await Self.withPage(initial: status, photos: Self.photos) { driver, show in
            let album = try await driver.waitForText("#album", timeout: 10) { $0 == "Alps 2023" }
            #expect(album == "Alps 2023", "the album, not the file name")
            #expect(try await driver.text("#date") == "November 24, 2023", "the date written out, no time of day")
            #expect(try await driver.currentURL().hasSuffix("/"), "the token is taken out of the address bar")
            #expect(try await driver.value("#style") == "calm", "the style by name")

            try await driver.click("#next")
            let advanced = try await driver.waitForText("#album", timeout: 10) { $0 == "Beach" }
            #expect(advanced == "Beach", "Next changed the photo on the page")
            #expect(show.received.contains(.next), "the show received next through the inbox")

            try await driver.clear("#interval")
            try await driver.type("#interval", "0.5")
            try await driver.click("#apply")
            let error = try await driver.waitForText("#interval-error", timeout: 10) { !$0.isEmpty }
            #expect(error == "Enter a number from 1 to 86400 seconds.", "in plain words, under the field: '\(error)'")
            #expect(try await driver.text("#error").isEmpty, "nothing at the top of the page")
            #expect(!show.received.contains { if case .set(key: "interval", _) = $0 { true } else { false } }, "a bad interval never reaches the show")
        }
    }

    @Test(.enabled(if: browserPresent, "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"))
    func applyWorksInEveryOrderAndARefreshKeepsAnEdit() async throws {
        let status = RemoteStatus(
            current: Self.photos[0], next: Self.photos[1], settings: ShowSettingValues(interval: 1, transitions: ["calm"], order: .onThisDay), photosKnown: 3)
        try await Self.withPage(initial: status, photos: Self.photos) { driver, show in
            _ = try await driver.waitForText("#album", timeout: 10) { $0 == "Alps 2023" }
            #expect(try await driver.value("#order") == "on-this-day", "a memories order shows as itself")
            // The seconds are 1 (allowed by the command line): changing only the seconds works.
            try await driver.clear("#interval")
            try await driver.type("#interval", "33")
            try await Task.sleep(nanoseconds: 2_600_000_000)
            #expect(try await driver.value("#interval") == "33", "a refresh does not overwrite what is being typed")
            try await driver.click("#apply")
            _ = try await driver.waitForText("#saved", timeout: 10) { !$0.isEmpty }
            #expect(show.received.contains(.set(key: "interval", value: .number(33))), "\(show.received)")
            for order in PlaylistOrder.allCases {
                try await driver.click("#order option[value='\(order.rawValue)']")
                try await driver.click("#apply")
                let deadline = Date(timeIntervalSinceNow: 10)
                while !show.received.contains(.set(key: "order", value: .name(order.rawValue))), Date() < deadline {
                    try await Task.sleep(nanoseconds: 100_000_000)
                }
                #expect(show.received.contains(.set(key: "order", value: .name(order.rawValue))), "Apply with \(order.rawValue): \(show.received)")
            }
            let orderError = try await driver.text("#order-error"), applyError = try await driver.text("#apply-error")
            #expect(orderError.isEmpty && applyError.isEmpty, "no error in any order: \(orderError) \(applyError)")
            try await driver.click("#style option[value='spiral']")
            try await driver.click("#apply")
            let deadline = Date(timeIntervalSinceNow: 10)
            while !show.received.contains(.set(key: "transitions", value: .names(["spiral"]))), Date() < deadline {
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            #expect(show.received.contains(.set(key: "transitions", value: .names(["spiral"]))), "a named style reaches the show: \(show.received)")
        }
    }

    @Test(.enabled(if: browserPresent, "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"))
    func thePageSpeaksTheBrowsersLanguage() async throws {
        let status = RemoteStatus(current: Self.photos[0], currentDate: "2023-11-24T09:15:00", photosKnown: 3)
        // The settings' words come from the schema and po/de.po, as `unwind slideshow` passes them.
        let german = try CatalogLoader.load(file: URL(fileURLWithPath: Repository.root + "/po/de.po"), language: "de")
        let labels = ["de": ControlSchema.pageLabels { german($0) }]
        try await Self.withPage(initial: status, photos: Self.photos, language: "de-DE", configure: { $0.pageLabels = labels }) { driver, _ in
            _ = try await driver.waitForText("#album", timeout: 10) { $0 == "Alps 2023" }
            #expect(try await driver.text("#apply") == "Übernehmen")
            #expect(try await driver.text("span[data-t=interval]") == "Sekunden pro Foto", "a schema label, translated by po/de.po")
            #expect(try await driver.text("#order option[value=date-desc]") == "Neueste zuerst", "an order's label, translated by po/de.po")
            #expect(try await driver.text("small[data-t=interval-help]") == "Wie lange jedes Foto zu sehen ist.", "a setting's help, translated by po/de.po")
            #expect(try await driver.text("#date") == "24. November 2023")
            #expect(try await driver.text("#screen") == "Bildschirm an")
        }
    }
}

extension ControlPageBrowserTests {
    @Test(.enabled(if: browserPresent, "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"))
    func addPhotosSendsEachFileAndSaysHowItWent() async throws {
        let tree = try TemporaryTree()
        let picked = [tree.path + "/phone/beach.png", tree.path + "/phone/notes.jpg"]
        try FileManager.default.createDirectory(atPath: tree.path + "/phone", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: picked[0], contents: Data(UploadHTTPTests.png(size: 200_000)))
        FileManager.default.createFile(atPath: picked[1], contents: Data("not a photo at all".utf8))
        let folder = tree.path + "/uploads"
        let status = RemoteStatus(current: Self.photos[0], photosKnown: 3)
        try await Self.withPage(initial: status, photos: Self.photos, language: "fr-FR", configure: { $0.uploadFolder = UploadFolder(path: folder) }) {
            driver, show in
            _ = try await driver.waitForText("#album", timeout: 10) { $0 == "Alps 2023" }
            #expect(try await driver.text("#add legend") == "Ajouter des photos", "the section is shown, in the page's language")
            try await driver.type("#files", picked.joined(separator: "\n"))
            let results = try await driver.waitForText("#uploads", timeout: 20) { $0.contains("beach.png : ajoutée") && $0.contains("notes.jpg : not a photo") }
            #expect(results.contains("beach.png : ajoutée"), "\(results)")
            #expect(results.contains("notes.jpg : not a photo the frame can show"), "the server's reason under the file: \(results)")
            #expect(UploadHTTPTests.listing(folder) == ["beach.png"])
            let deadline = Date(timeIntervalSinceNow: 10)
            while !show.received.contains(.showPhoto(path: folder + "/beach.png", now: false)), Date() < deadline {
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            #expect(show.received.contains(.showPhoto(path: folder + "/beach.png", now: false)), "\(show.received)")
        }
    }
}

extension ControlPageBrowserTests {
    @Test(.enabled(if: browserPresent, "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"))
    func favouriteHideAndRecentlyShown() async throws {
        let status = RemoteStatus(current: Self.photos[0], photosKnown: 3)
        try await Self.withPage(initial: status, photos: Self.photos) { driver, show in
            _ = try await driver.waitForText("#album", timeout: 10) { $0 == "Alps 2023" }
            #expect(try await driver.text("#favorite") == "☆ Favourite")
            try await driver.click("#favorite")
            try await driver.click("#hide")
            try await driver.click("#next")
            _ = try await driver.waitForText("#album", timeout: 10) { $0 == "Beach" }
            try await driver.click("#recent-box summary")
            let recent = try await driver.waitForText("#recent", timeout: 10) { $0.contains("Alps 2023") }
            #expect(recent.contains("Beach · IMG_0002.JPG") && recent.contains("Alps 2023 · IMG_0001.JPG"), "newest first: \(recent)")
            try await driver.click("#recent li:nth-child(2) button")
            let deadline = Date(timeIntervalSinceNow: 10)
            while !show.received.contains(.showPhoto(path: Self.photos[0], now: true)), Date() < deadline {
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            let received = show.received
            #expect(received.contains(.favoriteCurrent(true)) && received.contains(.hideCurrent), "\(received)")
            #expect(received.contains(.showPhoto(path: Self.photos[0], now: true)), "a tap shows it again: \(received)")
        }
    }
}

/// A show on its own thread: drains the inbox each "frame" and advances on next.
final class FakeShow: @unchecked Sendable {
    let inbox: RemoteInbox
    let board: StatusBoard
    let photos: [String]
    private let state = Locked<(index: Int, received: [RemoteCommand], running: Bool)>((0, [], true))

    init(inbox: RemoteInbox, board: StatusBoard, photos: [String]) {
        self.inbox = inbox
        self.board = board
        self.photos = photos
    }

    var received: [RemoteCommand] { state.withLock { $0.received } }

    func start() {
        Thread {
            while self.state.withLock({ $0.running }) {
                for command in self.inbox.waitAndDrain(timeout: 0.01) {
                    let index = self.state.withLock { state -> Int in
                        state.received.append(command)
                        switch command {
                        case .next: state.index = (state.index + 1) % self.photos.count
                        case .previous: state.index = (state.index + self.photos.count - 1) % self.photos.count
                        default: break
                        }
                        return state.index
                    }
                    var status = self.board.current
                    status.current = self.photos[index]
                    status.next = self.photos[(index + 1) % self.photos.count]
                    if command == .pause { status.paused = true }
                    if command == .resume { status.paused = false }
                    // Settings take effect as in a real show, so the page's next refresh sees them.
                    if case .set(let key, let value) = command, let setting = ControlSchema.setting(key) { status.settings[setting] = value }
                    self.board.publish(status)
                }
            }
        }.start()
    }

    func stop() { state.withLock { $0.running = false } }
}

/// Just enough of the W3C WebDriver protocol to drive one headless Chromium session.
struct WebDriver: Sendable {
    let process: Process
    let base: URL
    let session: String
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    static func launch(chromium: String, language: String = "en") async throws -> WebDriver {
        let port = try TestSocket.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ControlPageBrowserTests.chromedriver)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try process.run()
        // Wait for the driver to answer /status.
        var ready = false
        var lastError = "no answer"
        for _ in 0..<100 {
            do {
                let status = try await call(base, "GET", "/status")
                if (status["value"] as? [String: Any])?["ready"] as? Bool == true {
                    ready = true
                    break
                }
                lastError = "\(status)"
            } catch {
                lastError = "\(error)"
            }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        guard ready else {
            kill(process.processIdentifier, SIGKILL)
            throw WebDriverError("chromedriver did not start on port \(port): \(lastError)")
        }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": chromium,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=390,844", "--lang=\(language)",
                        ],
                        "prefs": ["intl.accept_languages": language],
                    ],
                ]
            ]
        ]
        let created = try await call(base, "POST", "/session", capabilities)
        guard let value = created["value"] as? [String: Any], let session = value["sessionId"] as? String else {
            kill(process.processIdentifier, SIGKILL)
            throw WebDriverError("no session: \(created)")
        }
        return WebDriver(process: process, base: base, session: session)
    }

    func open(_ url: String) async throws {
        _ = try await Self.call(base, "POST", "/session/\(session)/url", ["url": url])
    }

    func currentURL() async throws -> String {
        try await Self.call(base, "GET", "/session/\(session)/url")["value"] as? String ?? ""
    }

    func element(_ css: String) async throws -> String {
        let found = try await Self.call(base, "POST", "/session/\(session)/element", ["using": "css selector", "value": css])
        guard let value = found["value"] as? [String: Any], let id = value[Self.elementKey] as? String else {
            throw WebDriverError("no element \(css): \(found)")
        }
        return id
    }

    func click(_ css: String) async throws {
        _ = try await Self.call(base, "POST", "/session/\(session)/element/\(try await element(css))/click", [:])
    }

    func clear(_ css: String) async throws {
        _ = try await Self.call(base, "POST", "/session/\(session)/element/\(try await element(css))/clear", [:])
    }

    func type(_ css: String, _ text: String) async throws {
        _ = try await Self.call(base, "POST", "/session/\(session)/element/\(try await element(css))/value", ["text": text])
    }

    /// A form control's current value (what the user typed or picked).
    func value(_ css: String) async throws -> String {
        try await Self.call(base, "GET", "/session/\(session)/element/\(try await element(css))/property/value")["value"] as? String ?? ""
    }

    func text(_ css: String) async throws -> String {
        try await Self.call(base, "GET", "/session/\(session)/element/\(try await element(css))/text")["value"] as? String ?? ""
    }

    /// Polls the element's visible text until `done` accepts it; returns the last text seen.
    func waitForText(_ css: String, timeout: Double, until done: (String) -> Bool) async throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last = ""
        while Date() < deadline {
            last = (try? await text(css)) ?? ""
            if done(last) { return last }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return last
    }

    func quit() async {
        _ = try? await Self.call(base, "DELETE", "/session/\(session)")
        // SIGKILL: Foundation's Process starts children with SIGTERM blocked, so chromedriver
        // would ignore `terminate()`.
        kill(process.processIdentifier, SIGKILL)
        // Not `waitUntilExit()`: it can hang when called from Swift concurrency on Linux.
        for _ in 0..<50 where process.isRunning {
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
    }

    /// One WebDriver call over the tests' own socket client (corelibs URLSession's async API
    /// fails on loopback here with "Failed writing header").
    static func call(_ base: URL, _ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        let text = try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        let port = UInt16(base.port ?? 0)
        let response = try await TestHTTP.request(port: port, method, path, body: text)
        return (try JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
    }
}

struct WebDriverError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
