import Foundation
import Testing
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport

@Suite struct IndexedFolderSourceTests {
    @Test func theIndexReportsChangesKeyedByMediaID() throws {
        let tree = try TemporaryTree()
        let a = try tree.file("a.jpg", ExifJPEG.bytes(taken: "2020:03:04 05:06:07"))
        let b = try tree.file("sub/b.jpg", ExifJPEG.bytes(taken: nil))
        let source = IndexedFolderSource(library: .inMemory(watchesFolders: false), roots: [PhotoPath(tree.path)])
        #expect(source.name == MediaID.local)

        let first = source.refresh()
        #expect(Set(first.changes.map(\.id)) == [MediaID(local: PhotoPath(a)), MediaID(local: PhotoPath(b))], "got \(first.changes)")
        let dated = first.forShow.added.first { $0.path == PhotoPath(a) }
        #expect(dated?.taken != nil, "the index's EXIF date comes with the item: \(first.forShow.added)")
        #expect(source.refresh().changes.isEmpty, "nothing changed, nothing reported")

        try FileManager.default.removeItem(atPath: b)
        try FileManager.default.removeItem(atPath: tree.path + "/sub")
        let after = source.refresh()
        #expect(after.changes == [.removed(MediaID(local: PhotoPath(b)))], "got \(after.changes)")
    }
}
