import Testing
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// Broken files are retried when they change, vanished files when they return, and each
/// distinct failure is logged once.
@Suite struct FailureBookTests {
    static let stamp = FileIdentity(size: 100, modified: 1, changed: 1)

    @Test func aBrokenFileStaysOutUntilItsStampChanges() {
        var book = FailureBook()
        book.record("a.jpg", reason: "truncated", kind: .broken, stamp: Self.stamp)
        #expect(book.admit(["a.jpg", "b.jpg"], stamps: ["a.jpg": Self.stamp]) == ["b.jpg"], "unchanged: still out")
        #expect(book.admit(["a.jpg"], stamps: [:]) == [], "no stamp reported: still out")
        #expect(book.stampedPaths == ["a.jpg"], "the scan is asked to stamp it")
        let copied = FileIdentity(size: 2000, modified: 5, changed: 5)
        #expect(book.admit(["a.jpg"], stamps: ["a.jpg": copied]) == ["a.jpg"], "the copy finished: tried again")
        #expect(book.entries.isEmpty)
    }

    @Test func aPermissionChangeCountsAsAChange() {
        var book = FailureBook()
        book.record("a.jpg", reason: "Permission denied", kind: .broken, stamp: Self.stamp)
        let chmodded = FileIdentity(size: 100, modified: 1, changed: 9)
        #expect(book.admit(["a.jpg"], stamps: ["a.jpg": chmodded]) == ["a.jpg"], "ctime moved (chmod): tried again")
    }

    @Test func aVanishedFileReturnsWhenFound() {
        var book = FailureBook()
        book.record("a.jpg", reason: "No such file or directory", kind: .gone)
        #expect(book.hasGone)
        #expect(book.brokenCount == 0, "vanished is not broken")
        #expect(book.admit(["a.jpg"], stamps: [:]) == ["a.jpg"])
        #expect(!book.hasGone)
    }

    @Test func eachDistinctFailureIsLoggedOnce() {
        var book = FailureBook()
        var lines: [FailureBook.LogLine] = []
        for stamp in 0..<5 {
            if let line = book.record("a.jpg", reason: "truncated", kind: .broken, stamp: FileIdentity(size: Int64(stamp), modified: 0, changed: 0)) {
                lines.append(line)
            }
            _ = book.admit(["a.jpg"], stamps: ["a.jpg": FileIdentity(size: Int64(stamp + 1), modified: 0, changed: 0)])
        }
        #expect(lines.count == 1, "the same failure five times: one line, got \(lines)")
        #expect(book.record("a.jpg", reason: "not an image", kind: .broken) != nil, "a different failure is a new line")
        book.succeeded("a.jpg")
        #expect(book.record("a.jpg", reason: "not an image", kind: .broken) != nil, "after a success, a failure is news again")
    }

    @Test func scanProblemsClearWhenNoLongerReported() {
        var book = FailureBook()
        book.record("link.jpg", reason: "broken symbolic link", kind: .scan)
        #expect(book.record("link.jpg", reason: "broken symbolic link", kind: .scan) == nil, "reported again by the next scan: no new line")
        book.settleScanProblems(reported: [])
        #expect(book.entries.isEmpty, "repaired or deleted: forgotten")
    }

    @Test func theReportListsFilesInTheOrderTheyFailed() {
        var book = FailureBook()
        book.record("z.jpg", reason: "one", kind: .broken)
        book.record("a.jpg", reason: "two", kind: .scan)
        book.record("z.jpg", reason: "three", kind: .broken)
        #expect(book.skipped.map(\.path) == ["z.jpg", "a.jpg"])
        #expect(book.skipped.first?.reason == "three", "the latest reason")
    }
}
