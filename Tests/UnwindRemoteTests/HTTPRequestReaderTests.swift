import Foundation
import Testing
import UnwindConfig
import UnwindTestSupport

@testable import UnwindRemote

/// The server's request reader: linear, every size capped before it is kept.
@Suite struct HTTPRequestReaderTests {
    let reader = HTTPRequestReader(maxHeadBytes: 12 * 1024, maxBodyBytes: 16 * 1024)

    func read(_ text: String) -> HTTPRequestReader.Outcome {
        var scanned = 0
        return reader.read(Array(text.utf8), scanned: &scanned)
    }

    @Test func aRequestWithQueryHeadersAndBody() throws {
        let text = "PATCH /api/settings?token=a%20b&x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\n\r\n{}{}NEXT"
        let outcome = read(text)
        guard case .request(let parsed, let consumed) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(parsed.method == "PATCH" && parsed.path == "/api/settings")
        #expect(parsed.query == ["token": "a b", "x": ""])
        #expect(parsed.headers["host"] == "127.0.0.1")
        #expect(parsed.body == Data("{}{}".utf8))
        #expect(consumed == text.utf8.count - 4, "the next request (NEXT…) is left in the buffer")
        #expect(!parsed.closes)
    }

    @Test func bareLineFeedsAndHTTP10() {
        guard case .request(let parsed, _) = read("GET / HTTP/1.0\nHost: x\n\n") else {
            Issue.record("not read")
            return
        }
        #expect(parsed.closes, "HTTP/1.0 closes unless keep-alive is asked for")
    }

    @Test func theHeadIsRefusedAsSoonAsItPassesItsCapWhateverFollows() {
        // No end of head in sight: refused at 12 KiB + 1, not after the rest arrives.
        let partial = "GET /api/status HTTP/1.1\r\nX-Huge: " + String(repeating: "h", count: 12 * 1024)
        guard case .refuse(let status, _) = read(partial) else {
            Issue.record("not refused")
            return
        }
        #expect(status == 431)
        #expect(read("GET /api/status HTTP/1.1\r\nX-Huge: hhh") == .incomplete)
    }

    @Test func readingIsLinearAcrossManySmallArrivals() {
        // 1 MiB arriving 1 KiB at a time: each byte is scanned once, so this is quick; the
        // old reader rescanned the line at each byte (quadratic).
        var buffer: [UInt8] = Array("GET / HTTP/1.1\r\nX: ".utf8)
        var scanned = 0
        var outcome = HTTPRequestReader.Outcome.incomplete
        let big = HTTPRequestReader(maxHeadBytes: 2 << 20, maxBodyBytes: 0)
        for _ in 0..<1024 {
            buffer += [UInt8](repeating: UInt8(ascii: "a"), count: 1024)
            outcome = big.read(buffer, scanned: &scanned)
            #expect(outcome == .incomplete)
        }
        #expect(scanned == buffer.count, "the next look starts where this one stopped")
        buffer += Array("\r\n\r\n".utf8)
        outcome = big.read(buffer, scanned: &scanned)
        guard case .request = outcome else {
            Issue.record("\(outcome)")
            return
        }
    }

    @Test(arguments: [
        "GET /\r\n\r\n", "GET / HTTP/2.0\r\n\r\n", "get / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nno colon here\r\n\r\n",
        "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
    ])
    func malformedRequestsAre400(text: String) {
        guard case .refuse(let status, _) = read(text) else {
            Issue.record("accepted \(text.debugDescription)")
            return
        }
        #expect(status == 400)
    }

    @Test func chunkedBodiesAre411AndOversizedOnesAreLeftToThe413() {
        guard case .refuse(let status, _) = read("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") else {
            Issue.record("chunked accepted")
            return
        }
        #expect(status == 411)
        // Declared over the cap: handed on at once with no body (the API answers 413).
        guard case .request(let parsed, _) = read("POST / HTTP/1.1\r\nContent-Length: 100000000\r\n\r\n") else {
            Issue.record("not handed on")
            return
        }
        #expect(parsed.body.isEmpty)
    }

    @Test func aMegabyteHeaderLineIsAnswered431AndLoggedOnce() async throws {
        let lines = CollectedLines()
        let server = try RemoteHTTPServer(listen: ListenAddress(host: "127.0.0.1", port: 0), api: RemoteAPI(inbox: RemoteInbox(), board: StatusBoard()))
        server.onRefused = { lines.add($0) }
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let answers = try await offPool {
            (0..<3).map { _ -> Data in
                guard let socket = try? TestSocket(port: port, timeout: 60) else { return Data() }
                defer { socket.close() }
                socket.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: " + String(repeating: "h", count: 1 << 20) + "\r\n\r\n")
                return socket.readAll().data
            }
        }
        for answer in answers {
            #expect(String(decoding: answer.prefix(12), as: UTF8.self) == "HTTP/1.1 431", "\(String(decoding: answer.prefix(60), as: UTF8.self))")
        }
        #expect(lines.all.count == 1, "one line, the rest counted: \(lines.all)")
        #expect(lines.all.first?.contains("refused a request from 127.0.0.1: 431") == true)
        let status = try await TestHTTP.request(port: port, "GET", "/api/status")
        #expect(status.status == 200, "still serving")
    }

}
