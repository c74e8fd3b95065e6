import Foundation
import Testing
import UnwindInput
import UnwindSlideshow

@testable import UnwindRemote

/// The control page in a real headless Chromium, driven through chromedriver's WebDriver HTTP
/// protocol: the page loads, Next reaches the show (a fake show that advances its status), and
/// a bad interval shows its error on the page.
@Suite(.serialized) struct ControlPageBrowserTests {
    static let chromedriver = "/usr/bin/chromedriver"
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var browserPresent: Bool {
        FileManager.default.isExecutableFile(atPath: chromedriver) && chromium != nil
    }

    @Test(.enabled(if: browserPresent, "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"))
    func pageLoadsNextAdvancesBadIntervalShowsError() async throws {
        let photos = ["/photos/alps.jpg", "/photos/beach.jpg", "/photos/city.jpg"]
        let inbox = RemoteInbox()
        let board = StatusBoard(RemoteStatus(current: photos[0], next: photos[1], interval: 10, order: "shuffle", photosKnown: 3))
        let token = "browser-token-0123456789"
        let server = try RemoteHTTPServer(
            listen: ListenAddress(host: "127.0.0.1", port: 0),
            api: RemoteAPI(inbox: inbox, board: board, policy: RemoteAPI.Policy(token: try BearerToken(token))))
        let port = try await server.start()

        // A fake show on its own thread: drains the inbox each "frame" and advances on next.
        let show = FakeShow(inbox: inbox, board: board, photos: photos)
        show.start()

        let driver = try await WebDriver.launch(chromium: Self.chromium ?? "")
        do {
            try await driver.open("http://127.0.0.1:\(port)/?token=\(token)")
            let name = try await driver.waitForText("#name", timeout: 10) { $0 == "alps.jpg" }
            #expect(name == "alps.jpg")
            #expect(try await driver.currentURL().hasSuffix("/"), "the token is taken out of the address bar")

            try await driver.click("#next")
            let advanced = try await driver.waitForText("#name", timeout: 10) { $0 == "beach.jpg" }
            #expect(advanced == "beach.jpg", "Next changed the photo on the page")
            #expect(show.received.contains(.next), "the show received next through the inbox")

            try await driver.clear("#interval")
            try await driver.type("#interval", "1")
            try await driver.click("#apply")
            let error = try await driver.waitForText("#error", timeout: 10) { $0.contains("interval must be") }
            #expect(error.contains("interval must be 2...86400 seconds"), "got '\(error)'")
            #expect(!show.received.contains { if case .setInterval = $0 { true } else { false } }, "a bad interval never reaches the show")
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
}

/// Stands in for the slideshow: a thread that drains the inbox every 10 ms and publishes status.
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

    static func launch(chromium: String) async throws -> WebDriver {
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
                        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=412,915"],
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
