import Foundation
import Testing
import UnwindTestSupport
import UnwindWebDAV

/// The issue's bad inputs made with a real server (`rclone serve webdav` on loopback) rather
/// than a scripted one: a share of 100,000 entries, folders 50 levels deep, and a 10 GB photo
/// (a sparse file). Each is within the limits or gets one clear line; the cache stays.
@Suite(.serialized, .enabled(if: TestWebDAVServer.present, "rclone is not installed (apt-get install rclone)"))
struct WebDAVLargeShareTests {
    /// 100,000 one-byte photos in 10 folders of 10,000 (each folder's answer within the
    /// per-folder cap): all listed and handed to the show, the 20 that fit the cache
    /// downloaded, the rest waiting for their turn.
    @Test func aShareOfAHundredThousandEntries() throws {
        let server = try TestWebDAVServer()
        let making = Date()
        for folder in 0..<10 {
            let path = server.root.path + "/f\(folder)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for i in 0..<10_000 {
                // One open, write and close a file (FileManager writes through a temporary and a rename).
                let fd = open(path + "/p\(i).jpg", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                var byte = UInt8(i & 0xFF)
                guard fd >= 0, write(fd, &byte, 1) == 1, close(fd) == 0 else {
                    Issue.record("cannot write the share")
                    return
                }
            }
        }
        print("webdav: 100,000 files written for the share in \(String(format: "%.1f", Date().timeIntervalSince(making))) s")
        let feed = try WebDAVFeed(WebDAVFeedTests.options(server, cache: try TemporaryTree(), maxBytes: 20))
        let started = Date()
        let result = try feed.syncOnce()
        #expect(result.photos == 100_000 && result.downloaded == 20 && result.notCached == 99_980, "\(result)")
        #expect(feed.take()?.added.count == 100_000, "every photo is in the show")
        #expect(feed.cachedCount == 20)
        print("webdav: 100,000 entries listed and 20 downloaded in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    /// Folders 50 levels deep with a photo at the bottom: the walk stops at `maxDepth` (24)
    /// with one line naming the server and the folder, and the cache keeps what it had.
    @Test func fiftyLevelsOfFoldersAreCut() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", [1, 2, 3])
        let cache = try TemporaryTree()
        let feed = try WebDAVFeed(WebDAVFeedTests.options(server, cache: cache))
        #expect(try feed.syncOnce().downloaded == 1)
        let deep = (1...50).map { "d\($0)" }.joined(separator: "/")
        _ = try server.root.file(deep + "/bottom.jpg", [4])
        TestWebDAVServer.waitForListingCache()
        #expect {
            try feed.syncOnce()
        } throws: { error in
            guard let message = (error as? WebDAVError)?.message else { return false }
            return message.contains("127.0.0.1:\(server.port)") && message.contains("more than 24 levels deep") && !message.contains("\n")
        }
        #expect(WebDAVFeedTests.listing(feed.folder) == ["a.jpg"], "the cache is intact")
    }

    /// A 10 GB photo on the server (a sparse file: rclone lists and would serve all of it):
    /// one line naming it and the limit, nothing of it in the cache, the other photo cached.
    @Test func aTenGigabytePhotoIsNotDownloaded() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", [1, 2, 3])
        let huge = server.root.path + "/huge.jpg"
        guard FileManager.default.createFile(atPath: huge, contents: Data([0xFF, 0xD8])), let handle = FileHandle(forWritingAtPath: huge) else {
            Issue.record("cannot write the share")
            return
        }
        try handle.truncate(atOffset: 10 << 30)
        try handle.close()
        let feed = try WebDAVFeed(WebDAVFeedTests.options(server, cache: try TemporaryTree()))
        let lines = CollectedLines()
        feed.onLog = { lines.add($0) }
        let result = try feed.syncOnce()
        #expect(result.downloaded == 1 && result.notCached == 1, "\(result)")
        #expect(lines.all.contains { $0.contains("huge.jpg is 10240 MB, over the 256 MB a photo may have; not downloaded") }, "\(lines.all)")
        #expect(WebDAVFeedTests.listing(feed.folder) == ["a.jpg"], "no part of it is kept")
        #expect(feed.take()?.added.map { ($0.path.description as NSString).lastPathComponent } == ["a.jpg"], "the show is not handed what never fits")
    }
}
