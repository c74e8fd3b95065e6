import Foundation
import Testing
import UnwindPhotos
import UnwindTestSupport
import UnwindWebDAV

/// The feed (a `WebDAVSource` downloaded ahead into its cache) against a real WebDAV server (`rclone serve webdav` on loopback, basic auth):
/// listing, downloads, changes, a server that goes away and comes back, a wrong password, a
/// share of many entries, and the cache's size limit.
@Suite(.serialized, .enabled(if: TestWebDAVServer.present, "rclone is not installed (apt-get install rclone)"))
struct WebDAVFeedTests {
    static let photoNames: Set<String> = ["jpg", "jpeg", "png"]

    static func options(_ server: TestWebDAVServer, cache: TemporaryTree, password: String = TestWebDAVServer.password, maxBytes: Int = 1 << 30)
        throws -> WebDAVSource.Options
    {
        let location = try WebDAVLocation(parsing: server.url)
        return WebDAVSource.Options(
            location: location, password: password, caFile: nil, cacheRoot: cache.path, maxCacheBytes: maxBytes,
            accepts: { name in photoNames.contains((name as NSString).pathExtension.lowercased()) })
    }

    static func listing(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test func listsDownloadsAndFollowsChanges() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", Array(repeating: 1, count: 1000))
        _ = try server.root.file("Trip 2024/b é.png", Array(repeating: 2, count: 500))
        _ = try server.root.file("notes.txt", Array("not a photo".utf8))
        _ = try server.root.file(".thumbs/c.jpg", [3])
        let cache = try TemporaryTree()
        let feed = try WebDAVFeed(Self.options(server, cache: cache))
        let first = try feed.syncOnce()
        #expect(first.photos == 2 && first.downloaded == 2, "\(first)")
        #expect(Self.listing(feed.folder) == ["Trip 2024/b é.png", "a.jpg"])
        #expect(FileManager.default.contents(atPath: feed.folder + "/a.jpg") == Data(repeating: 1, count: 1000))
        #expect(try feed.syncOnce().downloaded == 0, "nothing changed, nothing downloaded")
        // The show takes each cached file once (by its path in the cache), then nothing.
        let taken = feed.take()?.added.map(\.path.description).sorted() ?? []
        #expect(taken == [feed.folder + "/Trip 2024/b é.png", feed.folder + "/a.jpg"], "\(taken)")
        #expect(feed.take() == nil)
        #expect(feed.current.map(\.path.description).sorted() == taken)

        _ = try server.root.file("a.jpg", Array(repeating: 9, count: 1200))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: server.root.path + "/a.jpg")
        try FileManager.default.removeItem(atPath: server.root.path + "/Trip 2024/b é.png")
        _ = try server.root.file("d.jpeg", [4, 4])
        TestWebDAVServer.waitForListingCache()
        let second = try feed.syncOnce()
        #expect(second.downloaded == 2 && second.removed == 1, "\(second)")
        #expect(Self.listing(feed.folder) == ["a.jpg", "d.jpeg"])
        let news = feed.take()
        #expect(news?.removed.map(\.description) == [feed.folder + "/Trip 2024/b é.png"], "\(String(describing: news))")
        #expect(news?.added.map(\.path.description).sorted() == [feed.folder + "/a.jpg", feed.folder + "/d.jpeg"], "the new version and the new photo")
        #expect(FileManager.default.contents(atPath: feed.folder + "/a.jpg") == Data(repeating: 9, count: 1200), "the new version")

