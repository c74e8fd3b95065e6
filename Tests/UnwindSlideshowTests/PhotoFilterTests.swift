import Testing
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow
import UnwindTestSupport

/// `--taken-after`, `--taken-before` and `--exclude`.
@Suite struct PhotoFilterTests {
    @Test func takenAfterIsInclusiveAndTakenBeforeExclusive() throws {
        let filter = PhotoFilter(takenAfter: CalendarDay(parsing: "2023-01-01"), takenBefore: CalendarDay(parsing: "2024-01-01"))
        let inside = try #require(PhotoDate(exif: "2023:01:01 00:00:00"))
        let lastDay = try #require(PhotoDate(exif: "2023:12:31 23:59:59"))
        let after = try #require(PhotoDate(exif: "2024:01:01 00:00:00"))
        let before = try #require(PhotoDate(exif: "2022:12:31 23:59:59"))
        #expect(filter.admits("a.jpg", taken: inside) && filter.admits("a.jpg", taken: lastDay))
        #expect(!filter.admits("a.jpg", taken: after) && !filter.admits("a.jpg", taken: before))
        #expect(!filter.admits("a.jpg", taken: nil), "undated photos are left out of a date range")
        #expect(PhotoFilter().admits("a.jpg", taken: nil))
    }

    @Test func excludeMatchesFolderNamesAtAnyDepthOrWholePaths() throws {
        let byName = try #require(FolderGlob("Screenshots"))
        let byPattern = try #require(FolderGlob("*-private"))
        let byPath = try #require(FolderGlob("*/2019/raw"))
        #expect(byName.excludes("/srv/photos/phone/Screenshots/s.png"))
        #expect(!byName.excludes("/srv/photos/phone/Screenshots.png"), "a file name is not a folder")
        #expect(byPattern.excludes("/srv/photos/tax-private/2020/a.jpg"))
        #expect(byPath.excludes("/srv/photos/2019/raw/a.jpg") && !byPath.excludes("/srv/photos/2020/raw/a.jpg"))
        #expect(FolderGlob("") == nil)
        let latin1 = PhotoPath(bytes: Array("/p/caf".utf8) + [0xE9] + Array("/a.jpg".utf8))
        #expect(try #require(FolderGlob("caf*")).excludes(latin1), "raw-byte names match too")
    }

    @Test func theScannerDoesNotWalkExcludedFolders() throws {
        let tree = try TemporaryTree()
        try tree.file("keep/a.jpg")
        try tree.file("Screenshots/b.jpg")
        try tree.file("deep/Screenshots/c.jpg")
        var scanner = PhotoScanner(roots: [tree.path])
        scanner.excluded = [try #require(FolderGlob("Screenshots"))]
        #expect(scanner.scan().photos.map(\.lastComponent) == ["a.jpg"])
    }

    @Test func mediaKeepsPhotosOrClips() {
        let photo = PhotoPath("/p/a.jpg"), clip = PhotoPath("/p/b.MOV"), webm = PhotoPath("/p/c.webm")
        var filter = PhotoFilter()
        #expect(filter.isEmpty && [photo, clip, webm].allSatisfy { filter.admits($0, taken: nil) })
        filter.media = .photos
        #expect(!filter.isEmpty && filter.admits(photo, taken: nil) && !filter.admits(clip, taken: nil) && !filter.admits(webm, taken: nil))
        filter.media = .videos
        #expect(!filter.admits(photo, taken: nil) && filter.admits(clip, taken: nil) && filter.admits(webm, taken: nil))
    }
}
