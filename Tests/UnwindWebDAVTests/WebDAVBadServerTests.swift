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

    /// A mirror of the hostile share whose cache already holds a.jpg.
    static func mirror(_ server: HostileServer, cache: TemporaryTree, limits: (inout WebDAVLimits) -> Void = { _ in }) throws -> WebDAVMirror {
        var options = WebDAVMirror.Options(
            location: try WebDAVLocation(parsing: "http://127.0.0.1:\(server.port)/share/"), password: nil, caFile: nil, cacheRoot: cache.path,
            maxCacheBytes: 1 << 30, accepts: { $0.hasSuffix(".jpg") })
        limits(&options.limits)
        let mirror = try WebDAVMirror(options)
        try server.mode("ok")
        #expect(try mirror.syncOnce().downloaded == 1)
        return mirror
    }

    static func failure(of mirror: WebDAVMirror) -> String {
        do {
            try mirror.syncOnce()
            return "no error"
        } catch {
            return error.message
        }
    }

    static func cacheIsIntact(_ mirror: WebDAVMirror) -> Bool {
        FileManager.default.contents(atPath: mirror.folder + "/a.jpg")?.count == 2006 && mirror.cachedCount == 1
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
        let mirror = try Self.mirror(server, cache: cache)
        try server.mode(mode)
        let started = Date()
        let message = Self.failure(of: mirror)
        #expect(message.contains(expected), "\(mode): \(message)")
        #expect(!message.contains("\n"), "one line")
        #expect(Self.cacheIsIntact(mirror), "\(mode): the cache keeps its photo")
        print("webdav bad input \(mode): refused in \(String(format: "%.2f", Date().timeIntervalSince(started))) s: \(message)")
    }

    @Test func foldersWithoutEndAreCut() throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        let mirror = try Self.mirror(server, cache: cache) { $0.maxDepth = 8 }
        try server.mode("deep")
        let message = Self.failure(of: mirror)
        #expect(message.contains("more than 8 levels deep"), "\(message)")
        #expect(Self.cacheIsIntact(mirror))
    }

    @Test func aServerSendingOneByteASecondTimesOut() throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        let mirror = try Self.mirror(server, cache: cache) { limits in
            limits.lowSpeedBytes = 100
            limits.lowSpeedSeconds = 2
        }
        try server.mode("slow")
        let started = Date()
        let message = Self.failure(of: mirror)
        #expect(message.hasPrefix("timed out"), "\(message)")
        #expect(Date().timeIntervalSince(started) < 20, "given up after the low-speed window")
        #expect(Self.cacheIsIntact(mirror))
    }

    @Test func aTenGigabyteFileAndAnEndlessDownloadAreNotCached() throws {
        let server = try HostileServer()
        let cache = try TemporaryTree()
        let mirror = try Self.mirror(server, cache: cache) { $0.maxFileBytes = 1 << 20 }
        let lines = CollectedLines()
        mirror.onLog = { lines.add($0) }
        try server.mode("bigfile")
        let result = try mirror.syncOnce()
        #expect(result.downloaded == 0 && result.notCached == 2, "\(result)")
        #expect(lines.all.contains { $0.contains("huge.jpg is 10240 MB, over the 1 MB a photo may have; not downloaded") }, "\(lines.all)")
        #expect(lines.all.contains { $0.contains("endless.jpg not downloaded: the answer is larger than 1 MB") }, "\(lines.all)")
        let left = try FileManager.default.contentsOfDirectory(atPath: mirror.folder)
        #expect(left == ["a.jpg"], "no partial download stays: \(left)")
    }
}
