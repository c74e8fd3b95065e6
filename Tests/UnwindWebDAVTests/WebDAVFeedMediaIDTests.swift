import Foundation
import Testing
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport
import UnwindWebDAV

/// A cached file of the feed is named by the share's id for it, so the show's status can
/// say which network photo is on screen; other files are not the feed's.
@Suite(.serialized, .enabled(if: TestWebDAVServer.present, "rclone is not installed (apt-get install rclone)"))
struct WebDAVFeedMediaIDTests {
    @Test func aCachedFileIsNamedByItsIdOnTheShare() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("Trip/a.jpg", Array(repeating: 1, count: 100))
        let cache = try TemporaryTree()
        let feed = try WebDAVFeed(WebDAVFeedTests.options(server, cache: cache))
        try feed.syncOnce()
        let file = PhotoPath(feed.folder + "/Trip/a.jpg")
        let id = try #require(feed.mediaID(of: file), "the cached file is the feed's")
        #expect(id.source == feed.source.name, "the share's source name: \(id)")
        #expect(String(decoding: id.key, as: UTF8.self).hasSuffix("/Trip/a.jpg"), "keyed by the server path: \(id)")
        #expect(feed.source.cachedFile(id) == file, "the id leads back to the same file")
        #expect(feed.mediaID(of: PhotoPath(feed.folder + "/Trip/missing.jpg")) == nil, "a file the cache does not hold")
        #expect(feed.mediaID(of: PhotoPath("/elsewhere/a.jpg")) == nil, "a file outside the cache")
    }
}
