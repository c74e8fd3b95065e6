import Foundation
import Testing
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport
import UnwindWebDAV

/// The share as a `PhotoSource` against a real WebDAV server (`rclone serve webdav` on
/// loopback): ids keyed by server path, changes found by ETag, `open` materializing a photo
/// into the cache, and a server that is gone reported missing with its photos kept.
@Suite(.serialized, .enabled(if: TestWebDAVServer.present, "rclone is not installed (apt-get install rclone)"))
struct WebDAVSourceTests {
    static func source(_ server: TestWebDAVServer, cache: TemporaryTree) throws -> WebDAVSource {
        try WebDAVSource(WebDAVFeedTests.options(server, cache: cache))
    }

    static func added(_ set: MediaChangeSet) -> [String] {
        set.changes.compactMap { change in
            guard case .added(let item) = change else { return nil }
            return String(decoding: item.id.key, as: UTF8.self)
        }.sorted()
    }

    @Test func looksAreChangesKeyedByServerPath() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", [1, 2, 3])
        _ = try server.root.file("Trip/b.png", [4, 5])
        let source = try Self.source(server, cache: try TemporaryTree())
        #expect(source.name == "webdav:127.0.0.1:\(server.port)")
        let first = source.refresh()
        #expect(Self.added(first) == ["/Trip/b.png", "/a.jpg"], "\(first)")
        #expect(first.changes.allSatisfy { $0.id.source == source.name && $0.id.localPath == nil }, "ids are not paths here")
        #expect(source.refresh().isEmpty, "nothing changed")

        _ = try server.root.file("a.jpg", [9, 9, 9, 9])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: server.root.path + "/a.jpg")
        try FileManager.default.removeItem(atPath: server.root.path + "/Trip/b.png")
        TestWebDAVServer.waitForListingCache()
        let second = source.refresh().changes
        let a = source.id(of: "a.jpg"), b = source.id(of: "Trip/b.png")
        #expect(second.contains { if case .changed(let item) = $0 { item.id == a } else { false } }, "a new ETag is a change: \(second)")
        #expect(second.contains(.removed(b)), "\(second)")
        #expect(second.count == 2)
    }

    @Test func openMaterializesIntoTheCache() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", Array(repeating: 7, count: 300))
        let cache = try TemporaryTree()
        let source = try Self.source(server, cache: cache)
        _ = source.refresh()
        let id = source.id(of: "a.jpg")
        #expect(source.cachedFile(id) == nil, "nothing is downloaded by a look")
        guard case .file(let path) = try source.open(id, fitting: MediaSize(width: 1920, height: 1080)) else {
            Issue.record("a WebDAV photo opens as its cached file")
            return
        }
        #expect(path.description.hasPrefix(cache.path + "/webdav/"), "\(path)")
        #expect(FileManager.default.contents(atPath: path.description) == Data(repeating: 7, count: 300))
        #expect(source.cachedFile(id) == path)
        server.stop()
        // Cached at the version listed: no network needed.
        guard case .file(let again) = try source.open(id, fitting: nil) else { return }
        #expect(again == path)
        #expect(throws: MediaError.foreign(MediaID(local: PhotoPath("/x.jpg")))) { try source.open(MediaID(local: PhotoPath("/x.jpg")), fitting: nil) }
    }

    @Test func aServerThatIsGoneIsMissingAndItsPhotosStay() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg", [1])
        let source = try Self.source(server, cache: try TemporaryTree())
        _ = source.refresh()
        server.stop()
        let look = source.refresh()
        #expect(look.changes.isEmpty, "no photo is reported removed: \(look.changes)")
        #expect(look.missing.count == 1 && look.missing[0].path.description == "http://127.0.0.1:\(server.port)/", "\(look.missing)")
    }
}
