import Foundation
import Testing
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow
import UnwindTestSupport

@Suite struct PhotoScannerTests {
    @Test func walksRecursivelySkippingHiddenAndLoops() throws {
        let tree = try TemporaryTree()
        try tree.file("img10.jpg")
        try tree.file("img2.JPG")
        try tree.file("sub/deeper/c.png")
        try tree.file("sub/notes.txt")
        try tree.file(".hidden.jpg")
        try tree.file("._img2.jpg")
        try tree.file(".cache/inside.jpg")
        try tree.link("sub/loop", to: tree.path)
        try tree.link("sub/self", to: ".")
        try tree.link("broken.jpg", to: tree.root.appendingPathComponent("nowhere.jpg").path)
        let raw = Array(tree.path.utf8) + Array("/bad-".utf8) + [0xFF, 0xFE] + Array(".jpg".utf8)
        let fd = raw.withUnsafeBufferPointer { buffer -> Int32 in
            let cString = buffer.map { CChar(bitPattern: $0) } + [0]
            return open(cString, O_CREAT | O_WRONLY, 0o644)
        }
        #expect(fd >= 0, "creating a file with a non-UTF-8 name")
        close(fd)

        let result = PhotoScanner(roots: [tree.path]).scan()
        let relative = result.photos.map { String($0.description.dropFirst(tree.path.count + 1)) }
        #expect(relative == ["bad-\\xFF\\xFE.jpg", "img2.JPG", "img10.jpg", "sub/deeper/c.png"], "got \(relative)")
        #expect(result.photos.contains(PhotoPath(bytes: raw)), "a name that is not UTF-8 is found with its exact bytes")
        let reasons = Dictionary(uniqueKeysWithValues: result.skipped.map { (String($0.path.description.dropFirst(tree.path.count + 1)), $0.reason) })
        #expect(reasons == ["broken.jpg": "broken symbolic link"], "skipped: \(result.skipped)")
        #expect(result.missing.isEmpty)
    }

    @Test func missingAndEmptyRoots() throws {
        let tree = try TemporaryTree()
        let result = PhotoScanner(roots: [tree.path, tree.path + "/absent"]).scan()
        #expect(result.photos.isEmpty)
        #expect(result.missing == [SkippedFile(path: PhotoPath(tree.path + "/absent"), reason: "no such file or folder")])
    }

    /// A stop that comes once the walk has listed everything, during the name sort (issue 24:
    /// SIGTERM there reached the 0.7 s watchdog with a 30,000-photo first scan in a debug
    /// build): the sort ends and the result says `stopped`, with every listed photo in it.
    @Test func aStopDuringTheNameSortEndsTheScan() throws {
        let tree = try TemporaryTree()
        for index in 0..<5000 { try tree.file("p\(index).jpg") }
        // The walk asks before its one root and before its one folder; the sort asks next.
        let asked = AskCounter()
        let result = PhotoScanner(roots: [tree.path])
            .scan(until: {
                asked.value += 1
                return asked.value > 2
            })
        #expect(result.photos.count == 5000, "the walk listed every photo before the stop")
        #expect(result.stopped, "the sort ended at the stop (asked \(asked.value) times)")
        #expect(asked.value == 3)
    }

    @Test func explicitFilesCountWhateverTheirExtension() throws {
        let tree = try TemporaryTree()
        let file = try tree.file("photo.data")
        #expect(PhotoScanner(roots: [file, file]).scan().photos == [PhotoPath(file)])
    }

    @Test func rescanSeesAddedAndRemovedFiles() throws {
        let tree = try TemporaryTree()
        let a = try tree.file("a.jpg")
        var playlist = Playlist(photos: PhotoScanner(roots: [tree.path]).scan().photos, order: .name, seed: 0)
        try tree.file("b.jpg")
        try FileManager.default.removeItem(atPath: a)
        let changes = playlist.update(photos: PhotoScanner(roots: [tree.path]).scan().photos)
        #expect(changes.added == [PhotoPath(tree.path + "/b.jpg")])
        #expect(changes.removed == [PhotoPath(a)])
    }
}

/// How often a scan asked its stop (the scan asks on its own thread only).
private final class AskCounter: @unchecked Sendable {
    var value = 0
}