        // A new feed on the same cache (a restart) knows what it holds.
        let restarted = try WebDAVFeed(Self.options(server, cache: cache))
        #expect(restarted.cachedCount == 2)
        #expect(try restarted.syncOnce().downloaded == 0)
    }

    @Test func aWrongPasswordIsAClearErrorNamingTheServer() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg")
        let cache = try TemporaryTree()
        let feed = try WebDAVFeed(Self.options(server, cache: cache, password: "wrong"))
        #expect {
            try feed.check()
        } throws: { error in
            guard let error = error as? WebDAVError else { return false }
            return error.isRefusal && error.message.contains("127.0.0.1:\(server.port)") && error.message.contains("user 'frame'")
                && !error.message.contains("wrong\"")
        }
        #expect(Self.listing(feed.folder).isEmpty)
    }

    @Test func theServerGoesAwayAndComesBack() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", [1, 2, 3])
        _ = try server.root.file("b.jpg", [4, 5, 6])
        let cache = try TemporaryTree()
        var options = try Self.options(server, cache: cache)
        options.rescanSeconds = 0.3
        options.maxBackoffSeconds = 0.4
        let feed = try WebDAVFeed(options)
        let lines = CollectedLines()
        feed.onLog = { lines.add($0) }
        feed.start()
        defer { feed.stop() }
        #expect(feed.waitForPasses(1, seconds: 30))
        #expect(feed.cachedCount == 2)
        server.stop()
        #expect(feed.waitForPasses(6, seconds: 60), "it keeps trying")
        let outage = lines.all.filter { $0.contains("the show goes on with the 2 cached photos") }
        #expect(outage.count == 1, "one line per outage: \(lines.all)")
        #expect(Self.listing(feed.folder) == ["a.jpg", "b.jpg"], "the cache is intact")
        _ = feed.take()
        _ = try server.root.file("c.jpg", [7])
        try FileManager.default.removeItem(atPath: server.root.path + "/b.jpg")
        try server.start()
        let deadline = Date(timeIntervalSinceNow: 30)
        while !lines.all.contains(where: { $0.hasSuffix("is back") }), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(lines.all.filter { $0.hasSuffix("is back") }.count == 1, "\(lines.all)")
        #expect(Self.listing(feed.folder) == ["a.jpg", "c.jpg"], "a photo added during the outage comes after it, one removed goes")
        let news = feed.take()
        #expect(news?.added.map(\.path.description) == [feed.folder + "/c.jpg"], "\(String(describing: news))")
        #expect(news?.removed.map(\.description) == [feed.folder + "/b.jpg"], "\(String(describing: news))")
    }

    /// A slow link between the frame and a real server (`Fixtures/slow_proxy.py` in front
    /// of rclone, passing answers on at one byte a second): the pass is given up with one
    /// line after the low-speed window, the cache keeps what it had, and once the link is
    /// fast again the next pass brings what was added meanwhile.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
    func aSlowProxyTimesOutAndTheCacheStays() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", [1, 2, 3])
        let work = try TemporaryTree()
        let modeFile = work.path + "/mode"
        try "fast".write(toFile: modeFile, atomically: true, encoding: .utf8)
        let port = try TestBroker.freePort()
        let proxy = Process()
        proxy.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        proxy.arguments = [Repository.root + "/Tests/UnwindWebDAVTests/Fixtures/slow_proxy.py", String(port), String(server.port), modeFile]
        proxy.standardOutput = FileHandle.nullDevice
        proxy.standardError = FileHandle.nullDevice
        try proxy.run()
        defer { kill(proxy.processIdentifier, SIGKILL) }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !TestBroker.canConnect(port: port) { Thread.sleep(forTimeInterval: 0.05) }

        var options = try Self.options(server, cache: try TemporaryTree())
        options.location = try WebDAVLocation(parsing: "http://\(TestWebDAVServer.user)@127.0.0.1:\(port)/")
        options.limits.lowSpeedBytes = 100
        options.limits.lowSpeedSeconds = 2
        let feed = try WebDAVFeed(options)
        #expect(try feed.syncOnce().downloaded == 1)
        try "slow".write(toFile: modeFile, atomically: true, encoding: .utf8)
        _ = try server.root.file("b.jpg", [4, 5, 6])
        TestWebDAVServer.waitForListingCache()
        let started = Date()
        #expect {
            try feed.syncOnce()
        } throws: { error in
            guard let message = (error as? WebDAVError)?.message else { return false }
            return message.hasPrefix("timed out") && !message.contains("\n")
        }
        #expect(Date().timeIntervalSince(started) < 30, "given up after the low-speed window")
        #expect(Self.listing(feed.folder) == ["a.jpg"], "the cache is intact")
        try "fast".write(toFile: modeFile, atomically: true, encoding: .utf8)
        #expect(try feed.syncOnce().downloaded == 1, "b comes once the link is fast again")
        #expect(Self.listing(feed.folder) == ["a.jpg", "b.jpg"])
    }

    @Test func aShareOfManyEntries() throws {
        let server = try TestWebDAVServer()
        for folder in 0..<4 {
            for i in 0..<750 { _ = try server.root.file("f\(folder)/p\(i).jpg", [UInt8(i & 0xFF)]) }
        }
        // A cache of 20 bytes: the whole share is listed, 20 one-byte photos are downloaded.
        let cache = try TemporaryTree()
        let feed = try WebDAVFeed(Self.options(server, cache: cache, maxBytes: 20))
        let result = try feed.syncOnce()
        #expect(result.photos == 3000 && result.downloaded == 20 && result.notCached == 2980, "\(result)")
        #expect(feed.cachedCount == 20)

        var capped = try Self.options(server, cache: try TemporaryTree())
        capped.limits.maxEntries = 1000
        let refused = try WebDAVFeed(capped)
        #expect {
            try refused.syncOnce()
        } throws: { error in
            (error as? WebDAVError)?.message.contains("more than 1000 entries") == true
        }
        #expect(refused.cachedCount == 0)
    }

    @Test func theCacheLimitEvictsThePhotosShownLongestAgo() throws {
        let server = try TestWebDAVServer()
        for name in ["a", "b", "c"] { _ = try server.root.file("\(name).jpg", Array(repeating: 1, count: 400)) }
        let cache = try TemporaryTree()
        let feed = try WebDAVFeed(Self.options(server, cache: cache, maxBytes: 1000))
        let first = try feed.syncOnce()
        #expect(first.downloaded == 2 && first.notCached == 1, "two fit: \(first)")
        #expect(Self.listing(feed.folder) == ["a.jpg", "b.jpg"])
        feed.noteShown(feed.folder + "/b.jpg", at: Date(timeIntervalSince1970: 1000))
        feed.noteShown(feed.folder + "/a.jpg", at: Date(timeIntervalSince1970: 2000))
        let second = try feed.syncOnce()
        #expect(second.evicted == 1 && second.downloaded == 1, "\(second)")
        #expect(Self.listing(feed.folder) == ["a.jpg", "c.jpg"], "b was shown longest ago")
        #expect(feed.cachedBytes <= 1000)
    }

    /// A share larger than the cache is shown whole, round after round: every listed photo
    /// is handed to the show (those the cache has no room for too), a photo evicted to make
    /// room stays in it, and each is downloaded again when its turn comes. The cache never
    /// passes its limit, and nothing leaves the show.
    @Test func evictedPhotosStayInTheShowAndComeBackAtTheirTurn() throws {
        let server = try TestWebDAVServer()
        let names = ["a", "b", "c", "d", "e", "f"]
        for (index, name) in names.enumerated() { _ = try server.root.file("\(name).jpg", Array(repeating: UInt8(index), count: 400)) }
        let cache = try TemporaryTree()
        let feed = try WebDAVFeed(Self.options(server, cache: cache, maxBytes: 1000))
        let first = try feed.syncOnce()
        #expect(first.photos == 6 && first.downloaded == 2 && first.notCached == 4, "\(first)")
        let handed = feed.take()
        let paths = names.map { feed.folder + "/\($0).jpg" }
        #expect(handed?.added.map(\.path.description).sorted() == paths, "all six are in the show: \(String(describing: handed))")
        var clock = 1000.0
        for round in 1...2 {
            for (index, path) in paths.enumerated() {
                // The decode thread asks before it reads the photo.
                feed.fetchIfEvicted(PhotoPath(path))
                #expect(FileManager.default.contents(atPath: path) == Data(repeating: UInt8(index), count: 400), "round \(round): \(path)")
                #expect(feed.cachedBytes <= 1000)
                clock += 10
                feed.noteShown(path, at: Date(timeIntervalSince1970: clock))
            }
            let pass = try feed.syncOnce()
            #expect(pass.removed == 0, "\(pass)")
            #expect(feed.take()?.removed.isEmpty ?? true, "nothing leaves the show")
        }
        #expect(feed.cachedBytes <= 1000)

        // A download at its turn that fails is one line; the show drops the photo as gone,
        // and the first pass that reaches the server hands it back.
        let lines = CollectedLines()
        feed.onLog = { lines.add($0) }
        let evicted = try #require(paths.first { !FileManager.default.fileExists(atPath: $0) })
        server.stop()
        feed.fetchIfEvicted(PhotoPath(evicted))
        #expect(!FileManager.default.fileExists(atPath: evicted))
        let name = (evicted as NSString).lastPathComponent
        #expect(
            lines.all.count == 1 && lines.all.allSatisfy { $0.contains("\(name) not downloaded") && $0.contains("127.0.0.1:\(server.port)") }, "\(lines.all)")
        // Once the outage is known (the passes logged it), a photo's turn tries nothing and logs nothing.
        let other = try #require(paths.first { !FileManager.default.fileExists(atPath: $0) && $0 != evicted })
        feed.noteOutage(WebDAVError("Could not connect to server"))
        feed.fetchIfEvicted(PhotoPath(other))
        #expect(lines.all.count == 1 && !FileManager.default.fileExists(atPath: other), "\(lines.all)")
        try server.start()
        try feed.syncOnce()
        let back = feed.take()?.added.map(\.path.description) ?? []
        #expect(back.contains(evicted) && back.contains(other), "handed back once the server answers: \(back)")
    }
}

