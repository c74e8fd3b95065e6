import Testing
import UnwindMedia
import UnwindPhotos

@Suite struct MediaIDTests {
    @Test func localIDsKeepThePathsExactBytes() {
        let raw = PhotoPath(bytes: Array("/photos/caf".utf8) + [0xE9] + Array(".jpg".utf8))
        let id = MediaID(local: raw)
        #expect(id.localPath == raw, "a name that is not UTF-8 comes back byte for byte")
        #expect(id.description == raw.description, "logs name local photos by path, as before")
        #expect(id == MediaID(source: MediaID.local, key: raw.bytes))
    }

    @Test func otherSourcesHaveNoPathAndSortAfterTheirName() {
        let asset = MediaID(source: "immich", key: Array("1f2e".utf8))
        #expect(asset.localPath == nil, "an Immich asset id is not a path")
        #expect(asset.description == "immich:1f2e")
        #expect(asset != MediaID(source: "webdav", key: Array("1f2e".utf8)), "the same key in two sources names two photos")
        let sorted = [MediaID(local: "/b"), asset, MediaID(local: "/a")].sorted()
        #expect(sorted == [asset, MediaID(local: "/a"), MediaID(local: "/b")], "got \(sorted)")
    }

    @Test func changeSetsReachTheShowKeyedByPathForLocalItemsOnly() {
        let local = MediaItem(id: MediaID(local: "/p/a.jpg"))
        let remote = MediaItem(id: MediaID(source: "immich", key: [0x31]))
        let set = MediaChangeSet(changes: [.added(local), .changed(remote), .removed(MediaID(local: "/p/b.jpg"))])
        #expect(set.forShow.added == [PhotoRecord(path: "/p/a.jpg")])
        #expect(set.forShow.removed == ["/p/b.jpg"])
        #expect(set.changes.map(\.id) == [local.id, remote.id, MediaID(local: "/p/b.jpg")])
    }
}
