import Foundation
import Testing
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport

@Suite struct LocalFolderSourceTests {
    @Test func firstLookAddsEveryPhotoThenOnlyChanges() throws {
        let tree = try TemporaryTree()
        let a = try tree.file("a.jpg")
        let b = try tree.file("sub/b.png")
        let source = LocalFolderSource(scanner: PhotoScanner(roots: [tree.path]), readDates: false)

        let first = source.refresh()
        let added = first.changes.compactMap { change -> PhotoPath? in
            guard case .added(let item) = change else { return nil }
            #expect(item.version != nil, "an added file carries its identity as version")
            return item.id.localPath
        }
        #expect(Set(added) == [PhotoPath(a), PhotoPath(b)], "first look: \(first.changes)")
        #expect(source.refresh().isEmpty, "a second look at unchanged folders finds nothing")

        try FileManager.default.removeItem(atPath: a)
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00]).write(to: URL(fileURLWithPath: b))
        let c = try tree.file("c.gif")
        let third = source.refresh()
        #expect(third.changes.contains(.removed(MediaID(local: PhotoPath(a)))), "removed: \(third.changes)")
        #expect(
            third.changes.contains { if case .changed(let item) = $0 { item.id == MediaID(local: PhotoPath(b)) } else { false } },
            "a rewritten file is changed: \(third.changes)")
        #expect(
            third.changes.contains { if case .added(let item) = $0 { item.id == MediaID(local: PhotoPath(c)) } else { false } },
            "a new file is added: \(third.changes)")
        #expect(third.changes.count == 3, "got \(third.changes)")
    }

    @Test func missingRootIsReportedAndItsPhotosGoAsTheIndexReportsThem() throws {
        let tree = try TemporaryTree()
        let photo = try tree.file("disk/a.jpg")
        let root = tree.path + "/disk"
        let source = LocalFolderSource(scanner: PhotoScanner(roots: [root]), readDates: false)
        #expect(source.refresh().changes.count == 1)
        try FileManager.default.removeItem(atPath: root)
        let look = source.refresh()
        #expect(look.missing.map(\.path) == [PhotoPath(root)], "missing: \(look.missing)")
        #expect(look.changes == [.removed(MediaID(local: PhotoPath(photo)))], "got \(look.changes)")
        #expect(look.forShow.removed == [PhotoPath(photo)] && look.forShow.missing == look.missing)
    }

    @Test func readsDatesOnlyWhenAsked() throws {
        let tree = try TemporaryTree()
        let path = try ExifJPEG.write(to: tree.path + "/dated.jpg", taken: "2021:06:05 10:11:12")
        let dated = LocalFolderSource(scanner: PhotoScanner(roots: [tree.path]), readDates: true).refresh()
        let undated = LocalFolderSource(scanner: PhotoScanner(roots: [tree.path]), readDates: false).refresh()
        #expect(dated.forShow.added.map(\.path) == [PhotoPath(path)])
        #expect(dated.forShow.added.first?.taken != nil, "EXIF date read: \(dated.forShow.added)")
        #expect(undated.forShow.added.first?.taken == nil, "no EXIF read for name and shuffle orders")
    }

    @Test func opensLocalItemsAsTheirFileAndRefusesOthers() throws {
        let source = LocalFolderSource(scanner: PhotoScanner(roots: [PhotoPath]()), readDates: false)
        guard case .file(let path) = try source.open(MediaID(local: "/photos/a.jpg"), fitting: nil) else {
            Issue.record("a local photo opens as its file")
            return
        }
        #expect(path == "/photos/a.jpg")
        let remote = MediaID(source: "immich", key: Array("asset-1".utf8))
        #expect(throws: MediaError.foreign(remote)) {
            try source.open(remote, fitting: MediaSize(width: 1920, height: 1080))
        }
    }
}
