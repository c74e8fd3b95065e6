import Foundation
import Testing
import UnwindTestSupport
import UnwindWebDAV

/// A server that misbehaves (Tests/UnwindWebDAVTests/Fixtures/hostile_webdav.py): a 100 MB
/// listing, 100,000 entries, endless folder depth, one byte a second, a redirect loop, 503,
/// a 10 GB file and a download that never ends. Each gets one clear line, and the cache the
/// show reads keeps every photo it had.
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
struct WebDAVBadServerTests {
    final class HostileServer {
        let port: Int
        let process: Process

        init() throws {
            port = try TestBroker.freePort()
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [Repository.root + "/Tests/UnwindWebDAVTests/Fixtures/hostile_webdav.py", String(port)]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline, !TestBroker.canConnect(port: port) { Thread.sleep(forTimeInterval: 0.05) }
        }

        func mode(_ name: String) throws {
            let answer = try LoopbackHTTP.request(port: port, "POST", "/mode", body: Data(name.utf8), contentType: "text/plain")
            guard answer.status == 200 else { throw BrokerError("mode \(name): \(answer.status)") }
        }

        deinit {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    /// A feed of the hostile share whose cache already holds a.jpg.
    static func feed(_ server: HostileServer, cache: TemporaryTree, limits: (inout WebDAVLimits) -> Void = { _ in }) throws -> WebDAVFeed {
        var options = WebDAVSource.Options(
            location: try WebDAVLocation(parsing: "http://127.0.0.1:\(server.port)/share/"), password: nil, caFile: nil, cacheRoot: cache.path,
            maxCacheBytes: 1 << 30, accepts: { $0.hasSuffix(".jpg") })
        limits(&options.limits)
        let feed = try WebDAVFeed(options)
        try server.mode("ok")
        #expect(try feed.syncOnce().downloaded == 1)
        return feed
    }

    static func failure(of feed: WebDAVFeed) -> String {
        do {
            try feed.syncOnce()
            return "no error"
        } catch {
            return error.message
        }
    }

    static func cacheIsIntact(_ feed: WebDAVFeed) -> Bool {
        FileManager.default.contents(atPath: feed.folder + "/a.jpg")?.count == 2006 && feed.cachedCount == 1
    }

    @Test(arguments: [
        ("huge", "larger than 32 MB"),
        ("many", "lists more than 20000 entries"),
        ("loop", "redirect loop (more than 5 redirects)"),
        ("error", "answered 503 instead of a WebDAV listing"),
    ])
    func aBadListingIsOneLineAndTheCacheStays(mode: String, expected: String) throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        let feed = try Self.feed(server, cache: cache)
        try server.mode(mode)
        let started = Date()
        let message = Self.failure(of: feed)
        #expect(message.contains(expected), "\(mode): \(message)")
        #expect(!message.contains("\n"), "one line")
        #expect(Self.cacheIsIntact(feed), "\(mode): the cache keeps its photo")
        print("webdav bad input \(mode): refused in \(String(format: "%.2f", Date().timeIntervalSince(started))) s: \(message)")
    }

    /// A server answering 503 for a while, with the feed running: one line for the outage
    /// (however many passes fail), one when it answers again, and the cache kept meanwhile.
    @Test func aServerAnswering503IsOneOutageAndOneLineWhenBack() throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        var options = WebDAVSource.Options(
            location: try WebDAVLocation(parsing: "http://127.0.0.1:\(server.port)/share/"), password: nil, caFile: nil, cacheRoot: cache.path,
            maxCacheBytes: 1 << 30, accepts: { $0.hasSuffix(".jpg") })
        options.rescanSeconds = 0.3
        options.maxBackoffSeconds = 0.4
        let feed = try WebDAVFeed(options)
        let lines = CollectedLines()
        feed.onLog = { lines.add($0) }
        try server.mode("ok")
        feed.start()
        defer { feed.stop() }
        #expect(feed.waitForPasses(1, seconds: 30))
        try server.mode("error")
        let before = lines.all.count
        #expect(feed.waitForPasses(8, seconds: 60), "it keeps trying")
        let outage = lines.all.dropFirst(before).filter { $0.contains("answered 503") }
        #expect(outage.count == 1, "one line per outage: \(lines.all)")
        #expect(outage.allSatisfy { $0.contains("127.0.0.1:\(server.port)") && $0.contains("the show goes on with the 1 cached photos") }, "\(outage)")
        #expect(Self.cacheIsIntact(feed))
        try server.mode("ok")
        let deadline = Date(timeIntervalSinceNow: 30)
        while !lines.all.contains(where: { $0.hasSuffix("is back") }), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(lines.all.filter { $0.hasSuffix("is back") }.count == 1, "\(lines.all)")
        #expect(Self.cacheIsIntact(feed))
    }

    @Test func foldersWithoutEndAreCut() throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        let feed = try Self.feed(server, cache: cache) { $0.maxDepth = 8 }
        try server.mode("deep")
        let message = Self.failure(of: feed)
        #expect(message.contains("more than 8 levels deep"), "\(message)")
        #expect(Self.cacheIsIntact(feed))
    }

    @Test func aServerSendingOneByteASecondTimesOut() throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        let feed = try Self.feed(server, cache: cache) { limits in
            limits.lowSpeedBytes = 100
            limits.lowSpeedSeconds = 2
        }
        try server.mode("slow")
        let started = Date()
        let message = Self.failure(of: feed)
        #expect(message.hasPrefix("timed out"), "\(message)")
        #expect(Date().timeIntervalSince(started) < 20, "given up after the low-speed window")
        #expect(Self.cacheIsIntact(feed))
    }

    @Test func aTenGigabyteFileAndAnEndlessDownloadAreNotCached() throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        let feed = try Self.feed(server, cache: cache) { $0.maxFileBytes = 1 << 20 }
        let lines = CollectedLines()
        feed.onLog = { lines.add($0) }
        try server.mode("bigfile")
        let result = try feed.syncOnce()
        #expect(result.downloaded == 0 && result.notCached == 2, "\(result)")
        #expect(lines.all.contains { $0.contains("huge.jpg is 10240 MB, over the 1 MB a photo may have; not downloaded") }, "\(lines.all)")
        #expect(lines.all.contains { $0.contains("endless.jpg not downloaded: the answer is larger than 1 MB") }, "\(lines.all)")
        let left = try FileManager.default.contentsOfDirectory(atPath: feed.folder)
        #expect(left == ["a.jpg"], "no partial download stays: \(left)")
    }
}