/// TLS is always verified: a server whose CA the system does not know is refused with one
/// line, and trusted with `caFile`.
@Suite(.enabled(if: TestWebDAVServer.present && TestCertificates.present, "rclone or openssl is not installed"))
struct WebDAVTLSTests {
    @Test func anUnknownAuthorityIsRefusedAndACAFileTrustsIt() throws {
        let server = try TestWebDAVServer(tls: true)
        _ = try server.root.file("a.jpg", [1, 2, 3])
        let untrusted = try WebDAVFeed(WebDAVFeedTests.options(server, cache: try TemporaryTree()))
        #expect {
            try untrusted.check()
        } throws: { error in
            (error as? WebDAVError)?.message.hasPrefix("TLS certificate not accepted") == true
        }
        let cache = try TemporaryTree()
        var options = try WebDAVFeedTests.options(server, cache: cache)
        options.caFile = (server.certificates?.path ?? "") + "/ca.pem"
        let trusted = try WebDAVFeed(options)
        #expect(try trusted.syncOnce().downloaded == 1)
    }

    /// A certificate that ran out (signed by a CA the show trusts) is refused with one line
    /// saying so; the cache keeps what it had.
    @Test func anExpiredCertificateIsRefusedAndTheCacheStays() throws {
        let server = try TestWebDAVServer(tls: true)
        _ = try server.root.file("a.jpg", [1, 2, 3])
        guard let certificates = server.certificates else { return }
        var options = try WebDAVFeedTests.options(server, cache: try TemporaryTree())
        options.caFile = certificates.path + "/ca.pem"
        let feed = try WebDAVFeed(options)
        #expect(try feed.syncOnce().downloaded == 1)
        server.stop()
        try TestCertificates.makeExpired(in: certificates.root)
        server.certificateName = "expired"
        try server.start()
        #expect {
            try feed.syncOnce()
        } throws: { error in
            guard let message = (error as? WebDAVError)?.message else { return false }
            return message.hasPrefix("TLS certificate not accepted") && message.contains("expired") && !message.contains("\n")
        }
        #expect(feed.cachedCount == 1 && WebDAVFeedTests.listing(feed.folder) == ["a.jpg"])
    }
}
